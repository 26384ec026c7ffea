// What the catalogue's components put on the page (react-dom/server inside the shell's providers,
// no browser): artwork cards with their price or state, the artist, likes, sorting, tags, tiles.

import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ExhibitionView } from '@art/sdk';
import { languageTextsLoaded, renderWithShell, tagOf, textOf } from '@art/ui/testing';
import { Route } from 'wouter';
import { ArtistCard } from '../Components/browse/ArtistCard.js';
import { ArtworkCard } from '../Components/browse/ArtworkCard.js';
import { ArtworkLikeButton } from '../Components/browse/ArtworkLikeButton.js';
import { CategoryTiles } from '../Components/browse/CategoryTiles.js';
import { SortSelect } from '../Components/browse/SortSelect.js';
import { TagsField } from '../Components/create/TagsField.js';
import { ExhibitionCard } from '../Components/exhibitions/ExhibitionCard.js';
import { FollowExhibitionButton } from '../Components/exhibitions/FollowExhibitionButton.js';
import { catalogueKeys } from '../catalogueKeys.js';
import { EditArtworkRoute } from '../Routes/EditArtwork/EditArtworkRoute.js';
import { ExhibitionRoute } from '../Routes/Exhibition/ExhibitionRoute.js';
import { LikedArtworksRoute } from '../Routes/LikedArtworks/LikedArtworksRoute.js';
import { anArtwork, sita } from './artworkFixtures.js';

const hari = { _id: 'u1', slug: 'hari', name: 'Hari', role: 1 };
const ignore = () => {};

// Some renders below are in Nepali or Chinese, whose texts a page fetches when it needs them.
before(languageTextsLoaded);
describe('ArtworkCard', () => {
  it('links the picture and name to the artwork and shows the artist and price', () => {
    const html = renderWithShell(<ArtworkCard artwork={anArtwork()} />);
    assert.match(html, /<a href="\/artwork\/mountain-dawn"[^>]*>[\s\S]*<h3[^>]*>Mountain Dawn<\/h3><\/a>/);
    assert.match(html, /data-testid="artwork-card-price"[^>]*>NPR 25,000</);
    assert.match(textOf(html), /Sita Shrestha/);
  });
  it('cuts a long name on the card and keeps it whole in the title', () => {
    const name = 'The Long Evening over Phewa Lake';
    const html = renderWithShell(<ArtworkCard artwork={anArtwork({ name })} />);
    assert.match(html, new RegExp(`<h3[^>]*title="${name}">(?!${name}<)[^<]+</h3>`));
  });
  it('says On hold, Sold or Not for sale instead of a price', () => {
    for (const [availability, words] of [
      ['on-hold', 'ON HOLD'],
      ['sold', 'SOLD'],
      ['not-for-sale', 'NOT FOR SALE'],
    ] as const) {
      const html = renderWithShell(<ArtworkCard artwork={anArtwork({ availability })} />);
      assert.match(html, new RegExp(`data-availability="${availability}"[^>]*>${words}<`), availability);
      assert.doesNotMatch(html, /NPR/, availability);
    }
  });
  it('offers Edit to its own artist only', () => {
    const own = renderWithShell(<ArtworkCard artwork={anArtwork()} />, { user: { ...hari, _id: 's1' } });
    const edit = tagOf(own, 'artwork-card-edit');
    assert.match(edit, /href="\/artwork\/mountain-dawn\/edit"/);
    assert.match(edit, /aria-label="Edit Mountain Dawn"/);
    assert.doesNotMatch(renderWithShell(<ArtworkCard artwork={anArtwork()} />, { user: hari }), /artwork-card-edit/);
  });
});

describe('ArtistCard', () => {
  it('names the artist, verified, and links to their studio', () => {
    const html = renderWithShell(<ArtistCard author={sita} />);
    assert.match(html, /<section[^>]*aria-label="Artist"/);
    assert.match(html, /role="img" aria-label="Verified artist"/);
    assert.match(tagOf(html, 'artist-profile-link'), /href="\/studios\/sita"/);
    assert.match(html, />View Profile<\/a>/);
  });
  it('links the artist to their own profile when they are the viewer', () => {
    const html = renderWithShell(<ArtistCard author={sita} />, { user: { ...hari, _id: 's1' } });
    assert.match(tagOf(html, 'artist-profile-link'), /href="\/profile\/sita"/);
  });
});

describe('ArtworkLikeButton', () => {
  it('is a toggle named by what it does, with the count', () => {
    const html = renderWithShell(<ArtworkLikeButton artwork={{ _id: 'a1', liked: false, likesCount: 12 }} />);
    assert.match(tagOf(html, 'artwork-like'), /aria-pressed="false"[^>]*aria-label="Like"/);
    assert.match(html, /data-testid="artwork-like-count">12</);
    const liked = renderWithShell(<ArtworkLikeButton artwork={{ _id: 'a1', liked: true, likesCount: 13 }} />, {
      user: hari,
    });
    assert.match(tagOf(liked, 'artwork-like'), /aria-pressed="true"[^>]*aria-label="Unlike"/);
  });
});

describe('SortSelect', () => {
  it('is labelled, with the current sort chosen', () => {
    const html = renderWithShell(<SortSelect value="pricelow" onChange={ignore} />);
    assert.match(html, /<label for="([^"]+)"[^>]*>Sort by<\/label><select id="\1"/);
    assert.match(html, /<option value="pricelow" selected="">Price: low to high<\/option>/);
  });
  it('offers Recommended to signed-in viewers only', () => {
    assert.doesNotMatch(renderWithShell(<SortSelect value="new" onChange={ignore} />), /Recommended/);
    assert.match(renderWithShell(<SortSelect value="new" onChange={ignore} />, { user: hari }), />Recommended</);
  });
});

