import { ArtistWorksCounted, ArtworkCreated, ArtworkDeleted, ArtworkUpdated } from '@art/contracts';
import { on } from '@art/kit';
import type { SocialTables } from '../../db/schema.js';
import { markArtworkDeleted, recordArtwork, setWorksCount } from './queries.js';

/** What social keeps of catalogue's artworks: which exist, whose they are and what a report keeps of them. */
export const catalogueHandlers = {
  ...on<typeof ArtworkCreated, SocialTables>(ArtworkCreated, (event, { trx }) => recordArtwork(trx, event.data)),
  ...on<typeof ArtworkUpdated, SocialTables>(ArtworkUpdated, (event, { trx }) => recordArtwork(trx, event.data)),
  // Kept as deleted (not removed): a late created event must not bring it back.
  ...on<typeof ArtworkDeleted, SocialTables>(ArtworkDeleted, (event, { trx }) =>
    markArtworkDeleted(trx, event.data.artworkId, event.data.authorId),
  ),
  ...on<typeof ArtistWorksCounted, SocialTables>(ArtistWorksCounted, (event, { trx }) =>
    setWorksCount(trx, event.data.userId, event.data.totalArtworks, event.data.version),
  ),
};
