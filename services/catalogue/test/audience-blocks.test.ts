import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { UserBlocked } from '@art/contracts';
import { envelopeOf, processed, publish } from '@art/testing';
import { SOCIAL_DURABLE } from '../src/consumers.js';
import { artworkSearchText } from '../src/modules/search/rules.js';
import { insertArtwork, PAINTING } from './support/artworks.js';
import { type CatalogueTestContext, seedUser, startCatalogueTestApp, viewerHeaders } from './support/test-app.js';

/**
 * A block hides each party's artworks, comments and studio from the other, both ways, on every
 * catalogue route that shows them; likes and comments across it answer 403 `blocked`. A guest and a
 * third member still see everything. The block arrives as social's event, through the bus.
 */
describe('a block between two members, on every catalogue route', () => {
  let t: CatalogueTestContext;

  interface Party {
    id: string;
    slug: string;
    surname: string;
    artwork: { id: string; slug: string };
    /** A newer work nobody liked: what recommendations would offer. */
    newer: { id: string; slug: string };
    /** Their comment on the third member's artwork. */
    commentOnThird: string;
    /** The comment the third member left on their artwork. */
    thirdsComment: string;
  }
  let blocker: Party;
  let blocked: Party;
  let third: { id: string; artwork: { id: string; slug: string } };

  const get = (url: string, viewer: string | null) =>
    t.app.inject({ method: 'GET', url, headers: viewer ? viewerHeaders(viewer, 11) : {} });

  async function comment(userId: string, artworkId: string, text: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/artwork/comment/new',
      headers: viewerHeaders(userId, 11),
      payload: { comment: text, product: artworkId },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().message._id as string;
  }

  async function party(name: string, surname: string): Promise<Omit<Party, 'commentOnThird' | 'thirdsComment'>> {
    const user = await seedUser(t.db, { name: `${name} ${surname}`, slug: `${name}-${surname}`.toLowerCase() });
    await t.db
      .updateTable('users')
      .set({ categories: JSON.stringify([{ _id: PAINTING._id, name: PAINTING.name }]), followers_count: 5 })
      .where('id', '=', user.id)
      .execute();
    const artwork = await insertArtwork(t.db, {
      authorId: user.id,
      name: `${surname} Mountain`,
      inStore: true,
      featured: true,
      likes: 50,
    });
    await t.db
      .updateTable('artworks')
      .set({
        search_text: artworkSearchText({
          name: artwork.name,
          authorName: user.name,
          categoryNames: [PAINTING.name],
        }),
      })
      .where('id', '=', artwork.id)
      .execute();
    const newer = await insertArtwork(t.db, { authorId: user.id, name: `${surname} River`, inStore: true });
    return { id: user.id, slug: user.slug, surname, artwork, newer };
  }

  before(async () => {
    t = await startCatalogueTestApp('audience_blocks');
    const thirdUser = await seedUser(t.db, { name: 'Tara Gurung', slug: 'tara-gurung' });
    third = { id: thirdUser.id, artwork: await insertArtwork(t.db, { authorId: thirdUser.id, name: 'Tara Lake' }) };
    const a = await party('Bikash', 'Zorbakhadka');
    const b = await party('Chiran', 'Quelbarahi');
    // Before the block: each follows, likes and comments on the other, and on the third member.
    for (const [viewer, other] of [
      [a, b],
      [b, a],
    ]) {
      await t.db.insertInto('follows').values({ follower_id: viewer.id, artist_id: other.id }).execute();
      await t.db
        .insertInto('artwork_likes')
        .values([
          { artwork_id: other.artwork.id, user_id: viewer.id },
          { artwork_id: third.artwork.id, user_id: viewer.id },
        ])
        .execute();
    }
    blocker = {
      ...a,
      commentOnThird: await comment(a.id, third.artwork.id, 'From the blocker'),
      thirdsComment: await comment(third.id, a.artwork.id, 'Third on the blocker'),
    };
    blocked = {
      ...b,
      commentOnThird: await comment(b.id, third.artwork.id, 'From the blocked member'),
      thirdsComment: await comment(third.id, b.artwork.id, 'Third on the blocked member'),
    };
    // Guests fill the listing caches with both parties' works before the block.
    for (const url of listings(blocker)) await get(url, null);

    const event = envelopeOf(UserBlocked, { blockerId: blocker.id, blockedId: blocked.id });
    await publish(t.app.bus, event);
    await processed(t.db, SOCIAL_DURABLE, event.id);
  });
  after(async () => {
    await t?.close();
  });

  /** Routes that list many people's works, studios or comments, with the owner's artwork or id in them. */
  function listings(owner: Omit<Party, 'commentOnThird' | 'thirdsComment'>) {
    return [
      '/api/products/category/all',
      '/api/products/category/painting',
      '/api/store/all',
      '/api/store/all?orderby=pricehigh',
      '/api/products/getfeatured',
      '/api/products/popular/all',
      `/api/products/similar/${third.artwork.slug}`,
      '/api/artists/sortable',
      '/api/artists/category/painting',
      '/api/artists/top/all',
      '/api/artists/top',
      `/api/search/${owner.surname}`,
    ];
  }
  /** Listings only members ask for. */
  const memberListings = [
    '/api/v2/products/category/all',
    '/api/v2/products/category/all?orderby=recommended',
    '/api/v2/store/all',
    '/api/products/recommended',
    '/api/products/followed',
    '/api/artworks/liked',
  ];
  /** Lists of one member's works, named by their id or slug. */
  const ownerListings = (owner: Party) => [
    `/api/user/artworks/${owner.id}`,
    `/api/user/gallery/${owner.id}`,
    `/api/user/artworks/${owner.slug}`,
    `/api/artist/${owner.id}/productswithimages`,
  ];
  /** One thing of the owner's: 404 with the route's own message when hidden. */
  const details = (owner: Party): [string, string, string][] => [
    [`/api/product/${owner.artwork.slug}`, 'Sorry, the art is unavailable!', 'artwork-unavailable'],
    [`/api/product/${owner.artwork.id}`, 'Sorry, the art is unavailable!', 'artwork-unavailable'],
    [`/api/v2/artwork/comments/${owner.artwork.id}/10`, 'Sorry, the art is unavailable!', 'artwork-unavailable'],
    [`/api/products/similar/${owner.artwork.slug}`, 'Sorry, the art is unavailable!', 'artwork-unavailable'],
    [`/api/artist/${owner.slug}`, 'Sorry, the artist is unavailable!', 'artist-unavailable'],
  ];

  for (const [side, viewerOf, ownerOf] of [
    ['the blocked member', () => blocked, () => blocker],
    ['the blocker', () => blocker, () => blocked],
  ] as const) {
    describe(`${side} looking at the other party`, () => {
      it('finds none of their works or their studio in any listing, cached or not', async () => {
        const viewer = viewerOf();
        const owner = ownerOf();
        // Every route is asked, so a failure names all that leak.
        const leaks: string[] = [];
        for (const url of [...listings(owner), ...memberListings]) {
          const response = await get(url, viewer.id);
          assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
          if ([owner.artwork.id, owner.newer.id, owner.id].some((mark) => response.body.includes(mark)))
            leaks.push(url);
        }
        assert.deepEqual(leaks, []);
        // The total leaves the other party's two works out too.
        for (const url of ['/api/products/category/all', '/api/v2/store/all']) {
          const everybody = (await get(url, third.id)).json().total;
          assert.equal((await get(url, viewer.id)).json().total, everybody - 2, url);
        }
      });

      it("gets an empty page for the other party's works, as for somebody unknown", async () => {
        const viewer = viewerOf();
        const owner = ownerOf();
        for (const url of ownerListings(owner)) {
          const response = await get(url, viewer.id);
          assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
          assert.ok(!response.body.includes(owner.artwork.id), `${url} lists the other party's artwork`);
          const body = response.json();
          assert.deepEqual(body.products ?? body.message, [], url);
        }
      });

      it("gets 404 for the other party's artwork, its comments, its similar works and their studio", async () => {
        const viewer = viewerOf();
        const owner = ownerOf();
        const shown: string[] = [];
        for (const [url, message, code] of details(owner)) {
          const response = await get(url, viewer.id);
          if (response.statusCode !== 404) shown.push(url);
          else assert.deepEqual(response.json(), { status: 'not-found', message, code }, url);
        }
        assert.deepEqual(shown, []);
        const viewed = await t.app.inject({
          method: 'POST',
          url: `/api/product/view/${owner.artwork.slug}`,
          headers: viewerHeaders(viewer.id, 11),
        });
        assert.equal(viewed.statusCode, 404);
      });

      it("does not see the other party's comments under a third member's artwork", async () => {
        const viewer = viewerOf();
        const owner = ownerOf();
        const response = await get(`/api/v2/artwork/comments/${third.artwork.id}/10`, viewer.id);
        assert.equal(response.statusCode, 200);
        const ids = response.json().message.map((comment: { _id: string }) => comment._id);
        assert.ok(!ids.includes(owner.commentOnThird), 'the other party’s comment is left out');
        assert.ok(ids.includes(viewer.commentOnThird), 'one’s own comment stays');
        assert.equal(response.json().total, ids.length);
      });

      it('may neither like nor comment on the other party’s artwork: 403 blocked, nothing changes', async () => {
        const viewer = viewerOf();
        const owner = ownerOf();
        const counts = () =>
          t.db
            .selectFrom('artworks')
            .select(['likes_count', 'comments_count'])
            .where('id', '=', owner.artwork.id)
            .executeTakeFirstOrThrow();
        const before = await counts();
        const liked = await t.app.inject({
          method: 'POST',
          url: `/api/like/product/${owner.artwork.id}`,
          headers: viewerHeaders(viewer.id, 11),
        });
        assert.equal(liked.statusCode, 403);
        assert.deepEqual(liked.json(), {
          status: 'blocked',
          message: 'You cannot interact with this user',
          code: 'blocked',
        });
        const commented = await t.app.inject({
          method: 'POST',
          url: '/api/v2/artwork/comment/new',
          headers: viewerHeaders(viewer.id, 11),
          payload: { comment: 'Across the block', product: owner.artwork.id },
        });
        assert.equal(commented.statusCode, 403);
        assert.equal(commented.json().status, 'blocked');
        assert.deepEqual(await counts(), before);
      });

      it('still sees their own works, studio and comments everywhere', async () => {
        const viewer = viewerOf();
        for (const url of listings(viewer)) {
          const response = await get(url, viewer.id);
          assert.ok(response.body.includes(viewer.artwork.id) || response.body.includes(viewer.id), url);
        }
        for (const [url] of details(viewer)) {
          assert.equal((await get(url, viewer.id)).statusCode, 200, url);
        }
      });
    });
  }

  for (const [who, viewerOf] of [
    ['a guest', () => null],
    ['a third member', () => third.id],
  ] as const) {
    it(`${who} still sees both parties' works, studios and comments`, async () => {
      const viewer = viewerOf();
      for (const owner of [blocker, blocked]) {
        for (const url of listings(owner)) {
          const response = await get(url, viewer);
          assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
          const shown = url.includes('/artists/') ? owner.id : owner.artwork.id;
          assert.ok(response.body.includes(shown), `${url} leaves ${owner.surname} out for ${who}`);
        }
        for (const url of ownerListings(owner)) {
          assert.ok((await get(url, viewer)).body.includes(owner.artwork.id), url);
        }
        for (const [url] of details(owner)) {
          assert.equal((await get(url, viewer)).statusCode, 200, url);
        }
        const comments = await get(`/api/v2/artwork/comments/${third.artwork.id}/10`, viewer);
        assert.ok(comments.body.includes(owner.commentOnThird));
      }
    });
  }

  it('a third member may still like and comment on both parties’ works', async () => {
    for (const owner of [blocker, blocked]) {
      const liked = await t.app.inject({
        method: 'POST',
        url: `/api/like/product/${owner.artwork.id}`,
        headers: viewerHeaders(third.id, 11),
      });
      assert.equal(liked.statusCode, 200, liked.body);
      assert.ok(owner.thirdsComment);
    }
  });
});
