// Its own entry (@art/contracts/artist-codes), not in the package root: node:crypto has no place
// in the browsers' bundle, and only services hash codes.
import { createHash } from 'node:crypto';

/**
 * A code as it is compared: upper-case, without spaces or dashes (KALA-ab12 cd34 reads as
 * KALAAB12CD34). Moderation hashes the codes it issues and identity the codes members type with
 * this one rule, so a code typed in any spelling finds the code issued.
 */
export function normalizeArtistCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '');
}

/** How a code is stored, announced and found instead of the code itself: the hex SHA-256 of its normalized form. */
export function artistCodeHash(code: string): string {
  return createHash('sha256').update(normalizeArtistCode(code)).digest('hex');
}
