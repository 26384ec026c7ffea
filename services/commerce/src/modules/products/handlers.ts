import { ArtworkCreated, ArtworkDeleted, ArtworkUpdated } from '@art/contracts';
import { on } from '@art/kit';
import type { CommerceTables } from '../../db/schema.js';
import { markArtworkDeleted, saveArtworkSnapshot } from './queries.js';

/** What commerce keeps of catalogue's artworks: what a cart line shows and what an order costs. */
export const catalogueHandlers = {
  ...on<typeof ArtworkCreated, CommerceTables>(ArtworkCreated, (event, { trx }) =>
    saveArtworkSnapshot(trx, event.data),
  ),
  ...on<typeof ArtworkUpdated, CommerceTables>(ArtworkUpdated, (event, { trx }) =>
    saveArtworkSnapshot(trx, event.data),
  ),
  ...on<typeof ArtworkDeleted, CommerceTables>(ArtworkDeleted, (event, { trx }) => markArtworkDeleted(trx, event.data)),
};
