import { type EventData, UserBecameArtist, UserRegistered, type UserSnapshot, UserUpdated } from '@art/contracts';
import { on, upsertSnapshot } from '@art/kit';
import { sql, type Transaction } from 'kysely';
import type { Static } from 'typebox';
import type { CatalogueTables } from '../db/schema.js';
import { artworkSearchText } from './artwork-search-text.js';

type Trx = Transaction<CatalogueTables>;

/** Called after a change that artwork cards show (author name, slug, picture, role, badge). */
export type AuthorChanged = (userId: string) => void;

/**
 * search_text holds the author's name (so a search for a studio's name finds its works): rewritten
 * for every work of the author when the name changes, or when the author first arrives after
 * their works (an artwork may be written before identity's event has come).
 */
async function refreshAuthorSearchText(trx: Trx, authorId: string, authorName: string) {
  const works = await trx
    .selectFrom('artworks')
    .select(['id', 'name', 'description', 'tags', 'categories'])
    .where('author_id', '=', authorId)
    .execute();
  for (const work of works) {
    await trx
      .updateTable('artworks')
      .set({
        search_text: artworkSearchText({
          name: work.name,
          description: work.description,
          tags: work.tags,
          authorName,
          categoryNames: (work.categories ?? []).map((category) => category.name),
        }),
      })
      .where('id', '=', work.id)
      .execute();
  }
}

/**
 * Keeps a user's snapshot when it is newer than the held one (events may come out of order).
 * A user seen for the first time gets the counts kept before they arrived: their live artworks
 * (artist_works) and their followers.
 */
export async function applyUserSnapshot(trx: Trx, user: Static<typeof UserSnapshot>, authorChanged: AuthorChanged) {
  const held = await trx
    .selectFrom('users')
    .select(['name', 'slug', 'picture', 'role', 'verified_artist'])
    .where('id', '=', user.userId)
    .forUpdate()
    .executeTakeFirst();
  const written = await upsertSnapshot(trx, 'users', 'id', {
    id: user.userId,
    name: user.name,
    slug: user.slug,
    email: user.email,
    role: user.role,
    picture: user.picture,
    cover: user.cover,
    verified_artist: user.verifiedArtist,
    is_private: user.isPrivate,
    categories: JSON.stringify(user.categories),
    biography: user.biography ?? '',
    version: user.version,
  });
  if (!written) return;
  if (!held) {
    await trx
      .updateTable('users')
      .set({
        works_count: sql`coalesce((select total from artist_works where user_id = ${user.userId}), 0)`,
        followers_count: sql`(select count(*) from follows where artist_id = ${user.userId})`,
      })
      .where('id', '=', user.userId)
      .execute();
  }
  if (!held || held.name !== user.name) await refreshAuthorSearchText(trx, user.userId, user.name);
  const shown =
    !held ||
    held.name !== user.name ||
    held.slug !== user.slug ||
    held.picture !== user.picture ||
    held.role !== user.role ||
    held.verified_artist !== user.verifiedArtist;
  if (shown) authorChanged(user.userId);
}

/**
 * A regular user became an artist. Identity sends the new snapshot (user.updated) with it, which
 * carries the role too; this only moves the role up when that snapshot has not come yet (the
 * change is one way: nobody goes back from a studio to a regular account).
 */
export async function applyBecameArtist(
  trx: Trx,
  data: EventData<typeof UserBecameArtist>,
  authorChanged: AuthorChanged,
) {
  const changed = await trx
    .updateTable('users')
    .set({ role: data.role })
    .where('id', '=', data.userId)
    .where('role', '>', 20)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) > 0) authorChanged(data.userId);
}

export function identityHandlers(authorChanged: AuthorChanged) {
  return {
    ...on<typeof UserRegistered, CatalogueTables>(UserRegistered, (event, { trx }) =>
      applyUserSnapshot(trx, event.data, authorChanged),
    ),
    ...on<typeof UserUpdated, CatalogueTables>(UserUpdated, (event, { trx }) =>
      applyUserSnapshot(trx, event.data, authorChanged),
    ),
    ...on<typeof UserBecameArtist, CatalogueTables>(UserBecameArtist, (event, { trx }) =>
      applyBecameArtist(trx, event.data, authorChanged),
    ),
  };
}
