// The exhibition viewer lives at /exhibition-<id or slug> (`/exhibition-:slug` in the route
// manifest): one path segment, read here whole.
const PREFIX = 'exhibition-';

/** The listing opens an exhibition by its id: its slug is the exhibition id. */
export function exhibitionPath(exhibition: { _id: string }): string {
  return `/${PREFIX}${encodeURIComponent(exhibition._id)}`;
}

/** The id or slug in the address, '' when the last segment is not an exhibition's. */
export function exhibitionSlugOf(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean).pop() ?? '';
  if (!segment.startsWith(PREFIX)) return '';
  const slug = segment.slice(PREFIX.length);
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/**
 * History state of a visit opened from the listing: leaving the viewer (Escape, Cancel) then goes
 * back to it; a visitor who arrived by link has nothing in the app to go back to and goes to the listing.
 */
export const FROM_LISTING = { fromExhibitions: true } as const;

export function cameFromListing(state: unknown): boolean {
  return (state as { fromExhibitions?: unknown } | null)?.fromExhibitions === true;
}
