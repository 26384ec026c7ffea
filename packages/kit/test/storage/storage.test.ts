import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { AppError } from '../../src/http/errors.js';
import { checkImage } from '../../src/storage/storage.js';

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();

test('accepts an image by its bytes', async () => {
  assert.equal(await checkImage(await png(), { maxBytes: 1024 * 1024 }), 'png');
  const jpg = await sharp(await png())
    .jpeg()
    .toBuffer();
  assert.equal(await checkImage(jpg, { maxBytes: 1024 * 1024, kinds: ['jpg', 'png'] }), 'jpg');
});

test('refuses text dressed as an image', async () => {
  await assert.rejects(checkImage(Buffer.from('not really a png'), { maxBytes: 1024 }), (error: unknown) => {
    assert.ok(error instanceof AppError);
    assert.equal(error.statusCode, 415);
    return true;
  });
});

test('refuses a kind that is not allowed', async () => {
  const webp = await sharp(await png())
    .webp()
    .toBuffer();
  await assert.rejects(checkImage(webp, { maxBytes: 1024 * 1024, kinds: ['jpg', 'png'] }), /Only jpg, png/);
});

test('refuses an image over the limit with the spec message', async () => {
  const big = await png();
  await assert.rejects(checkImage(big, { maxBytes: 10 }), (error: unknown) => {
    assert.ok(error instanceof AppError);
    assert.equal(error.statusCode, 413);
    assert.equal(error.message, 'File too large');
    return true;
  });
});

test('refuses a truncated image that only starts like one', async () => {
  const broken = (await png()).subarray(0, 40);
  await assert.rejects(checkImage(broken, { maxBytes: 1024 }), /could not be read/);
});
