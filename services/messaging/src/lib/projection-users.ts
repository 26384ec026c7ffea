import { type EventData, UserBecameArtist, UserRegistered, type UserSnapshot, UserUpdated } from '@art/contracts';
import { on, upsertSnapshot } from '@art/kit';
import type { Transaction } from 'kysely';
import type { Static } from 'typebox';
import type { MessagingTables } from '../db/schema.js';

type Trx = Transaction<MessagingTables>;

/** Keeps a user's snapshot when it is newer than the held one (events may come out of order). */
export async function applyUserSnapshot(trx: Trx, user: Static<typeof UserSnapshot>) {
  await upsertSnapshot(trx, 'users', 'id', {
    id: user.userId,
    name: user.name,
    slug: user.slug,
    picture: user.picture,
    role: user.role,
    version: user.version,
  });
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
  ...on<typeof UserRegistered, MessagingTables>(UserRegistered, (event, { trx }) => applyUserSnapshot(trx, event.data)),
  ...on<typeof UserUpdated, MessagingTables>(UserUpdated, (event, { trx }) => applyUserSnapshot(trx, event.data)),
  ...on<typeof UserBecameArtist, MessagingTables>(UserBecameArtist, (event, { trx }) =>
    applyBecameArtist(trx, event.data),
  ),
};
