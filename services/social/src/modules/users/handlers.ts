import { UserBecameArtist, UserRegistered, type UserSnapshot, UserUpdated } from '@art/contracts';
import { on } from '@art/kit';
import type { Transaction } from 'kysely';
import type { Static } from 'typebox';
import type { SocialTables } from '../../db/schema.js';
import { countWhatCameBefore, knownUserId, raiseToArtist, writeUserSnapshot } from './queries.js';

/**
 * Keeps a user's snapshot when it is newer than the held one (events may come out of order). A
 * user seen for the first time gets the counts of what happened before they arrived (follows and
 * posts written while identity's event was on its way).
 */
async function applyUserSnapshot(trx: Transaction<SocialTables>, user: Static<typeof UserSnapshot>) {
  const held = await knownUserId(trx, user.userId);
  const written = await writeUserSnapshot(trx, user);
  if (written && !held) await countWhatCameBefore(trx, user.userId);
}

/** What social keeps of identity's users: the projection authors, cards and the audience read. */
export const identityHandlers = {
  ...on<typeof UserRegistered, SocialTables>(UserRegistered, (event, { trx }) => applyUserSnapshot(trx, event.data)),
  ...on<typeof UserUpdated, SocialTables>(UserUpdated, (event, { trx }) => applyUserSnapshot(trx, event.data)),
  // The role moves up when identity's new snapshot has not come yet.
  ...on<typeof UserBecameArtist, SocialTables>(UserBecameArtist, (event, { trx }) =>
    raiseToArtist(trx, event.data.userId, event.data.role),
  ),
};
