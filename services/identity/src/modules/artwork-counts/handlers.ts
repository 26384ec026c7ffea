import { ArtistWorksCounted } from '@art/contracts';
import { on } from '@art/kit';
import type { IdentityTables } from '../../db/schema.js';
import { storeArtworkCount } from './queries.js';

/**
 * Keeps catalogue's count of a user's artworks for the user view. Counts arrive with a version;
 * one older than the stored count (a late redelivery, events out of order) changes nothing. A count
 * for a user identity does not know (deleted since) changes nothing either.
 */
export const artworkCountsHandlers = on<typeof ArtistWorksCounted, IdentityTables>(
  ArtistWorksCounted,
  async (event, { trx }) => {
    await storeArtworkCount(trx, event.data);
  },
);
