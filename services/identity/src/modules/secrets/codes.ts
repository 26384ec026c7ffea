import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Only a hash of codes and tokens is stored: a leaked table opens no account. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Six digits, typed from the mail. */
export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** 32 random bytes as hex: the reset link's token. */
export function newResetToken(): string {
  return randomBytes(32).toString('hex');
}

// Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper is not mistaken.
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * An artist code: 16 characters drawn one by one from the system's random source (80 bits), in
 * groups of four after KALA-. Nothing in one code tells anything about another.
 */
export function newArtistCode(): string {
  const characters = Array.from({ length: 16 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return `KALA-${characters.join('').match(/.{4}/g)!.join('-')}`;
}

export function minutesFromNow(minutes: number): Date {
  return new Date(Date.now() + minutes * 60_000);
}

/** Compares two hex digests without telling, by the time taken, how much of them matched. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
