import { slugify } from 'transliteration';
import { romanizeDevanagari } from './devanagari.js';

const MAX_SLUG_LENGTH = 60;

/**
 * The readable part of an address (a profile's, an artwork's), made from a name in any script:
 * Devanagari is romanised the Nepali way, Chinese becomes pinyin, everything else is
 * transliterated. A name that yields no letters at all (emoji, punctuation) becomes `fallback`.
 */
export function slugBase(name: string, fallback = 'user'): string {
  const latin = slugify(romanizeDevanagari(name), { lowercase: true, separator: '-', trim: true });
  const cleaned = latin
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '');
  return cleaned || fallback;
}

/** The first of base, base-2, base-3… that is not taken. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
