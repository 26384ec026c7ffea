import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { areaRoutes } from '@art/page-routes';
import type { KnownAreas } from '../../src/lib/area-manifests.js';
import { startupHintsOf } from '../../src/lib/startup-hints.js';

const identity = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'LoginRoute', assets: { js: { sync: ['assets/login.1.js'] }, css: { sync: ['assets/login.2.css'] } } },
  ],
};
const catalogue = {
  metaData: { publicPath: 'https://cdn.example/catalogue/', remoteEntry: { name: 'remoteEntry.js', path: 'js' } },
  exposes: [{ name: 'GalleryRoute', assets: { js: { sync: ['assets/gallery"<.js'] } } }],
};

const KNOWN: KnownAreas = {
  version: 'v1',
  remotes: {
    identity: '/mf/identity/mf-manifest.json',
    catalogue: 'https://cdn.example/catalogue/mf-manifest.json',
    // Not answered yet: the shell fetches this one itself.
    studio: '/mf/studio/mf-manifest.json',
  },
  manifests: { identity, catalogue },
  routes: [
    ...areaRoutes('identity', [{ path: '/login', module: 'LoginRoute' }]),
    ...areaRoutes('catalogue', [
      {
        path: '/gallery/:cat',
        module: 'GalleryRoute',
        data: ['/products/category/:cat?limit=15', { path: '/categories/sorted', withToken: false }],
      },
      { path: '/gallery', redirectTo: '/gallery/all' },
    ]),
  ],
};

const links = (html: string): string[] => html.match(/<link [^>]*>/g) ?? [];

describe('start-up hints', () => {
  test("a page names the manifests the gateway does not hold, then its remote's scripts and style sheet", () => {
    assert.deepEqual(links(startupHintsOf(KNOWN, '/login', { guest: true })), [
      '<link rel="preload" href="/mf/studio/mf-manifest.json" as="fetch" crossorigin>',
      '<link rel="preload" href="/mf/identity/remoteEntry.js" as="script">',
      '<link rel="preload" href="/mf/identity/assets/login.1.js" as="script">',
      '<link rel="preload" href="/mf/identity/assets/login.2.css" as="style">',
    ]);
  });

  test("a guest's page names all its data; with a session only what it reads without one", () => {
    const guest = links(startupHintsOf(KNOWN, '/gallery/sky%20art', { guest: true }));
    assert.ok(
      guest.includes('<link rel="preload" href="/api/products/category/sky%20art?limit=15" as="fetch" crossorigin>'),
    );
    assert.ok(guest.includes('<link rel="preload" href="/api/categories/sorted" as="fetch" crossorigin>'));
    const member = links(startupHintsOf(KNOWN, '/gallery/sky%20art', { guest: false }));
    assert.ok(!member.some((link) => link.includes('/api/products/')));
    assert.ok(member.includes('<link rel="preload" href="/api/categories/sorted" as="fetch" crossorigin>'));
  });

  test('a remote elsewhere keeps its own origin, and what a manifest says is escaped', () => {
    const tags = startupHintsOf(KNOWN, '/gallery/all', { guest: true });
    assert.ok(tags.includes('href="https://cdn.example/catalogue/js/remoteEntry.js"'));
    assert.ok(tags.includes('href="https://cdn.example/catalogue/assets/gallery%22%3C.js"'));
    assert.ok(!tags.includes('"<'));
  });

  test('a page no area serves, or a redirect, names only the manifests not held', () => {
    for (const pathname of ['/nowhere', '/gallery'])
      assert.deepEqual(links(startupHintsOf(KNOWN, pathname, { guest: true })), [
        '<link rel="preload" href="/mf/studio/mf-manifest.json" as="fetch" crossorigin>',
      ]);
  });
});
