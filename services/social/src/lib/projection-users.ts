import { type EventData, UserBecameArtist, UserRegistered, type UserSnapshot, UserUpdated } from '@art/contracts';
import { on, upsertSnapshot } from '@art/kit';
import { sql, type Transaction } from 'kysely';
import type { Static } from 'typebox';
import type { SocialTables } from '../db/schema.js';

type Trx = Transaction<SocialTables>;

/**
 * Keeps a user's snapshot when it is newer than the held one (events may come out of order). A
 * user seen for the first time gets the counts of what happened before they arrived (follows and
 * posts written while identity's event was on its way).
 */
export async function applyUserSnapshot(trx: Trx, user: Static<typeof UserSnapshot>) {
  const held = await trx.selectFrom('users').select('id').where('id', '=', user.userId).executeTakeFirst();
  const written = await upsertSnapshot(trx, 'users', 'id', {
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
    version: user.version,
  });
  if (written && !held) {
    await trx
      .updateTable('users')
      .set({
        followers_count: sql`(select count(*) from follows where artist_id = ${user.userId})`,
        following_count: sql`(select count(*) from follows where follower_id = ${user.userId})`,
        posts_count: sql`(select count(*) from posts where author_id = ${user.userId})`,
      })
      .where('id', '=', user.userId)
      .execute();
  }
}

/** The role moves up when identity's new snapshot has not come yet (one way: never back down). */
async function applyBecameArtist(trx: Trx, data: EventData<typeof UserBecameArtist>) {
  await trx
    .updateTable('users')
    .set({ role: data.role })
    .where('id', '=', data.userId)
    .where('role', '>', 20)
    .execute();
}

export const identityHandlers = {
  ...on<typeof UserRegistered, SocialTables>(UserRegistered, (event, { trx }) => applyUserSnapshot(trx, event.data)),
  ...on<typeof UserUpdated, SocialTables>(UserUpdated, (event, { trx }) => applyUserSnapshot(trx, event.data)),
  ...on<typeof UserBecameArtist, SocialTables>(UserBecameArtist, (event, { trx }) =>
    applyBecameArtist(trx, event.data),
  ),
};
