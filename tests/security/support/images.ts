import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { stripedPicture } from '../../system/support/members.js';

/** A valid 1×1 PNG, made without sharp so that request builders can stay synchronous. */
export function onePixelPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
}

/** An honest picture with some structure, in `format`. */
export const picture = stripedPicture;

/** Where the photo was taken: the Everest base camp region, as a camera writes it (IFD3 = GPS). */
export const GPS_EXIF = {
  IFD0: { Make: 'KalaCam', Model: 'Leak Test 1', Copyright: 'Aarati Rai' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '27/1 59/1 0/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '86/1 55/1 0/1',
  },
};

/** A real JPEG carrying EXIF with a GPS position (checked to be there before it is sent). */
export async function jpegWithGps(): Promise<Buffer> {
  const jpeg = await sharp(await picture('jpeg', 640, 480))
    .jpeg()
    .withExif(GPS_EXIF)
    .toBuffer();
  const metadata = await sharp(jpeg).metadata();
  if (!metadata.exif?.includes(Buffer.from('KalaCam'))) throw new Error('the test JPEG has no EXIF');
  return jpeg;
}

/** An SVG that runs a script when opened as a document. */
export function svgWithScript(): Buffer {
  return Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
      '<script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
  );
}

/** A file that is a GIF by its first bytes and a script as a whole (`GIF89a/*…*\/=alert(1)`). */
export function gifScriptPolyglot(): Buffer {
  return Buffer.from(`GIF89a/*${'\u0000'.repeat(10)}*/=alert(document.cookie);`, 'latin1');
}

/** A real JPEG with an HTML page and a script after its end: image viewers show it, browsers may run it. */
export async function jpegHtmlPolyglot(): Promise<Buffer> {
  return Buffer.concat([
    await picture('jpeg'),
    Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
  ]);
}

export const POLYGLOT_MARKERS = ['<script', 'alert(', '<html'];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A decompression bomb: a well-formed PNG header declaring 60000×60000 grey pixels (3.6 gigapixels,
 * gigabytes once decoded) over a few hundred bytes of a zero-filled, highly compressed first rows.
 */
export function pngBomb(side = 60_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc((side + 1) * 16));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Every `/media/<bucket>/<key>` address in an answer (artwork files, pictures, chat pictures),
 * leaving out the fallback bucket's: browsers try it only when the first fails to load, and the
 * test stack's S3 endpoint keeps nothing there.
 */
export function mediaAddressesIn(answer: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      // A private picture's address keeps its signature: without it the gateway refuses it.
      for (const match of value.matchAll(/\/media\/[A-Za-z0-9._-]+\/[^\s"'?#]+(?:\?expires=\d+&signature=[\w-]+)?/g))
        found.add(match[0]);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(answer);
  return [...found].filter((address) => !address.split('/')[2]!.endsWith('-fallback'));
}
