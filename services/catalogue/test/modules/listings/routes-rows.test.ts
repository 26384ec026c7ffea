import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { insertArtwork, OIL, PAINTING, SCULPTURE } from '../../support/artworks.js';
import { type CatalogueTestContext, seedUser, startCatalogueTestApp, viewerHeaders } from '../../support/test-app.js';

let t: CatalogueTestContext;
let painter: { id: string; slug: string };
let sculptor: { id: string; slug: string };
let viewer: { id: string };
const art: Record<string, { id: string; slug: string }> = {};

before(async () => {
  t = await startCatalogueTestApp('listing_rows');
  painter = await seedUser(t.db, { name: 'Ekta Painter' });
  sculptor = await seedUser(t.db, { name: 'Gopal Sculptor' });
  viewer = await seedUser(t.db, { role: 21 });
  art.loved = await insertArtwork(t.db, { authorId: painter.id, name: 'Loved', likes: 9, ageMinutes: 50 });
  art.liked = await insertArtwork(t.db, {
    authorId: painter.id,
    name: 'Liked',
    likes: 4,
    subCategories: [OIL.id],
    ageMinutes: 40,
  });
  art.plain = await insertArtwork(t.db, { authorId: painter.id, name: 'Plain', ageMinutes: 30, withImage: false });
  art.star = await insertArtwork(t.db, {
    authorId: painter.id,
    name: 'Star',
    featured: true,
    likes: 1,
    ageMinutes: 20,
  });
  art.bronze = await insertArtwork(t.db, {
    authorId: sculptor.id,
    name: 'Bronze',
    mainCategory: SCULPTURE._id,
    likes: 2,
    ageMinutes: 10,
  });
  art.removed = await insertArtwork(t.db, { authorId: painter.id, name: 'Removed', deleted: true, likes: 50 });
});
after(async () => {
  await t?.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}
const names = (list: { name: string }[]) => list.map((artwork) => artwork.name);

test('featured shows featured artworks first, then the most popular fill up', async () => {
  const body = await get('/api/products/getfeatured');
  assert.equal(body.success, true);
  assert.deepEqual(names(body.result), ['Star', 'Loved', 'Liked', 'Bronze', 'Plain']);
});

test('popular of a category (id or slug) is ordered by popularity, at most 11', async () => {
  assert.deepEqual(names((await get(`/api/products/popular/${PAINTING._id}`)).message), [
    'Loved',
    'Liked',
    ...names((await get('/api/products/popular/painting')).message).slice(2),
  ]);
  assert.deepEqual(names((await get('/api/products/popular/oil-painting')).message), ['Liked']);
  for (let i = 0; i < 12; i += 1) await insertArtwork(t.db, { authorId: sculptor.id, mainCategory: SCULPTURE._id });
  await t.app.catalogueCache.invalidateArtworks();
  const sculpture = await get('/api/products/popular/sculpture');
  assert.equal(sculpture.message.length, 11);
  assert.equal(sculpture.message[0].name, 'Bronze');
});

test('recommended and followed rows need a viewer; followed lists followed studios newest first', async () => {
  for (const url of ['/api/products/recommended', '/api/products/followed']) {
    const response = await t.app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().message, 'Please login first');
  }
  const headers = viewerHeaders(viewer.id, 21);
  const nothingFollowed = await get('/api/products/followed', headers);
  assert.deepEqual(nothingFollowed, { status: 'success', success: true, result: [], error: null });
  // Nothing known of the viewer: the newest.
  const fresh = await get('/api/products/recommended?limit=2', headers);
  assert.equal(fresh.result.length, 2);

  await t.db.insertInto('follows').values({ follower_id: viewer.id, artist_id: painter.id }).execute();
  const followed = await get('/api/products/followed', headers);
  assert.deepEqual(names(followed.result), ['Star', 'Plain', 'Liked', 'Loved']);
  const recommended = await get('/api/products/recommended', headers);
  assert.deepEqual(names(recommended.result).slice(0, 4), ['Loved', 'Liked', 'Star', 'Plain']);
  await t.db.deleteFrom('follows').where('follower_id', '=', viewer.id).execute();
});

test('similar artworks share the main category, leave the artwork out, and page with skip and limit', async () => {
  const body = await get(`/api/products/similar/${art.liked.slug}?skip=0&limit=2`);
  assert.deepEqual(names(body.message), ['Loved', 'Star']);
  assert.equal(body.total, 3);
  const post = await t.app.inject({
    method: 'POST',
    url: `/api/products/similar/${art.liked.slug}`,
    payload: { skip: 2, limit: 2 },
  });
  assert.equal(post.statusCode, 200, post.body);
  assert.equal(post.json().message.length, 1);
  const missing = await t.app.inject({ method: 'GET', url: '/api/products/similar/no-such-art' });
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json().message, 'Sorry, the art is unavailable!');
});

test("a user's works come 12 a page by id or slug, newest first, without deleted ones", async () => {
  for (let i = 0; i < 10; i += 1)
    await insertArtwork(t.db, { authorId: painter.id, name: `Series ${i}`, ageMinutes: 100 + i });
  const first = await get(`/api/user/artworks/${painter.id}`);
  assert.equal(first.products.length, 12);
  assert.equal(first.total, 14);
  assert.equal(first.products[0].name, 'Star');
  const second = await get(`/api/user/gallery/${painter.slug}?page=2`);
  assert.deepEqual(names(second.products), ['Series 8', 'Series 9']);
  assert.equal(second.total, 14);
  const nobody = await get('/api/user/artworks/nobody-here');
  assert.deepEqual(nobody, { status: 'success', products: [], total: 0 });
});

test("the viewer's own works, and a studio's works that have pictures", async () => {
  const mine = await t.app.inject({
    method: 'GET',
    url: '/api/artworks/mine?page=2',
    headers: viewerHeaders(painter.id, 11),
  });
  assert.equal(mine.statusCode, 200, mine.body);
  assert.equal(mine.json().totalProducts, 14);
  assert.equal(mine.json().products.length, 2);
  const guest = await t.app.inject({ method: 'GET', url: '/api/artworks/mine' });
  assert.equal(guest.statusCode, 401);
  const withImages = await get(`/api/artist/${painter.id}/productswithimages?limit=60`);
  assert.equal(withImages.message.length, 13);
  assert.ok(!names(withImages.message).includes('Plain'));
});

test('liked artworks: the latest like first, each marked liked, deleted ones left out', async () => {
  const fan = await seedUser(t.db, { role: 21 });
  const headers = viewerHeaders(fan.id, 21);
  assert.deepEqual((await get('/api/artworks/liked', headers)).message, { liked_artworks: [] });
  for (const slugKey of ['bronze', 'removed', 'loved']) {
    const response = await t.app.inject({ method: 'POST', url: `/api/like/product/${art[slugKey].id}`, headers });
    assert.equal(response.statusCode, slugKey === 'removed' ? 404 : 200, response.body);
  }
  const liked = (await get('/api/artworks/liked', headers)).message.liked_artworks;
  assert.deepEqual(names(liked), ['Loved', 'Bronze']);
  assert.deepEqual(
    liked.map((artwork: { liked: boolean }) => artwork.liked),
    [true, true],
  );
});
