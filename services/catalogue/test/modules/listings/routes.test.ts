import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PRICE_FORMAT_MESSAGE, PRICE_ORDER_MESSAGE } from '../../../src/modules/listings/rules.js';
import { insertArtwork, OIL, PAINTING, SCULPTURE, WATERCOLOUR } from '../../support/artworks.js';
import { type CatalogueTestContext, seedUser, startCatalogueTestApp, viewerHeaders } from '../../support/test-app.js';

let t: CatalogueTestContext;
const art: Record<string, { id: string; slug: string }> = {};
let painter: { id: string };
let sculptor: { id: string };

before(async () => {
  t = await startCatalogueTestApp('listings');
  painter = await seedUser(t.db, { name: 'Aruna Painter' });
  sculptor = await seedUser(t.db, { name: 'Bikash Sculptor' });
  art.oil = await insertArtwork(t.db, {
    authorId: painter.id,
    name: 'Oil',
    price: 10000,
    inStore: true,
    subCategories: [OIL.id],
    ageMinutes: 10,
  });
  art.water = await insertArtwork(t.db, {
    authorId: painter.id,
    name: 'Water',
    price: 50000,
    subCategories: [WATERCOLOUR.id],
    ageMinutes: 20,
  });
  art.free = await insertArtwork(t.db, { authorId: painter.id, name: 'Free', price: 0, inStore: true, ageMinutes: 30 });
  art.stone = await insertArtwork(t.db, {
    authorId: sculptor.id,
    name: 'Stone',
    price: 30000,
    inStore: true,
    mainCategory: SCULPTURE._id,
    ageMinutes: 5,
  });
  art.gone = await insertArtwork(t.db, { authorId: painter.id, name: 'Gone', deleted: true, ageMinutes: 1 });
});
after(async () => {
  await t?.close();
});

async function list(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  assert.equal(response.statusCode, 200, response.body);
  const body = response.json();
  assert.equal(body.status, 'success');
  return { names: body.message.map((a: { name: string }) => a.name) as string[], body };
}

test('the gallery of all shows live artworks newest first, with the total', async () => {
  const { names, body } = await list('/api/products/category/all');
  assert.deepEqual(names, ['Stone', 'Oil', 'Water', 'Free']);
  assert.equal(body.total, 4);
  const stone = body.message[0];
  assert.equal(stone.author.name, 'Bikash Sculptor');
  assert.equal(stone.priceField, 'NPR 30000');
  assert.equal(stone.liked, false);
  assert.equal(body.message[3].priceField, 'NOT FOR SALE');
});

test('a main category includes its sub-categories; a sub-category by slug or id shows its own', async () => {
  assert.deepEqual((await list('/api/products/category/painting')).names, ['Oil', 'Water', 'Free']);
  assert.deepEqual((await list(`/api/products/category/${PAINTING._id}`)).names, ['Oil', 'Water', 'Free']);
  assert.deepEqual((await list('/api/products/category/oil-painting')).names, ['Oil']);
  const byId = await list(`/api/products/category/${WATERCOLOUR.id}`);
  assert.deepEqual(byId.names, ['Water']);
  assert.equal(byId.body.total, 1);
});

test('an unknown category answers 404 Category not found', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/products/category/not-a-category' });
  assert.equal(response.statusCode, 404);
  assert.deepEqual(response.json(), { status: 'not-found', message: 'Category not found', code: 'category-not-found' });
});

test('sorts by price both ways, filters by a price range, and pages with skip and limit', async () => {
  // Not for sale (no price) comes last both ways.
  assert.deepEqual((await list('/api/products/category/all?orderby=pricelow')).names, [
    'Oil',
    'Stone',
    'Water',
    'Free',
  ]);
  assert.deepEqual((await list('/api/products/category/all?orderby=pricehigh')).names, [
    'Water',
    'Stone',
    'Oil',
    'Free',
  ]);
  // The slider's ends: 0 to the dearest live work of the gallery (Water), of the store (Stone).
  assert.deepEqual((await list('/api/products/category/all')).body.priceBounds, { min: 0, max: 50_000 });
  assert.deepEqual((await list('/api/products/category/painting')).body.priceBounds, { min: 0, max: 50_000 });
  assert.deepEqual((await list('/api/store/all')).body.priceBounds, { min: 0, max: 30_000 });
  const ranged = await list('/api/products/category/all?price=10000,30000');
  assert.deepEqual(ranged.names, ['Stone', 'Oil']);
  assert.equal(ranged.body.total, 2);
  const paged = await list('/api/products/category/all?skip=1&limit=2');
  assert.deepEqual(paged.names, ['Oil', 'Water']);
  assert.equal(paged.body.total, 4);
});

