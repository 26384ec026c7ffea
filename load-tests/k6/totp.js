// TOTP (RFC 6238) for the scenarios that sign an operator in: k6 has no npm modules, so this is
// the RFC's algorithm on k6/crypto's HMAC. The parameters authenticator apps and identity (otplib)
// use: HMAC-SHA1, 6 digits, 30-second steps from the Unix epoch, the secret in base32 (RFC 4648,
// as the `secret=` of an otpauth:// URI). Identity accepts a code once per step and operator: a
// second sign-in in the same step must wait for the next one (see `secondsToNextStep`).
import crypto from 'k6/crypto';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * The bytes of a base32 secret (upper or lower case; spaces, dashes and `=` padding ignored).
 * @param {string} secret @returns {ArrayBuffer}
 */
export function base32Bytes(secret) {
  const clean = secret.toUpperCase().replace(/[\s=-]/g, '');
  if (clean === '') throw new Error('the TOTP secret is empty');
  const bytes = new Uint8Array(Math.floor((clean.length * 5) / 8));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const char of clean) {
    const digit = BASE32.indexOf(char);
    if (digit === -1) throw new Error(`the TOTP secret is not base32 (it has "${char}")`);
    value = (value << 5) | digit;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (value >>> bits) & 0xff;
    }
  }
  return bytes.buffer;
}

/** The 8-byte big-endian counter of a step. @param {number} step @returns {ArrayBuffer} */
function counterBytes(step) {
  const bytes = new Uint8Array(8);
  let rest = step;
  for (let i = 7; i >= 0; i--) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return bytes.buffer;
}

/** The step of a time (Unix seconds). @param {number} epochSeconds */
export const stepOf = (epochSeconds) => Math.floor(epochSeconds / TOTP_STEP_SECONDS);

/** Seconds until the next step begins. @param {number} epochSeconds */
export const secondsToNextStep = (epochSeconds) => TOTP_STEP_SECONDS - (epochSeconds % TOTP_STEP_SECONDS);

/**
 * The code of a base32 secret at a time (Unix seconds; now by default): HOTP (RFC 4226) of the
 * step, HMAC-SHA1 dynamically truncated to 31 bits, the last `digits` decimal digits.
 * @param {string} secret @param {number} [epochSeconds] @param {number} [digits] @returns {string}
 */
export function totp(secret, epochSeconds = Date.now() / 1000, digits = TOTP_DIGITS) {
  const hex = crypto.hmac('sha1', base32Bytes(secret), counterBytes(stepOf(epochSeconds)), 'hex');
  const offset = Number.parseInt(hex.slice(-1), 16);
  const binary = Number.parseInt(hex.slice(offset * 2, offset * 2 + 8), 16) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}
