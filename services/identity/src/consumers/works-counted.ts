import { ArtistWorksCounted } from '@art/contracts';
import { on } from '@art/kit';
import type { IdentityTables } from '../db/schema.js';

/**
 * Keeps catalogue's count of a user's artworks for the user view. Counts arrive with a version;
 * one older than the stored count (a late redelivery, events out of order) changes nothing. A count
 * for a user identity does not know (deleted since) changes nothing either.
 */
export const worksCountedHandlers = on<typeof ArtistWorksCounted, IdentityTables>(
  ArtistWorksCounted,
  async (event, { trx }) => {
    const { userId, totalArtworks, version } = event.data;
    await trx
      .updateTable('users')
      .set({ total_artworks: totalArtworks, works_version: version })
      .where('id', '=', userId)
      .where('works_version', '<', version)
      .execute();
  },
);
