import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  checkMediaSignature,
  isPrivateMediaKey,
  MEDIA_URL_LIFETIME_S,
  mediaSigningKey,
  signedMediaQuery,
} from '../../src/storage/media-signature.js';
import { createStorage } from '../../src/storage/storage.js';

const key = mediaSigningKey('internal-token-0123456789abcdef');
const objectKey = 'private/chat/ab12/picture-chat.webp';
const now = Date.UTC(2026, 0, 1, 12, 3, 20);

const parts = (query: string) => {
  const parameters = new URLSearchParams(query);
  return [parameters.get('expires') ?? undefined, parameters.get('signature') ?? undefined] as const;
};

test('a signed query opens its own object in its own bucket until it expires', () => {
  const [expires, signature] = parts(signedMediaQuery(key, 'art-images', objectKey, now));
  const lifetime = Number(expires) - now / 1000;
  assert.ok(lifetime >= MEDIA_URL_LIFETIME_S && lifetime <= MEDIA_URL_LIFETIME_S + 300, String(lifetime));
  assert.deepEqual(checkMediaSignature(key, 'art-images', objectKey, expires, signature, now), {
    valid: true,
    expiresAtS: Number(expires),
  });
  const refused = (bucket: string, object: string, e = expires, s = signature, at = now, k = key) =>
    checkMediaSignature(k, bucket, object, e, s, at);
  assert.deepEqual(refused('art-images-fallback', objectKey), { valid: false, reason: 'invalid' });
  assert.deepEqual(refused('art-images', `${objectKey}x`), { valid: false, reason: 'invalid' });
  assert.deepEqual(refused('art-images', objectKey, String(Number(expires) + 1)), { valid: false, reason: 'invalid' });
  assert.deepEqual(checkMediaSignature(key, 'art-images', objectKey, expires, undefined, now), {
    valid: false,
    reason: 'invalid',
  });
  assert.deepEqual(checkMediaSignature(key, 'art-images', objectKey, undefined, signature, now), {
    valid: false,
    reason: 'invalid',
  });
  assert.deepEqual(refused('art-images', objectKey, expires, `${signature}=`), { valid: false, reason: 'invalid' });
  assert.deepEqual(refused('art-images', objectKey, `+${expires}`, signature), { valid: false, reason: 'invalid' });
  assert.deepEqual(
    refused('art-images', objectKey, expires, signature, now, mediaSigningKey('another-token-0123456789')),
    {
      valid: false,
      reason: 'invalid',
    },
  );
  assert.deepEqual(refused('art-images', objectKey, expires, signature, Number(expires) * 1000), {
    valid: false,
    reason: 'expired',
  });
});

test('addresses made within one step are the same URL (the browser cache keeps them)', () => {
  assert.equal(signedMediaQuery(key, 'b', objectKey, now), signedMediaQuery(key, 'b', objectKey, now + 30_000));
});

test('an expiry further than any signer makes is refused, even correctly signed', () => {
  const [expires, signature] = parts(signedMediaQuery(key, 'b', objectKey, now + 3600_000));
  assert.deepEqual(checkMediaSignature(key, 'b', objectKey, expires, signature, now), {
    valid: false,
    reason: 'invalid',
  });
});

test('storage signs private addresses and reads keys back from its own addresses', () => {
  const storage = createStorage({
    endpoint: 'http://127.0.0.1:1',
    accessKey: 'a',
    secretKey: 'b',
    bucket: 'art-images',
    fallbackBucket: 'art-images-fallback',
    publicUrl: '/media',
    signingKey: key,
  });
  const url = storage.signedUrlOf(objectKey, now);
  assert.equal(url, `/media/art-images/${objectKey}?${signedMediaQuery(key, 'art-images', objectKey, now)}`);
  assert.equal(storage.keyOfUrl(url), objectKey);
  assert.equal(storage.keyOfUrl(storage.urlOf('users/a.webp')), 'users/a.webp');
  assert.equal(storage.keyOfUrl('/media/art-images-fallback/users/a.webp'), null);
  assert.equal(storage.keyOfUrl('https://elsewhere.example/media/art-images/users/a.webp'), null);
  assert.ok(isPrivateMediaKey(objectKey));
  assert.ok(!isPrivateMediaKey('users/private/a.webp'));
});
