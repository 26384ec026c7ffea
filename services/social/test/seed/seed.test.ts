import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_POST_TEXTS } from '../../src/seed/demo-posts.js';
import { seedDemoSocial } from '../../src/seed/seed-demo-social.js';
import { socialSuite } from '../support/suite.js';
import { seedUser } from '../support/test-app.js';

const t = socialSuite('seed');

test('the demo seed adds follows and posts with pictures once; a second run adds nothing', async () => {
  for (const name of ['Ramesh', 'Sunita']) await seedUser(t.db, { name, role: 11 });
  for (const name of ['Sita', 'Bikash']) await seedUser(t.db, { name, role: 21 });
  const first = await seedDemoSocial(t.app, { expectedUsers: 4, waitForUsersMs: 1000 });
  assert.equal(first.added, DEMO_POST_TEXTS.length);
  assert.equal(first.posts, DEMO_POST_TEXTS.length);
  assert.ok(first.follows >= 4, `follows: ${first.follows}`);
  const withPictures = await t.db.selectFrom('posts').select('picture').where('picture', 'is not', null).execute();
  assert.equal(withPictures.length, DEMO_POST_TEXTS.filter((post) => post.picture).length);
  const feed = (await t.app.inject({ method: 'GET', url: '/api/feed/allPosts?total=5' })).json();
  assert.equal(feed.message.length, 5);
  assert.equal(feed.total, DEMO_POST_TEXTS.length);
  // Three reports of the two newest posts by the buyers, announced for moderation's queue.
  assert.equal(first.reports, 3);
  const reported = await t.db
    .selectFrom('outbox')
    .select('payload')
    .where('subject', '=', 'social.report.created')
    .execute();
  assert.equal(reported.length, 3);
  for (const row of reported) {
    const event = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as {
      data: { snapshot?: { text: string }; categoryName?: string };
    };
    assert.ok(event.data.snapshot?.text, 'the post as it was');
    assert.ok(event.data.categoryName);
  }
  const second = await seedDemoSocial(t.app, { expectedUsers: 4, waitForUsersMs: 1000 });
  assert.equal(second.added, 0);
  assert.equal(second.reports, 0);
  assert.deepEqual([second.posts, second.follows], [first.posts, first.follows]);
});
