/** One object of the object store as /media names it: its bucket, its key, and the query that came along. */
export interface MediaObject {
  bucket: string;
  /** Decoded once: what the object is stored under. */
  key: string;
  /** The path to ask the S3 endpoint for, each segment encoded again: nothing left to resolve. */
  upstreamPath: string;
  /** The raw query (without `?`), '' when none. */
  query: string;
}

/**
 * A control character, `%`, a backslash or a slash inside a decoded segment: no key we store has
 * one. `%` left after one decoding means the client encoded twice; a backslash or an encoded slash
 * is read as a separator by some HTTP stacks (WHATWG URL turns `\` into `/`), so `a\..\..\` would
 * otherwise climb out of the bucket on the way to S3.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const FORBIDDEN_IN_SEGMENT = /[\u0000-\u001f\u007f%\\/]/;

/**
 * `/media/<bucket>/<key>` as the browser sent it, or null when it does not name exactly one object
 * of an allowed bucket: the bucket is matched as sent; the key's segments are decoded once and
 * none may be empty (`//`, a trailing slash: a listing or a prefix, never an object), `.` or `..`
 * (S3 endpoints resolve them: `%2e` alone lists the bucket) or hold a forbidden character.
 */
export function mediaObjectOf(url: string, buckets: ReadonlySet<string>): MediaObject | null {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const query = mark === -1 ? '' : url.slice(mark + 1);
  if (!path.startsWith('/media/')) return null;
  const [bucket, ...raw] = path.slice('/media/'.length).split('/');
  if (bucket === undefined || !buckets.has(bucket) || raw.length === 0) return null;
  const segments: string[] = [];
  for (const segment of raw) {
    if (segment === '') return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded === '.' || decoded === '..' || FORBIDDEN_IN_SEGMENT.test(decoded)) return null;
    segments.push(decoded);
  }
  return {
    bucket,
    key: segments.join('/'),
    upstreamPath: `/${bucket}/${segments.map(encodeURIComponent).join('/')}`,
    query,
  };
}

/** `expires` and `signature` when they are the query's only two parameters, each given once. */
export function signatureParametersOf(query: string): { expires: string; signature: string } | null {
  const parameters = new URLSearchParams(query);
  const names = [...parameters.keys()].sort();
  if (names.length !== 2 || names[0] !== 'expires' || names[1] !== 'signature') return null;
  return { expires: parameters.get('expires') ?? '', signature: parameters.get('signature') ?? '' };
}
