import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type SocialTestContext, startSocialTestApp } from './support/test-app.js';

let context: SocialTestContext;
before(async () => {
  context = await startSocialTestApp('health');
});
after(async () => {
  await context?.close();
});

test('the service answers health and readiness against its own database', async () => {
  const live = await context.app.inject({ method: 'GET', url: '/health' });
  assert.equal(live.statusCode, 200);
  const ready = await context.app.inject({ method: 'GET', url: '/ready' });
  assert.equal(ready.statusCode, 200);
  const categories = await context.db.selectFrom('report_categories').select('id').execute();
  assert.ok(categories.some((category) => category.id === 'other'));
});
