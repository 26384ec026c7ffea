import { userProjectionHandlers as kitUserProjectionHandlers } from '@art/kit';
import type { NotificationDatabase } from '../db/tables.js';
import { isUuid } from '../ids.js';

/**
 * identity.user.registered and identity.user.updated feed the `users` projection (senders). User
 * ids are UUIDs (a notification's recipient and sender columns are); another id could never be
 * shown as a sender, so it is skipped rather than failing the event.
 */
export function userProjectionHandlers() {
  return kitUserProjectionHandlers<NotificationDatabase>({
    table: 'users',
    followsRole: false,
    row: (user) => (isUuid(user.userId) ? { name: user.name, slug: user.slug, picture: user.picture } : null),
  });
}
