import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pictureAddressExpired } from '../lib/picture.js';

test('a signed picture address past its expiry asks for fresh ones; others never do', () => {
  const now = 1_800_000_000_000;
  const signed = (expires: number) => `/media/art-images/private/chat/a/b-chat.webp?expires=${expires}&signature=x`;
  assert.equal(pictureAddressExpired(signed(now / 1000 - 1), now), true);
  assert.equal(pictureAddressExpired(signed(now / 1000), now), true);
  assert.equal(pictureAddressExpired(signed(now / 1000 + 600), now), false);
  assert.equal(pictureAddressExpired('/media/art-images/chat/a/b-chat.webp', now), false);
  assert.equal(pictureAddressExpired('/media/art-images/private/chat/a/b-chat.webp?signature=x', now), false);
  assert.equal(pictureAddressExpired('/media/x.webp?expires=soon', now), false);
});
