import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { createStorage, mediaSigningKey, type Storage, signedMediaQuery } from '@art/kit';
import { type S3StandIn, startS3StandIn } from '@art/testing';
import { buildGateway, INTERNAL_TOKEN, startUpstream, type Upstream } from '../helpers.js';

const PUBLIC_KEY = 'users/ab12/pic-thumbnail.webp';
const PRIVATE_KEY = 'private/chat/ab12/5f0c1a52-3a0e-4f2b-9a55-2f1f2f6a9c11-chat.webp';
const OTHER_PRIVATE_KEY = 'private/chat/cd34/6a0c1a52-3a0e-4f2b-9a55-2f1f2f6a9c11-chat.webp';

/** A GET with the path exactly as given (no client-side normalisation of `..`, `\` or `//`). */
function getAsIs(
  base: string,
  path: string,
): Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: hostname, port, path, method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          statusCode: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          headers: response.headers,
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('/media against a real S3 endpoint (s3rver)', () => {
  let s3: S3StandIn;
  let storage: Storage;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  let base: string;
  const signingKey = mediaSigningKey(INTERNAL_TOKEN);

  before(async () => {
    s3 = await startS3StandIn('gateway-media');
    storage = createStorage({
      endpoint: s3.endpoint,
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      bucket: 'art-images',
      fallbackBucket: 'art-images-fallback',
      publicUrl: '/media',
      signingKey,
    });
    const put = (bucket: string, key: string, text: string) =>
      storage.client.putObject(bucket, key, Buffer.from(text), text.length, { 'Content-Type': 'image/webp' });
    await put('art-images', PUBLIC_KEY, 'public picture');
    await put('art-images', PRIVATE_KEY, 'private picture');
    await put('art-images', OTHER_PRIVATE_KEY, 'another private picture');
    // Another bucket on the same endpoint: never reachable through /media.
    await storage.client.makeBucket('secrets', 'us-east-1');
    await put('secrets', 'key.txt', 'a secret object');
    gateway = await buildGateway({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'art-images',
      S3_FALLBACK_BUCKET: 'art-images-fallback',
    });
    await gateway.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`;
  });
  after(async () => {
    await gateway?.close();
    await s3?.stop();
  });

  test('one public object by its key, encoded or not, cached for a year', async () => {
    for (const path of [`/media/art-images/${PUBLIC_KEY}`, '/media/art-images/users/ab12/pic%2Dthumbnail.webp']) {
      const response = await getAsIs(base, path);
      assert.equal(response.statusCode, 200, path);
      assert.equal(response.body, 'public picture');
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
  });

  test('listings, other buckets, dot segments, backslashes, double encoding, NUL and queries are 404', async () => {
    const refused = [
      '/media/art-images/%2e',
      '/media/art-images/%2E',
      '/media/art-images/.',
      '/media/art-images/..',
      '/media/art-images/%2e%2e',
      '/media/art-images/a\\..\\..\\',
      '/media/art-images/a%5c..%5c..%5c',
      '/media/art-images/a%5C..%5C..%5Csecrets%5Ckey.txt',
      '/media/art-images/%252e',
      '/media/art-images/%252e%252e/secrets/key.txt',
      '/media/art-images/users/ab12/../../../secrets/key.txt',
      '/media/art-images/%2e%2e/secrets/key.txt',
      '/media/art-images/..%2fsecrets%2fkey.txt',
      '/media/art-images/users%2fab12%2fpic-thumbnail.webp',
      '/media/%2e%2e/secrets/key.txt',
      '/media/art-images/..',
      '/media/art-images/',
      '/media/art-images//',
      '/media/art-images',
      '/media/',
      '/media//art-images/users/ab12/pic-thumbnail.webp',
      '/media/art-images//users/ab12/pic-thumbnail.webp',
      '/media/art-images/users//ab12/pic-thumbnail.webp',
      '/media/art-images/users/ab12/',
      '/media/art-images/users/ab12/pic-thumbnail.webp/',
      '/media/art-images/users/ab12/pic-thumbnail.webp%00',
      '/media/art-images/users/ab12/%00/x',
      '/media/art-images/%E0%A4%A',
      '/media/art-images/?list-type=2',
      '/media/art-images/%2e?list-type=2',
      '/media/art-images/users/ab12/pic-thumbnail.webp?list-type=2',
      '/media/art-images/users/ab12/pic-thumbnail.webp?acl',
      '/media/art-images/users/ab12/pic-thumbnail.webp?versions',
      '/media/secrets/key.txt',
      '/media/Art-Images/users/ab12/pic-thumbnail.webp',
    ];
    for (const path of refused) {
      const response = await getAsIs(base, path);
      // A NUL or a broken escape is refused before any route (400); everything else is not found.
      const expected = path.includes('%00') || path.endsWith('%A') ? 400 : 404;
      assert.equal(
        response.statusCode,
        expected,
        `${path} answered ${response.statusCode}: ${response.body.slice(0, 200)}`,
      );
      assert.doesNotMatch(
        response.body,
        /ListBucketResult|ListAllMyBucketsResult|<Key>|secret object|public picture|private picture/,
        path,
      );
    }
  });

  test('a private object opens only with its own unexpired signature', async () => {
    const signed = storage.signedUrlOf(PRIVATE_KEY);
    const ok = await getAsIs(base, signed);
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.body, 'private picture');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(ok.headers['cache-control']))?.[1]);
    assert.ok(maxAge > 0 && maxAge <= 15 * 60, `cache-control ${ok.headers['cache-control']}`);

    const query = new URLSearchParams(signed.split('?')[1]);
    const signature = query.get('signature') ?? '';
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const expired = signedMediaQuery(signingKey, 'art-images', PRIVATE_KEY, Date.now() - 30 * 60 * 1000);
    const farFuture = signedMediaQuery(signingKey, 'art-images', PRIVATE_KEY, Date.now() + 24 * 3600 * 1000);
    const otherKey = mediaSigningKey('another-internal-token-0123456789');
    const cases: [string, string][] = [
      [`/media/art-images/${PRIVATE_KEY}`, 'media-link-invalid'],
      [`/media/art-images/${PRIVATE_KEY}?expires=${query.get('expires')}`, 'media-link-invalid'],
      [`/media/art-images/${PRIVATE_KEY}?expires=${query.get('expires')}&signature=${tampered}`, 'media-link-invalid'],
      [
        `/media/art-images/${PRIVATE_KEY}?expires=${Number(query.get('expires')) + 300}&signature=${signature}`,
        'media-link-invalid',
      ],
      [`/media/art-images/${OTHER_PRIVATE_KEY}?${query}`, 'media-link-invalid'],
      [`/media/art-images-fallback/${PRIVATE_KEY}?${query}`, 'media-link-invalid'],
      [`${signed}&list-type=2`, 'media-link-invalid'],
      [`${signed}&signature=${signature}`, 'media-link-invalid'],
      [
        `/media/art-images/${PRIVATE_KEY}?${signedMediaQuery(otherKey, 'art-images', PRIVATE_KEY)}`,
        'media-link-invalid',
      ],
      [`/media/art-images/${PRIVATE_KEY}?${farFuture}`, 'media-link-invalid'],
      [`/media/art-images/${PRIVATE_KEY}?${expired}`, 'media-link-expired'],
    ];
    for (const [path, status] of cases) {
      const response = await getAsIs(base, path);
      assert.equal(response.statusCode, 403, `${path} answered ${response.statusCode}`);
      assert.equal(JSON.parse(response.body).status, status, path);
      assert.equal(response.headers['cache-control'], 'no-store', path);
      assert.doesNotMatch(response.body, /private picture/);
    }
    // The prefix is matched on the decoded key: encoding a letter does not skip the signature.
    const encoded = await getAsIs(base, `/media/art-images/%70rivate/chat/ab12/${PRIVATE_KEY.split('/').at(-1)}`);
    assert.equal(encoded.statusCode, 403);
  });
});

describe('/media request and answer headers', () => {
  let s3: Upstream;
  let gateway: Awaited<ReturnType<typeof buildGateway>>;
  before(async () => {
    // Stands in for the object store: one image in the main bucket, nothing else.
    s3 = await startUpstream((request, reply) => {
      if (request.url === `/art-images/${PUBLIC_KEY}`) {
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

  test('only conditional-read headers go to S3, only content headers come back', async () => {
    const response = await gateway.inject({
      method: 'GET',
      url: `/media/art-images/${PUBLIC_KEY}`,
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
    assert.equal(seen.url, `/art-images/${PUBLIC_KEY}`);
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

  test('a refused path never reaches the S3 endpoint', async () => {
    const before = s3.received.length;
    for (const url of [
      '/media/secrets/key.txt',
      '/media/art-images/',
      '/media/art-images/%2e',
      `/media/art-images/${PRIVATE_KEY}`,
    ])
      assert.notEqual((await gateway.inject({ method: 'GET', url })).statusCode, 200, url);
    assert.equal(s3.received.length, before);
  });
});
