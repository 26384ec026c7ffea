import { randomInt } from 'node:crypto';

/** An operator's sign-in challenge lives this long (seconds) and allows this many wrong codes. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
export const CHALLENGE_MAX_FAILURES = 5;

/** Ten single-use recovery codes are made at enrolment, shown once. */
export const RECOVERY_CODE_COUNT = 10;

/** The role the operator command gives (1–10 are operators; 1 is the only one used so far). */
export const OPERATOR_ROLE = 1;

/** The name in authenticator apps (the `issuer` of the otpauth URI). */
export const TOTP_ISSUER = 'Art Marketplace';

// Crockford's base32 (no I, L, O, U): read from paper without mistakes.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A recovery code: 10 random characters (50 bits) as XXXXX-XXXXX. */
export function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/** A typed code without case, spaces or dashes. */
export function normalizeTypedCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/** Six digits: the authenticator app's code; anything else is tried as a recovery code. */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}
