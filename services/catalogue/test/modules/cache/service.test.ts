import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { insertArtwork } from '../../support/artworks.js';
import { type CatalogueTestContext, seedUser, startCatalogueTestApp } from '../../support/test-app.js';

let t: CatalogueTestContext;
before(async () => {
  t = await startCatalogueTestApp('cache');
});
after(async () => {
  await t?.close();
});

test('remember answers from Redis until the artworks generation moves on', async () => {
  let loads = 0;
  const load = async () => ({ loads: ++loads });
  assert.deepEqual(await t.app.catalogueCache.remember('probe', 60, load), { loads: 1 });
  const key = await t.app.catalogueCache.currentKey('probe');
  assert.ok(key?.startsWith(t.config.CACHE_PREFIX));
  // The write is not awaited by the reader; wait for it to land.
  for (let i = 0; i < 50 && (await t.app.redis.exists(key as string)) === 0; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  assert.equal(await t.app.redis.get(key as string), JSON.stringify({ loads: 1 }));
  assert.ok((await t.app.redis.ttl(key as string)) > 0);
  assert.deepEqual(await t.app.catalogueCache.remember('probe', 60, load), { loads: 1 });

  await t.app.catalogueCache.invalidateArtworks();
  assert.notEqual(await t.app.catalogueCache.currentKey('probe'), key);
  assert.deepEqual(await t.app.catalogueCache.remember('probe', 60, load), { loads: 2 });
});

test('a cached gallery page stays as it was until a write invalidates it', async () => {
  const artist = await seedUser(t.db);
  await insertArtwork(t.db, { authorId: artist.id, name: 'Morning Stupa', ageMinutes: 10 });
  const page = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/category/all' });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    return { names: body.message.map((a: { name: string }) => a.name), total: body.total };
  };
  assert.deepEqual(await page(), { names: ['Morning Stupa'], total: 1 });
  const key = await t.app.catalogueCache.currentKey('gallery:all:new:any:0:15');
  for (let i = 0; i < 50 && (await t.app.redis.exists(key as string)) === 0; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  assert.equal(await t.app.redis.exists(key as string), 1, 'the page is in Redis under the current generation');

  // A row written behind the cache's back (as an upload would) is not seen yet...
  await insertArtwork(t.db, { authorId: artist.id, name: 'Evening Stupa' });
  assert.deepEqual(await page(), { names: ['Morning Stupa'], total: 1 });
  // ...until the writer invalidates, as the artwork routes and consumers do.
  await t.app.catalogueCache.invalidateArtworks();
  assert.deepEqual(await page(), { names: ['Evening Stupa', 'Morning Stupa'], total: 2 });
});

test('with Redis away, listings are served from PostgreSQL and invalidation does not fail', async () => {
  const artist = await seedUser(t.db);
  t.app.redis.disconnect();
  try {
    await insertArtwork(t.db, { authorId: artist.id, name: 'Bagmati', featured: true });
    for (let round = 0; round < 2; round += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/products/category/all' });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().message[0].name, 'Bagmati');
    }
    await t.app.catalogueCache.invalidateArtworks();
    const featured = await t.app.inject({ method: 'GET', url: '/api/products/getfeatured' });
    assert.equal(featured.statusCode, 200);
    assert.equal(featured.json().result[0].name, 'Bagmati');
  } finally {
    await t.app.redis.connect();
  }
});
