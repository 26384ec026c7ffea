// The pictures the route manifest has the shell preload as a page's data arrives (`leadImage`) are
// the ones the page's own <img> then loads: a preload of anything else is a wasted download on a
// phone's connection, fetched first.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { ArtworkImage, ArtworkView } from '@art/sdk';
import { columnImageSizes, GALLERY_COLUMNS } from '@art/ui';
import { leadImageIn, type ManifestRoute, type RouteManifest } from '@art/ui/routes';
import { renderWithShell } from '@art/ui/testing';
import { ArtworkImageSlider } from '../Components/browse/ArtworkImageSlider.js';
import { ArtworkMasonry } from '../Components/browse/ArtworkMasonry.js';
import { anArtwork, aPicture } from './artworkFixtures.js';

const manifest = JSON.parse(readFileSync(new URL('../routes.manifest.json', import.meta.url), 'utf8')) as RouteManifest;
const routeAt = (path: string): ManifestRoute => {
  const route = manifest.routes.find((candidate) => candidate.path === path);
  assert.ok(route, `the manifest has ${path}`);
  return route;
};

const anArtworkAt = (index: number, image: ArtworkImage): ArtworkView =>
  anArtwork({ _id: `a${index}`, id: `a${index}`, slug: `work-${index}`, name: `Work ${index}`, image });

/** The `sizes` slot at a viewport width (the first media condition that holds, else the last). */
function slotWidth(sizes: string, viewport: number): number {
  for (const part of sizes.split(',').map((text) => text.trim())) {
    const condition = part.match(/^\(min-width: (\d+)px\) (\d+)vw$/);
    if (condition && viewport >= Number(condition[1])) return (viewport * Number(condition[2])) / 100;
    const plain = part.match(/^(\d+)vw$/);
    if (plain) return (viewport * Number(plain[1])) / 100;
  }
  throw new Error(`no slot in ${sizes}`);
}

/** The srcset candidate a browser picks: the narrowest at least as wide as the slot's device pixels. */
function pickedCandidate(srcset: string, slot: number, density: number): string {
  const candidates = srcset
    .split(', ')
    .map((entry) => entry.split(' '))
    .map(([url, width]) => ({ url, width: Number.parseInt(width, 10) }))
    .sort((a, b) => a.width - b.width);
  return (candidates.find((candidate) => candidate.width >= slot * density) ?? candidates.at(-1))!.url;
}

/** An attribute of a rendered tag, whatever the case the renderer gives its name (srcSet, srcset). */
const attribute = (tag: string, name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`, 'i'))?.[1] ?? '';

describe('lead pictures of the listing pages', () => {
  // Pictures of every shape, one narrower than the gallery variant's box.
  const pictures = [
    aPicture('p0', 1200, 1600),
    aPicture('p1', 1600, 900),
    aPicture('p2', 420, 500),
    aPicture('p3', 900, 900),
  ];
  const body = { status: 'success', message: pictures.map((picture, index) => anArtworkAt(index, picture)) };
  const html = renderWithShell(<ArtworkMasonry artworks={body.message} />);
  const cards = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);

  for (const path of ['/gallery/:cat', '/store/:cat']) {
    it(`${path}: each preloaded picture is the one a first-screen card loads, at a phone's and a desktop's width`, () => {
      const leads = routeAt(path).leadImage ?? [];
      assert.equal(leads.length, 4, 'the first screen of a phone (two rows of two)');
      leads.forEach((lead, index) => {
        assert.equal(lead.data, 0, 'read from the listing answer');
        const preloaded = leadImageIn(body, lead.at);
        assert.ok(preloaded, `${lead.at} is an address in the answer`);
        const card = cards[index];
        assert.equal(attribute(card, 'src'), preloaded, 'the card falls back to that picture');
        assert.equal(attribute(card, 'fetchpriority'), 'high', 'and asks for it first');
        const srcset = attribute(card, 'srcset');
        const sizes = columnImageSizes(GALLERY_COLUMNS);
        assert.equal(attribute(card, 'sizes'), sizes);
        // The densities the preload is limited to (its media): a phone at 1.75 and 2, desktops at 1.
        assert.equal(lead.media, '(max-resolution: 2dppx)');
        for (const [viewport, density] of [
          [360, 2],
          [412, 1.75],
          [600, 2],
          [1024, 2],
          [1440, 1],
        ]) {
          assert.equal(
            pickedCandidate(srcset, slotWidth(sizes, viewport), density),
            preloaded,
            `${viewport} px at ${density}x`,
          );
        }
      });
    });
  }
});

describe('lead picture of an artwork page', () => {
  for (const path of ['/artwork/:slug', '/art/:slug']) {
    it(`${path}: the preloaded picture is the one the page's main picture loads on a phone and a desktop`, () => {
      const [lead] = routeAt(path).leadImage ?? [];
      assert.ok(lead, 'a lead picture');
      for (const picture of [aPicture('wide', 1600, 1000), aPicture('small', 840, 600)]) {
        const artwork = anArtworkAt(0, picture);
        const preloaded = leadImageIn({ status: 'success', message: artwork }, lead.at);
        const html = renderWithShell(<ArtworkImageSlider name={artwork.name} images={[picture]} />);
        const tag = html.match(/<img [^>]*>/)?.[0] ?? '';
        assert.equal(attribute(tag, 'src'), preloaded);
        const sizes = attribute(tag, 'sizes');
        for (const [viewport, density] of [
          [412, 1.75],
          [1440, 1],
        ]) {
          const slot = viewport >= 992 ? viewport / 2 : viewport;
          assert.equal(sizes, '(min-width: 992px) 50vw, 100vw');
          assert.equal(
            pickedCandidate(attribute(tag, 'srcset'), slot, density),
            preloaded,
            `${viewport} px at ${density}x`,
          );
        }
      }
    });
  }
});
