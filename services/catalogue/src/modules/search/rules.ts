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
}

/**
 * A Chinese run becomes a phrase of single characters (the index holds each character as a word,
 * see migration 0104); any other word is a prefix. Words are letters, marks and digits only, so
 * nothing in them is tsquery syntax.
 */
function wordQuery(word: string, weight: '' | 'A'): string {
  const parts = word.match(CJK_RUNS) ?? [];
  return parts
    .map((part) =>
      CJK.test(part)
        ? `(${[...part].map((char) => `'${char}'${weight ? `:${weight}` : ''}`).join(' <-> ')})`
        : `'${part}':*${weight}`,
    )
    .join(' & ');
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
