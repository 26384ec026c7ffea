import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type CatalogueTestContext, startCatalogueTestApp } from './support/test-app.js';

let t: CatalogueTestContext;
before(async () => {
  t = await startCatalogueTestApp('health');
});
after(async () => {
  await t?.close();
});

test('the service starts on real PostgreSQL, NATS and Redis, with the eight categories migrated', async () => {
  const ready = await t.app.inject({ method: 'GET', url: '/ready' });
  assert.equal(ready.statusCode, 200, ready.body);
  const main = await t.db.selectFrom('categories').select('slug').where('parent_id', 'is', null).execute();
  assert.deepEqual(main.map((row) => row.slug).sort(), [
    'design',
    'drawing',
    'handicrafts',
    'new-media-art',
    'painting',
    'photography',
    'printmaking',
    'sculpture',
  ]);
});