describe('CategoryTiles', () => {
  it("opens each of the eight categories' galleries under a heading", () => {
    const html = renderWithShell(<CategoryTiles />);
    assert.match(html, /<h2 id="cat-home-categories">Categories<\/h2>/);
    assert.equal(html.match(/<a href="\/gallery\/[^"]+"/g)?.length, 8);
    assert.match(html, /<a href="\/gallery\/new-media-art"[^>]*>New Media Art<\/a>/);
  });
});

describe('TagsField', () => {
  it('counts the tags, lists them with a named remove button each', () => {
    const html = renderWithShell(<TagsField tags={['nepal', 'oil']} onChange={ignore} />);
    assert.match(html, /<legend>Artwork Tags<\/legend>/);
    assert.match(html, /Optional: 2 of 10 tags\./);
    assert.match(html, /nepal<button type="button" aria-label="Remove tag nepal">/);
    assert.doesNotMatch(tagOf(html, 'artwork-tag-input'), /disabled/);
  });
  it('locks the input once there are ten, and says why', () => {
    const tags = Array.from({ length: 10 }, (_, index) => `tag${index}`);
    const html = renderWithShell(<TagsField tags={tags} onChange={ignore} />);
    assert.match(tagOf(html, 'artwork-tag-input'), /disabled=""/);
    assert.match(html, /You have added 10 tags, the most an artwork can have\./);
  });
});

describe('ExhibitionCard', () => {
  const exhibition = {
    _id: 'e1',
    slug: 'monsoon',
    title: 'Monsoon',
    subtitle: 'New paintings',
    artist: { name: 'Sita Shrestha', slug: 'sita' },
    listingThumb: '',
    banner: '',
    darkListing: true,
  } as ExhibitionView;
  it('is one button with the title, artist and subtitle', () => {
    const html = renderWithShell(<ExhibitionCard exhibition={exhibition} onOpen={ignore} />);
    assert.match(
      tagOf(html, 'exhibition-card'),
      /^<button type="button" class="exhibition-card exhibition-card--dark"/,
    );
    assert.equal(textOf(html), 'Monsoon by Sita Shrestha New paintings');
  });
});

describe('FollowExhibitionButton', () => {
  const exhibition = { _id: 'e1', slug: 'monsoon', title: 'Monsoon' } as ExhibitionView;
  it('says whether the viewer follows, with how many do, in the reader’s language', () => {
    const guest = renderWithShell(<FollowExhibitionButton exhibition={{ ...exhibition, followersCount: 0 }} />);
    assert.match(tagOf(guest, 'exhibition-follow'), /aria-pressed="false"/);
    assert.equal(textOf(guest), 'Follow');
    const following = renderWithShell(
      <FollowExhibitionButton exhibition={{ ...exhibition, following: true, followersCount: 3 }} />,
      { user: hari },
    );
    assert.match(tagOf(following, 'exhibition-follow'), /aria-pressed="true"/);
    assert.equal(textOf(following), 'Following · 3 following');
    const ne = renderWithShell(<FollowExhibitionButton exhibition={{ ...exhibition, followersCount: 2 }} />, {
      language: 'ne',
    });
    assert.equal(textOf(ne), 'फलो गर्नुहोस् · 2 जनाले फलो गर्दै');
  });
});

describe('loading skeletons', () => {
  it('draws artwork cards while the liked artworks load, then the artworks', () => {
    const loading = renderWithShell(<LikedArtworksRoute />, { user: hari });
    assert.match(tagOf(loading, 'liked-loading'), /aria-busy="true"/);
    assert.match(loading, /role="status">Loading…</);
    assert.match(loading, /data-testid="artwork-card-skeleton"/);
    assert.doesNotMatch(loading, /art-spinner/);
    const loaded = renderWithShell(<LikedArtworksRoute />, {
      user: hari,
      queries: [[catalogueKeys.liked(hari._id), [anArtwork()]]],
    });
    assert.doesNotMatch(loaded, /liked-loading/);
    assert.match(loaded, /Mountain Dawn/);
  });
  it('draws the exhibition viewer’s frame while the exhibition loads, then the exhibition', () => {
    const loading = renderWithShell(<ExhibitionRoute />, { path: '/exhibition-e1' });
    assert.match(tagOf(loading, 'exhibition-loading'), /class="exhibition-viewer" aria-busy="true"/);
    assert.match(loading, /role="status">Loading exhibitions…</);
    const exhibition = { _id: 'e1', title: 'Monsoon', explicit: false, items: [], artist: sita } as unknown;
    const loaded = renderWithShell(<ExhibitionRoute />, {
      path: '/exhibition-e1',
      queries: [[catalogueKeys.exhibition('e1'), exhibition]],
    });
    assert.doesNotMatch(loaded, /exhibition-loading/);
    assert.match(loaded, /<h1>Monsoon<\/h1>/);
  });
  it('draws the artwork’s form while the artwork loads, then the form', () => {
    const page = (
      <Route path="/artwork/:slug/edit">
        <EditArtworkRoute />
      </Route>
    );
    const path = '/artwork/mountain-dawn/edit';
    const loading = renderWithShell(page, { user: sita, path });
    assert.match(loading, /data-testid="edit-artwork-loading"/);
    assert.match(loading, /aria-busy="true"/);
    assert.match(loading, /role="status">Loading the artwork…</);
    assert.doesNotMatch(loading, /artwork-form/);
    const loaded = renderWithShell(page, {
      user: sita,
      path,
      queries: [[[...catalogueKeys.artwork('mountain-dawn'), sita._id], anArtwork()]],
    });
    assert.doesNotMatch(loaded, /edit-artwork-loading/);
    assert.match(loaded, /data-testid="artwork-form"/);
  });
});
