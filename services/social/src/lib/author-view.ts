import type { SocialAuthor } from '@art/contracts';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/schema.js';

/** The columns of the users projection an author line needs. */
export const AUTHOR_COLUMNS = ['id', 'name', 'slug', 'picture', 'role', 'verified_artist'] as const;

export type AuthorRow = Pick<Selectable<UsersTable>, (typeof AUTHOR_COLUMNS)[number]>;

/** A post's or comment's author as the screens read it (both `_id` and `id`, as the spec's client). */
export function authorView(row: AuthorRow): SocialAuthor {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    slug: row.slug,
    picture: row.picture,
    role: row.role,
    verifiedArtist: row.verified_artist,
  };
}
