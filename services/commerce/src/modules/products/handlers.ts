import { ArtworkCreated, ArtworkDeleted, ArtworkUpdated, ContentHidden } from '@art/contracts';
import { on } from '@art/kit';
import type { CommerceTables } from '../../db/schema.js';
import { markArtworkDeleted, markArtworkHidden, saveArtworkSnapshot } from './queries.js';

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

/** Moderation's decisions on artworks: one an operator hid can no longer be bought. */
export const moderationHandlers = {
  ...on<typeof ContentHidden, CommerceTables>(ContentHidden, async (event, { trx }) => {
    if (event.data.targetType === 'artwork') await markArtworkHidden(trx, event.data.targetId);
  }),
};
