import { transliterate } from 'transliteration';
import { romanizeDevanagari } from './devanagari.js';

/**
 * How a word in any script is written in Latin letters, lower-cased: Devanagari the Nepali way
 * (the slugs' rules, "रमेश" → "ramesh"), Chinese as pinyin ("山水" → "shan shui"), accents dropped.
 * Search spells a query this way too, so a name typed in one script finds it written in another.
 */
export function latinSpelling(text: string): string {
  return transliterate(romanizeDevanagari(text.normalize('NFC')))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
