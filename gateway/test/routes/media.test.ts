import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildGateway, startUpstream, type Upstream } from '../helpers.js';

describe('/media proxy to the S3 endpoint', () => {
  let s3: Upstream;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  before(async () => {
    // Stands in for the object store: one image in the main bucket, nothing else.
    s3 = await startUpstream((request, reply) => {
      if (request.url === '/art-images/users/ab12/pic-thumbnail.webp') {
        return reply
          .header('content-type', 'image/webp')
          .header('etag', '"abc"')
          .header('x-amz-request-id', 'internal')
          .header('set-cookie', 'a=b')
          .send(Buffer.from('RIFF....WEBP'));
      }
      return reply.code(404).header('content-type', 'application/xml').send('<Error><Code>NoSuchKey</Code></Error>');
    });
    gateway = await buildGateway({
      S3_ENDPOINT: s3.url,
      S3_BUCKET: 'art-images',
      S3_FALLBACK_BUCKET: 'art-images-fallback',
    });
  });
  after(async () => {
    await gateway.close();
    await s3.close();
  });

  test('maps /media/<bucket>/<key> path-style and caches found images for a year', async () => {
    const response = await gateway.inject({
      method: 'GET',
      url: '/media/art-images/users/ab12/pic-thumbnail.webp?list-type=2',
      headers: { cookie: 'session=1', authorization: 'JWT x', 'if-none-match': '"old"' },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, 'RIFF....WEBP');
    assert.equal(response.headers['content-type'], 'image/webp');
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(response.headers.etag, '"abc"');
    assert.equal(response.headers['x-amz-request-id'], undefined);
    assert.equal(response.headers['set-cookie'], undefined);
    const seen = s3.received.at(-1)!;
    assert.equal(seen.url, '/art-images/users/ab12/pic-thumbnail.webp');
    assert.equal(seen.headers.cookie, undefined);
    assert.equal(seen.headers.authorization, undefined);
    assert.equal(seen.headers['if-none-match'], '"old"');
  });

  test('passes a missing image on as 404, not cached (the frontend tries the fallback bucket)', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/media/art-images-fallback/users/none.webp' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.equal(s3.received.at(-1)!.url, '/art-images-fallback/users/none.webp');
  });

  test('other buckets and bucket listings are not reachable', async () => {
    const before = s3.received.length;
    assert.equal((await gateway.inject({ method: 'GET', url: '/media/secrets/key.txt' })).statusCode, 404);
    assert.equal((await gateway.inject({ method: 'GET', url: '/media/art-images/' })).statusCode, 404);
    assert.equal(s3.received.length, before);
  });
});
