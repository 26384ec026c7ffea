import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Smaller answers are sent as they are: the saving would not pay for the work. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The encoding to answer in: br when the client takes it, else gzip, else none. A q-value of 0
 * refuses an encoding; `*` stands for any encoding not named; a higher q for gzip wins over br.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  let br: number | undefined;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of header.toLowerCase().split(',')) {
    const [rawName, ...parameters] = part.split(';');
    const name = rawName.trim();
    let q = 1;
    for (const parameter of parameters) {
      const [key, value] = parameter.split('=');
      if (key.trim() === 'q') q = Number(value);
    }
    if (!(q >= 0 && q <= 1)) q = 0;
    if (name === 'br') br = q;
    else if (name === 'gzip' || name === 'x-gzip') gzip = q;
    else if (name === '*') any = q;
  }
  br ??= any ?? 0;
  gzip ??= any ?? 0;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

/** Adds `accept-encoding` to a Vary value (kept as it was when it already says so or `*`). */
export function varyOnAcceptEncoding(vary: string | string[] | number | undefined): string {
  if (vary === undefined || vary === '') return 'accept-encoding';
  const value = Array.isArray(vary) ? vary.join(', ') : String(vary);
  return /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(value) ? value : `${value}, accept-encoding`;
}

/**
 * `fast`: answers compressed per request (brotli quality 4 costs about what gzip 6 does and
 * is smaller); `small`: files compressed once and kept.
 */
export type Effort = 'fast' | 'small';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function brotliParameters(effort: Effort, size: number) {
  return {
    [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'fast' ? 4 : 9,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  };
}

/** The bytes encoded, on libuv's thread pool (the event loop goes on serving meanwhile). */
export function compress(bytes: Buffer, encoding: Encoding, effort: Effort = 'fast'): Promise<Buffer> {
  if (encoding === 'br') return brotli(bytes, { params: brotliParameters(effort, bytes.length) });
  return gzip(bytes, { level: effort === 'fast' ? 6 : 9 });
}

/** A stream that encodes what goes through it (answers too large or unsized to hold whole). */
export function compressStream(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  if (encoding === 'br') return zlib.createBrotliCompress({ params: brotliParameters('fast', 0) });
  return zlib.createGzip({ level: 6 });
}

/** JSON answers are worth compressing (`application/json`, `application/problem+json`, ...). */
export function isJson(contentType: string | string[] | undefined): boolean {
  if (typeof contentType !== 'string') return false;
  const type = contentType.split(';', 1)[0].trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}
