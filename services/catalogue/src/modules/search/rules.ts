import { latinSpelling } from '@art/kit';

/** How much of a term is looked at: longer input adds nothing to a header search box. */
export const SEARCH_TERM_MAX_LENGTH = 100;
const MAX_WORDS = 8;

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;
const CJK_RUNS = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[^\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/gu;

export interface SearchTerm {
  /** NFC, lower-cased, single-spaced: compared with names and search_text. */
  text: string;
  /** to_tsquery('simple', …) input matching every word anywhere (prefixes for Latin and Devanagari words). */
  anywhere: string;
  /** The same restricted to the name (weight A). */
  inName: string;
  /** Typo tolerance by trigrams needs three characters at least. */
  fuzzy: boolean;
  /** The text in Latin letters when it was written in another script (typo tolerance across scripts). */
  latin: string | null;
}

const LATIN_ONLY = /^[a-z0-9]+$/;

/**
 * One script run of a word as typed: a Chinese run is a phrase of single characters (the index
 * holds each character as a word, see migration 0104); any other run is a prefix.
 */
function runQuery(run: string, weight: '' | 'A'): string {
  const tag = weight ? `:${weight}` : '';
  return CJK.test(run) ? `(${[...run].map((char) => `'${char}'${tag}`).join(' <-> ')})` : `'${run}':*${weight}`;
}

/**
 * The same run spelt in Latin letters, or null when it already is. Documents are indexed with
 * their romanisation, so a Latin query finds Devanagari; this is the other way: "रमेश" finds
 * "Ramesh", "山水" finds "Shan Shui". Pinyin syllables are whole words in order; a romanised
 * Devanagari word is a prefix like the word itself.
 */
function latinRunQuery(run: string, weight: '' | 'A'): string | null {
  if (LATIN_ONLY.test(run)) return null;
  const syllables = latinSpelling(run).split(' ').filter(Boolean);
  if (syllables.length === 0) return null;
  if (CJK.test(run))
    return `(${syllables.map((syllable) => `'${syllable}'${weight ? `:${weight}` : ''}`).join(' <-> ')})`;
  return `(${syllables.map((syllable) => `'${syllable}':*${weight}`).join(' & ')})`;
}

/**
 * A word's query: every run of it must match, each as typed or as spelt in Latin letters. Words are
 * letters, marks and digits only, and the Latin spelling [a-z0-9], so nothing is tsquery syntax.
 */
function wordQuery(word: string, weight: '' | 'A'): string {
  const runs = word.match(CJK_RUNS) ?? [];
  return runs
    .map((run) => {
      const asTyped = runQuery(run, weight);
      const latin = latinRunQuery(run, weight);
      return latin && latin !== asTyped ? `(${asTyped} | ${latin})` : asTyped;
    })
    .join(' & ');
}

function latinOf(text: string): string | null {
  if (/^[a-z0-9 \p{P}\p{S}]*$/u.test(text)) return null;
  const latin = latinSpelling(text);
  return latin.length >= 3 ? latin : null;
}

/** The search as the queries use it, or null when nothing searchable is left. */
export function parseSearchTerm(raw: string): SearchTerm | null {
  const text = raw.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim().slice(0, SEARCH_TERM_MAX_LENGTH);
  const words = (text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return {
    text,
    anywhere: words.map((word) => wordQuery(word, '')).join(' & '),
    inName: words.map((word) => wordQuery(word, 'A')).join(' & '),
    fuzzy: [...text].length >= 3,
    latin: latinOf(text),
  };
}

export interface ArtworkSearchSource {
  name: string;
  description?: string | null;
  tags?: readonly string[] | null;
  authorName?: string | null;
  categoryNames?: readonly string[] | null;
}

/**
 * The text an artwork is found by: its name, description, tags, author's name and category names,
 * lower-cased and with runs of white space folded. Kept in artworks.search_text on every write so
 * search reads one column (Devanagari and Chinese are kept as they are).
 */
export function artworkSearchText(source: ArtworkSearchSource): string {
  return [
    source.name,
    source.description ?? '',
    ...(source.tags ?? []),
    source.authorName ?? '',
    ...(source.categoryNames ?? []),
  ]
    .map((part) => part.normalize('NFC').trim())
    .filter((part) => part.length > 0)
    .join(' ')
    .replace(/\s+/gu, ' ')
    .toLowerCase();
}
