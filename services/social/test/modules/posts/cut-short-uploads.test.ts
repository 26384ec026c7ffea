import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cutShortMultipart } from '@art/testing';
import { createPost, pngImage } from '../../support/posts.js';
import { socialSuite } from '../../support/suite.js';
import { seedUser, viewerHeaders } from '../../support/test-app.js';

const t = socialSuite('cut_short_uploads');

const CUT_SHORT = {
  status: 'upload-cut-short',
  message: 'The upload was cut short. Please try again',
  code: 'upload-cut-short',
};

/** Posts, outbox rows and objects: what a refused form must leave as it was. */
async function storedState() {
  const posts = await t.db.selectFrom('posts').selectAll().orderBy('id').execute();
  const outbox = await t.db.selectFrom('outbox').select('id').execute();
  const objects: string[] = [];
  const stream = t.app.storage.client.listObjectsV2(t.config.S3_BUCKET, '', true);
  for await (const item of stream as AsyncIterable<{ name?: string }>) if (item.name) objects.push(item.name);
  return { posts: JSON.stringify(posts), outbox: outbox.length, objects: objects.sort() };
}

describe('an upload cut short mid-file is a 400 and changes nothing', () => {
  it('on the new post and the post edit', async () => {
    const author = await seedUser(t.db, { role: 21 });
    const post = await createPost(t, author);
    const before = await storedState();
    for (const [method, url] of [
      ['POST', '/api/post/new'],
      ['PUT', `/api/post/update/${post._id}`],
    ] as const) {
      const form = await cutShortMultipart([
        ['post', 'Fresh paint, with a picture'],
        ['picture', await pngImage(), 'wet.png', 'image/png'],
      ]);
      const response = await t.app.inject({
        method,
        url,
        payload: form.payload,
        headers: { ...form.headers, ...viewerHeaders(author.id, author.role) },
      });
      assert.equal(response.statusCode, 400, `${method} ${url}: ${response.body}`);
      assert.deepEqual(response.json(), CUT_SHORT, url);
    }
    assert.deepEqual(await storedState(), before);
  });
});
