import { FollowsCounted, FollowsInitiated } from '@art/contracts';
import { on } from '@art/kit';
import type { IdentityTables } from '../../db/schema.js';
import { markFollowsInitiated, storeFollowCounts } from './queries.js';

/**
 * What the user view shows of the social area's follows. Counts arrive with a version: an older
 * one (late, out of order) changes nothing. The onboarding flag only ever turns on.
 */
export const followsHandlers = {
  ...on<typeof FollowsCounted, IdentityTables>(FollowsCounted, async (event, { trx }) => {
    await storeFollowCounts(trx, event.data);
  }),
  ...on<typeof FollowsInitiated, IdentityTables>(FollowsInitiated, async (event, { trx }) => {
    await markFollowsInitiated(trx, event.data.userId);
  }),
};
