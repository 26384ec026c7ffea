import { FollowApproved, FollowCreated, FollowRemoved } from '@art/contracts';
import { on } from '@art/kit';
import {
  blockProjectionHandlers as kitBlockProjectionHandlers,
  userProjectionHandlers as kitUserProjectionHandlers,
} from '@art/projections';
import type { Transaction } from 'kysely';
import { isUuid } from '../../db/member-ids.js';
import type { NotificationDatabase } from '../../db/tables.js';
import { applyFollow } from './queries.js';

/**
 * identity.user.registered and identity.user.updated feed the `users` projection (senders). User
 * ids are UUIDs (a notification's recipient and sender columns are); another id could never be
 * shown as a sender, so it is skipped rather than failing the event.
 */
export function userProjectionHandlers() {
  return kitUserProjectionHandlers<NotificationDatabase>({
    table: 'users',
    followsRole: false,
    keepsSuspension: true,
    row: (user) => (isUuid(user.userId) ? { name: user.name, slug: user.slug, picture: user.picture } : null),
  });
}

/** A follow as of the event's time; ids that are no UUIDs can have no row and are skipped. */
async function follow(
  trx: Transaction<NotificationDatabase>,
  pair: { followerId: string; artistId: string },
  following: boolean,
  occurredAt: string,
) {
  if (!isUuid(pair.followerId) || !isUuid(pair.artistId)) return;
  await applyFollow(trx, pair, following, new Date(occurredAt));
}

/**
 * Social's follows feed the `follows` projection a new post's fan-out reads: created and approved
 * follows start one, removed ones end it. Run before the follow's notification, in its transaction.
 */
export function followProjectionHandlers() {
  return {
    ...on<typeof FollowCreated, NotificationDatabase>(FollowCreated, (event, { trx }) =>
      follow(trx, event.data, true, event.occurredAt),
    ),
    ...on<typeof FollowRemoved, NotificationDatabase>(FollowRemoved, (event, { trx }) =>
      follow(trx, event.data, false, event.occurredAt),
    ),
    ...on<typeof FollowApproved, NotificationDatabase>(FollowApproved, (event, { trx }) =>
      follow(trx, event.data, true, event.occurredAt),
    ),
  };
}

/**
 * social.user.blocked and social.user.unblocked feed the `blocks` projection: an exhibition's
 * reminder leaves out a follower in a block with its studio (decision 0058).
 */
export function blockProjectionHandlers() {
  return kitBlockProjectionHandlers<NotificationDatabase>('blocks');
}
