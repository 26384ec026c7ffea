import { isArtistRole } from '@art/sdk';

/**
 * Where a person's name links: artists to their studio page, others to their user page; one's own
 * name to one's own profile. No slug, no link (the studio link shows only with a slug).
 */
export function profileLink(
  person: { _id: string; slug: string; role: number },
  viewerId?: string | null,
): string | null {
  if (!person.slug) return null;
  if (viewerId && person._id === viewerId) return `/profile/${person.slug}`;
  return isArtistRole(person.role) ? `/studios/${person.slug}` : `/user/${person.slug}`;
}

/** The Liked button of one's own side bar: artists and other users have different routes. */
export function likedLink(person: { slug: string; role: number }): string {
  return isArtistRole(person.role) ? `/studio/${person.slug}/likedArt` : `/${person.slug}/likedArt`;
}
