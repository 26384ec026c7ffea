import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Objects under this prefix are not public: the gateway's /media serves them only with a valid,
 * unexpired signature, which a service hands out to the people allowed to see the object (a
 * conversation's members, say). Everything else in the bucket is public by its key.
 */
export const PRIVATE_MEDIA_PREFIX = 'private/';

/** How long a signed address holds at least. */
export const MEDIA_URL_LIFETIME_S = 10 * 60;
/**
 * Expiries are rounded up to this step, so that every address made for one object within a step
 * is the same URL and the browser's cache keeps serving it across reloads.
 */
const EXPIRY_STEP_S = 5 * 60;
/** An expiry further away than any signer makes is refused, whatever its signature. */
const MAX_LIFETIME_S = MEDIA_URL_LIFETIME_S + EXPIRY_STEP_S;

const EXPIRES = /^[0-9]{1,12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

export const isPrivateMediaKey = (objectKey: string) => objectKey.startsWith(PRIVATE_MEDIA_PREFIX);

/**
 * The key that signs media addresses, derived from the INTERNAL_TOKEN the gateway and every
 * service already share: no new secret to deploy, and a signature never reveals the token itself.
 */
export function mediaSigningKey(internalToken: string): Buffer {
  return createHmac('sha256', internalToken).update('art-media-url-v1').digest();
}

function signatureOf(signingKey: Buffer, bucket: string, objectKey: string, expires: number): string {
  return createHmac('sha256', signingKey).update(`${bucket}\n${objectKey}\n${expires}`).digest('base64url');
}

/** The query that opens one private object (`expires` in Unix seconds, `signature`), without `?`. */
export function signedMediaQuery(signingKey: Buffer, bucket: string, objectKey: string, nowMs = Date.now()): string {
  const expires = Math.ceil((nowMs / 1000 + MEDIA_URL_LIFETIME_S) / EXPIRY_STEP_S) * EXPIRY_STEP_S;
  return `expires=${expires}&signature=${signatureOf(signingKey, bucket, objectKey, expires)}`;
}

export type MediaSignatureCheck = { valid: true; expiresAtS: number } | { valid: false; reason: 'invalid' | 'expired' };

/** Whether `expires` and `signature` (as they came in the query) open `bucket`/`objectKey` now. */
export function checkMediaSignature(
  signingKey: Buffer,
  bucket: string,
  objectKey: string,
  expires: string | undefined,
  signature: string | undefined,
  nowMs = Date.now(),
): MediaSignatureCheck {
  if (expires === undefined || signature === undefined || !EXPIRES.test(expires) || !SIGNATURE.test(signature))
    return { valid: false, reason: 'invalid' };
  const expiresAtS = Number(expires);
  const expected = Buffer.from(signatureOf(signingKey, bucket, objectKey, expiresAtS));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { valid: false, reason: 'invalid' };
  const nowS = nowMs / 1000;
  if (expiresAtS <= nowS) return { valid: false, reason: 'expired' };
  if (expiresAtS > nowS + MAX_LIFETIME_S) return { valid: false, reason: 'invalid' };
  return { valid: true, expiresAtS };
}
