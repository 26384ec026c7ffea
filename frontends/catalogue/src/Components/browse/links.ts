// Where the artwork and artist links of the browsing screens go.
import { isArtistRole } from '@art/sdk';

type Person = { _id: string; slug: string; role: number };

/** The viewer's own profile route for their own work, else the studio page (roles 11–20) or the user page. */
export function profilePathFor(person: Person, viewerId: string | null | undefined): string {
  const slug = encodeURIComponent(person.slug);
  if (viewerId && viewerId === person._id) return `/profile/${slug}`;
  return isArtistRole(person.role) ? `/studios/${slug}` : `/user/${slug}`;
}

export function artworkPath(slug: string): string {
  return `/artwork/${encodeURIComponent(slug)}`;
}

export function editArtworkPath(slug: string): string {
  return `/artwork/${encodeURIComponent(slug)}/edit`;
}

export function isOwnArtwork(author: { _id: string }, viewerId: string | null | undefined): boolean {
  return Boolean(viewerId) && author._id === viewerId;
}

/** Report and Block show to everybody but the artwork's author; a guest is asked to sign in first. */
export function offersReportAndBlock(author: { _id: string }, viewerId: string | null | undefined): boolean {
  return !isOwnArtwork(author, viewerId);
}
