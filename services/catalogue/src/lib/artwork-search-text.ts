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
