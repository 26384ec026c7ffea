import { UserRegistered, type UserSnapshot, UserUpdated } from '@art/contracts';
import { on, upsertSnapshot } from '@art/kit';
import type { Transaction } from 'kysely';
import type { Static } from 'typebox';
import type { NotificationDatabase } from '../db/tables.js';
import { isUuid } from '../ids.js';

/**
 * Keeps what a notification shows of a user, when the snapshot is newer than the held one. User
 * ids are UUIDs (a notification's recipient and sender columns are); another id could never be
 * shown as a sender, so it is skipped rather than failing the event.
 */
export async function applyUserSnapshot(trx: Transaction<NotificationDatabase>, user: Static<typeof UserSnapshot>) {
  if (!isUuid(user.userId)) return;
  await upsertSnapshot(trx, 'users', 'id', {
    id: user.userId,
    name: user.name,
    slug: user.slug,
    picture: user.picture,
    version: user.version,
  });
}

/** identity.user.registered and identity.user.updated feed the `users` projection (senders). */
export function userProjectionHandlers() {
  return {
    ...on<typeof UserRegistered, NotificationDatabase>(UserRegistered, (event, { trx }) =>
      applyUserSnapshot(trx, event.data),
    ),
    ...on<typeof UserUpdated, NotificationDatabase>(UserUpdated, (event, { trx }) =>
      applyUserSnapshot(trx, event.data),
    ),
  };
}
