import { randomBytes } from 'node:crypto';
import type { ArtistCodeState } from '@art/contracts';
import { normalizeArtistCode } from '@art/contracts/artist-codes';

/** RFC 4648 base32: no 0/1/8/9, so a code read aloud or copied by hand is less often mistyped. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * A new code: 16 base32 characters from 10 random bytes (80 bits, crypto's generator), shown in
 * groups of four (`XXXX-XXXX-XXXX-XXXX`). Not a pattern anyone can guess or enumerate.
 */
export function newArtistCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return text.match(/.{4}/g)?.join('-') ?? text;
}

/** The last four characters, so operators can tell codes apart without the code. */
export function artistCodeHint(code: string): string {
  return normalizeArtistCode(code).slice(-4);
}

export function artistCodeState(
  code: { used_by: string | null; revoked_at: Date | null; expires_at: Date },
  now = new Date(),
): ArtistCodeState {
  if (code.used_by) return 'used';
  if (code.revoked_at) return 'revoked';
  if (code.expires_at.getTime() <= now.getTime()) return 'expired';
  return 'unused';
}
