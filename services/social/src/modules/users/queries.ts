import type { UserSnapshot } from '@art/contracts';
import { upsertSnapshot } from '@art/kit';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Static } from 'typebox';
import type { CategoryRef, SocialTables, UsersTable } from '../../db/schema.js';

type Db = Kysely<SocialTables>;

/** The columns of the users projection an author line needs. */
export const AUTHOR_COLUMNS = ['id', 'name', 'slug', 'picture', 'role', 'verified_artist'] as const;

export type AuthorRow = Pick<Selectable<UsersTable>, (typeof AUTHOR_COLUMNS)[number]>;

export interface UserCardRow {
  id: string;
  name: string;
  slug: string;
  picture: string;
  role: number;
  verified_artist: boolean;
  is_private: boolean;
  categories: CategoryRef[];
  followers_count: number;
  works_count: number;
}

export const USER_CARD_COLUMNS = [
  'users.id',
  'users.name',
  'users.slug',
  'users.picture',
  'users.role',
  'users.verified_artist',
  'users.is_private',
  'users.categories',
  'users.followers_count',
  'users.works_count',
] as const;

/** The id of a user identity has told us about; undefined when it has not. */
export async function knownUserId(db: Db, userId: string): Promise<string | undefined> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst())?.id;
}

export async function userWithRole(db: Db, userId: string) {
  return db.selectFrom('users').select(['id', 'role']).where('id', '=', userId).executeTakeFirst();
}

export async function authorOf(db: Db, userId: string): Promise<AuthorRow | undefined> {
  return db.selectFrom('users').select(AUTHOR_COLUMNS).where('id', '=', userId).executeTakeFirst();
}

export async function authorsOf(db: Db, userIds: string[]): Promise<AuthorRow[]> {
  return db.selectFrom('users').select(AUTHOR_COLUMNS).where('id', 'in', userIds).execute();
}

/** Writes the snapshot when it is newer than the held one; true when it was written. */
export async function writeUserSnapshot(db: Db, user: Static<typeof UserSnapshot>): Promise<boolean> {
  return upsertSnapshot(db, 'users', 'id', {
    id: user.userId,
    name: user.name,
    slug: user.slug,
    role: user.role,
    picture: user.picture,
    cover: user.cover,
    verified_artist: user.verifiedArtist,
    is_private: user.isPrivate,
    categories: JSON.stringify(user.categories),
    biography: user.biography ?? '',
    suspended: user.suspended ?? false,
    version: user.version,
  });
}

/** Counts the follows and posts a user had before identity's event about them arrived. */
export async function countWhatCameBefore(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({
      followers_count: sql`(select count(*) from follows where artist_id = ${userId})`,
      following_count: sql`(select count(*) from follows where follower_id = ${userId})`,
      posts_count: sql`(select count(*) from posts where author_id = ${userId} and hidden_at is null)`,
    })
    .where('id', '=', userId)
    .execute();
}

/** Moves a member's role up to `role` (one way: an artist is never moved back down). */
export async function raiseToArtist(db: Db, userId: string, role: number): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', userId).where('role', '>', 20).execute();
}
