import {
  type EventData,
  FollowCreated,
  FollowRemoved,
  UserBecameArtist,
  UserRegistered,
  type UserSnapshot,
  UserUpdated,
} from '@art/contracts';
import { on, upsertSnapshot } from '@art/kit';
import { blockProjectionHandlers } from '@art/projections';
import type { Transaction } from 'kysely';
import type { Static } from 'typebox';
import type { CatalogueTables } from '../../db/schema.js';
import {
  addFollow,
  fillCountsOfNewUser,
  lockedUserCard,
  raiseToArtist,
  recountFollowers,
  refreshAuthorSearchText,
  removeFollow,
} from './queries.js';

type Trx = Transaction<CatalogueTables>;

/** Called after a change that artwork cards show (author name, slug, picture, role, badge). */
export type AuthorChanged = (userId: string) => void;

/**
 * Keeps a user's snapshot when it is newer than the held one (events may come out of order).
 * A user seen for the first time gets the counts kept before they arrived: their live artworks
 * (artist_works) and their followers.
 */
export async function applyUserSnapshot(trx: Trx, user: Static<typeof UserSnapshot>, authorChanged: AuthorChanged) {
  const held = await lockedUserCard(trx, user.userId);
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
    suspended: user.suspended ?? false,
    version: user.version,
  });
  if (!written) return;
  if (!held) await fillCountsOfNewUser(trx, user.userId);
  if (!held || held.name !== user.name) await refreshAuthorSearchText(trx, user.userId, user.name);
  const shown =
    !held ||
    held.name !== user.name ||
    held.slug !== user.slug ||
    held.picture !== user.picture ||
    held.role !== user.role ||
    held.verified_artist !== user.verifiedArtist ||
    // A suspension takes the member's works out of every cached listing, and brings them back.
    held.suspended !== (user.suspended ?? false);
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
  if (await raiseToArtist(trx, data.userId, data.role)) authorChanged(data.userId);
}

/** Identity's users: the studios of the directory, and the authors artwork cards show. */
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

/** Social's follows (the studios' follower counts) and blocks. */
export const socialHandlers = {
  ...on<typeof FollowCreated, CatalogueTables>(FollowCreated, async (event, { trx }) => {
    const { followerId, artistId } = event.data;
    if (await addFollow(trx, followerId, artistId, event.occurredAt)) await recountFollowers(trx, artistId);
  }),
  ...on<typeof FollowRemoved, CatalogueTables>(FollowRemoved, async (event, { trx }) => {
    const { followerId, artistId } = event.data;
    if (await removeFollow(trx, followerId, artistId)) await recountFollowers(trx, artistId);
  }),
  // A block is kept as social wrote it; the audience reads it both ways.
  ...blockProjectionHandlers<CatalogueTables>('blocks'),
};
