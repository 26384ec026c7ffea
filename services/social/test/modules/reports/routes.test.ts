import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createPost, outboxEvents } from '../../support/posts.js';
import { socialSuite } from '../../support/suite.js';
import { callAs, type SeededUser } from '../../support/test-app.js';

const t = socialSuite(
  'reports',
  { artist: { name: 'Artist', role: 11 }, reporter: { name: 'Reporter', role: 21 } },
  {
    prepare: async ({ db, artist }) => {
      await db.insertInto('artworks').values({ id: 'artwork-1', author_id: artist.id }).execute();
    },
  },
);

const call = (viewer: SeededUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  callAs(t, viewer, method, url, payload);

describe('reports', () => {
  test('the options are public, in order, with Other last', async () => {
    const options = (await t.app.inject({ method: 'GET', url: '/api/report/categories' })).json().message;
    assert.ok(options.length >= 3);
    assert.deepEqual(options.at(-1), { _id: 'other', name: 'Other' });
  });

  test('a post, an artwork and a user are reported with their declared messages; Other keeps its text', async () => {
    const post = await createPost(t, t.artist);
    const cases: [string, string, object][] = [
      [`/api/report/post/${post._id}`, 'Reported Successfully', { category: 'spam' }],
      ['/api/report/product/artwork-1', 'Product reported successfully', { category: 'copyright', content: 'ignored' }],
      [
        `/api/report/user/${t.artist.id}`,
        'Profile reported successfully',
        { category: 'other', content: 'Sells prints of my work' },
      ],
    ];
    for (const [url, message, body] of cases) {
      const response = await call(t.reporter, 'POST', url, body);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { status: 'success', message });
    }
    const stored = await t.db
      .selectFrom('reports')
      .select(['target_type', 'category_id', 'content'])
      .orderBy('created_at')
      .execute();
    assert.deepEqual(stored, [
      { target_type: 'post', category_id: 'spam', content: '' },
      { target_type: 'product', category_id: 'copyright', content: '' },
      { target_type: 'user', category_id: 'other', content: 'Sells prints of my work' },
    ]);
    assert.equal((await outboxEvents(t, 'social.report.created')).length, 3);
  });

  test('no option, an unknown option, oneself and a missing target are refused and store nothing', async () => {
    const before = (await t.db.selectFrom('reports').selectAll().execute()).length;
    const cases: [SeededUser, string, object, number, string][] = [
      [t.reporter, `/api/report/user/${t.artist.id}`, {}, 400, 'Please Select option to continue'],
      [t.reporter, `/api/report/user/${t.artist.id}`, { category: 'made-up' }, 400, 'Please Select option to continue'],
      [t.artist, `/api/report/user/${t.artist.id}`, { category: 'spam' }, 400, 'You cannot report yourself'],
      [t.artist, '/api/report/product/artwork-1', { category: 'spam' }, 400, 'You cannot report yourself'],
    ];
    for (const [viewer, url, body, status, message] of cases) {
      const response = await call(viewer, 'POST', url, body);
      assert.equal(response.statusCode, status, response.body);
      assert.equal(response.json().message, message);
    }
    const missing = await call(t.reporter, 'POST', '/api/report/product/no-such-artwork', { category: 'spam' });
    assert.equal(missing.statusCode, 404);
    assert.equal((await t.db.selectFrom('reports').selectAll().execute()).length, before);
  });
});
