import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import sharp from 'sharp';
import { AppError } from '../../src/http/errors.js';
import {
  ARTWORK_VARIANTS,
  COVER_VARIANTS,
  checkImage,
  MAX_IMAGE_PIXELS,
  PICTURE_VARIANTS,
  renderVariants,
} from '../../src/storage/storage.js';

const MB = 1024 * 1024;
const GPS_INFO_TAG = Buffer.from([0x25, 0x88]); // tag 0x8825 (GPS IFD pointer), little-endian

/** A landscape photo stored sideways (EXIF orientation 6), with a camera owner and a GPS position. */
function photoWithGps() {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a6' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Kathmandu studio owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '27/1 42/1 3600/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '85/1 19/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function isTooManyPixels(error: unknown) {
  assert.ok(error instanceof AppError, String(error));
  assert.equal(error.statusCode, 400);
  assert.equal(error.status, 'validate-error');
  assert.match(error.message, /too large: 16383×16383 pixels; at most 40 megapixels/);
  return true;
}

describe('images over the pixel bound', () => {
  let huge: Buffer;
  before(async () => {
    // One colour compresses well: under 1 MB of PNG, about 800 MB once decoded.
    huge = await sharp({ create: { width: 16383, height: 16383, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
  });

  test('are refused from the header, before any decoding', async () => {
    assert.ok(huge.length < MB);
    assert.ok(16383 * 16383 > MAX_IMAGE_PIXELS);
    const rssBefore = process.memoryUsage().rss;
    await assert.rejects(checkImage(huge, { maxBytes: 5 * MB }), isTooManyPixels);
    await assert.rejects(renderVariants(huge, ARTWORK_VARIANTS), isTooManyPixels);
    const grownMb = (process.memoryUsage().rss - rssBefore) / MB;
    assert.ok(grownMb < 100, `memory grew by ${Math.round(grownMb)} MB`);
  });

  test('an image just under the bound is still accepted', async () => {
    const wide = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    assert.equal(await checkImage(wide, { maxBytes: 5 * MB }), 'png');
  });
});

describe('variants', () => {
  test('carry no EXIF from the upload, GPS included', async () => {
    const photo = await photoWithGps();
    const original = await sharp(photo).metadata();
    assert.ok(original.exif?.includes(GPS_INFO_TAG), 'the upload has a GPS position');
    for (const variants of [ARTWORK_VARIANTS, PICTURE_VARIANTS, COVER_VARIANTS]) {
      for (const [name, variant] of Object.entries(await renderVariants(photo, variants))) {
        const metadata = await sharp(variant.data).metadata();
        assert.equal(metadata.format, 'webp');
        assert.equal(metadata.exif, undefined, `${name} has EXIF`);
        assert.equal(metadata.xmp, undefined, `${name} has XMP`);
        assert.equal(variant.data.includes(Buffer.from('Kathmandu studio owner')), false);
      }
    }
  });

  test('are upright and have the spec sizes', async () => {
    // Stored 1200×800 on its side: upright it is 800 wide and 1200 high.
    const artwork = await renderVariants(await photoWithGps(), ARTWORK_VARIANTS);
    const sizes: Record<string, string> = Object.fromEntries(
      Object.entries(artwork).map(([name, v]) => [name, `${v.width}×${v.height}`]),
    );
    const expected: Record<string, string> = {
      thumbnail: '240×240',
      gallery: '600×900',
      productImage: '800×1200', // never enlarged
      large: '800×1200',
    };
    assert.deepEqual(sizes, expected);
    for (const [name, v] of Object.entries(artwork)) {
      const metadata = await sharp(v.data).metadata();
      assert.equal(`${metadata.width}×${metadata.height}`, expected[name], name);
    }
    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 4, background: '#c33a' } })
      .png()
      .toBuffer();
    const cover = await renderVariants(wide, COVER_VARIANTS);
    assert.deepEqual(
      Object.values(cover).map((v) => `${v.width}×${v.height}`),
      ['1440×444', '480×148'],
    );
    assert.equal((await sharp(cover.cover.data).metadata()).hasAlpha, true);
    const tiny = await sharp({ create: { width: 50, height: 30, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const picture = await renderVariants(tiny, PICTURE_VARIANTS);
    assert.deepEqual(
      Object.values(picture).map((v) => `${v.width}×${v.height}`),
      ['200×200', '64×64'],
    );
  });
});