test('the store lists only artworks for sale', async () => {
  assert.deepEqual((await list('/api/store/all')).names, ['Stone', 'Oil', 'Free']);
  const paintings = await list('/api/store/painting?orderby=pricehigh');
  assert.deepEqual(paintings.names, ['Oil', 'Free']);
  assert.equal(paintings.body.total, 2);
  assert.deepEqual((await list('/api/store/watercolour')).names, []);
});

test('a bad price range, skip or limit answers 400 with a clear message', async () => {
  for (const [query, message] of [
    ['price=abc', PRICE_FORMAT_MESSAGE],
    ['price=-1,500', PRICE_FORMAT_MESSAGE],
    ['price=100', PRICE_FORMAT_MESSAGE],
    ['price=5000,100', PRICE_ORDER_MESSAGE],
  ]) {
    const response = await t.app.inject({ method: 'GET', url: `/api/products/category/all?${query}` });
    assert.equal(response.statusCode, 400, query);
    assert.equal(response.json().message, message);
  }
  for (const query of ['limit=61', 'limit=0', 'skip=-1', 'orderby=cheapest']) {
    const response = await t.app.inject({ method: 'GET', url: `/api/store/all?${query}` });
    assert.equal(response.statusCode, 400, query);
    assert.equal(response.json().status, 'validate-error');
  }
});

test('the signed-in variants refuse guests', async () => {
  for (const url of ['/api/v2/products/category/all', '/api/v2/store/all?orderby=recommended']) {
    const response = await t.app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().message, 'Please login first');
  }
});

test('recommended falls back to new for a viewer nobody knows anything about', async () => {
  const stranger = await seedUser(t.db, { role: 21 });
  const headers = viewerHeaders(stranger.id, 21);
  const { names } = await list('/api/v2/products/category/all?orderby=recommended', headers);
  assert.deepEqual(names, ['Stone', 'Oil', 'Water', 'Free']);
});

test('recommended ranks followed studios first, then liked categories; the public variant sorts as new', async () => {
  const viewer = await seedUser(t.db, { role: 21 });
  const headers = viewerHeaders(viewer.id, 21);
  await t.db.insertInto('follows').values({ follower_id: viewer.id, artist_id: sculptor.id }).execute();
  await t.db.insertInto('artwork_likes').values({ artwork_id: art.free.id, user_id: viewer.id }).execute();
  // Stone: followed studio; Oil and Water: the liked category (Painting); Free: already liked, left out.
  await t.db.updateTable('artworks').set({ likes_count: 7 }).where('id', '=', art.water.id).execute();
  const recommended = await list('/api/v2/products/category/all?orderby=recommended', headers);
  assert.deepEqual(recommended.names, ['Stone', 'Water', 'Oil']);
  assert.equal(recommended.body.total, 3);
  const store = await list('/api/v2/store/all?orderby=recommended', headers);
  assert.deepEqual(store.names, ['Stone', 'Oil']);
  const publicVariant = await list('/api/products/category/all?orderby=recommended', headers);
  assert.deepEqual(publicVariant.names, ['Stone', 'Oil', 'Water', 'Free']);
  await t.db.updateTable('artworks').set({ likes_count: 0 }).where('id', '=', art.water.id).execute();
});

test("a signed-in viewer sees their own likes on a cached page, and nobody else's", async () => {
  const fan = await seedUser(t.db, { role: 21 });
  await t.db.insertInto('artwork_likes').values({ artwork_id: art.oil.id, user_id: fan.id }).execute();
  const url = '/api/products/category/painting?limit=3';
  const first = await list(url, viewerHeaders(fan.id, 21));
  assert.deepEqual(
    first.body.message.map((a: { name: string; liked: boolean }) => [a.name, a.liked]),
    [
      ['Oil', true],
      ['Water', false],
      ['Free', false],
    ],
  );
  const guest = await list(url);
  assert.deepEqual(
    guest.body.message.map((a: { liked: boolean }) => a.liked),
    [false, false, false],
  );
  const other = await seedUser(t.db, { role: 21 });
  const otherPage = await list(url, viewerHeaders(other.id, 21));
  assert.equal(
    otherPage.body.message.some((a: { liked: boolean }) => a.liked),
    false,
  );
});
