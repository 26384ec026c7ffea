import { ArtistWorksCounted, ArtworkCreated, ArtworkDeleted, ArtworkUpdated } from '@art/contracts';
import { on } from '@art/kit';
import type { SocialTables } from '../db/schema.js';

/** What social keeps of catalogue's artworks: which exist and whose they are (report targets). */
export const catalogueHandlers = {
  ...on<typeof ArtworkCreated, SocialTables>(ArtworkCreated, async (event, { trx }) => {
    await trx
      .insertInto('artworks')
      .values({ id: event.data.artworkId, author_id: event.data.authorId })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }),
  ...on<typeof ArtworkUpdated, SocialTables>(ArtworkUpdated, async (event, { trx }) => {
    await trx
      .insertInto('artworks')
      .values({ id: event.data.artworkId, author_id: event.data.authorId })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }),
  // Kept as deleted (not removed): a late created event must not bring it back.
  ...on<typeof ArtworkDeleted, SocialTables>(ArtworkDeleted, async (event, { trx }) => {
    await trx
      .insertInto('artworks')
      .values({ id: event.data.artworkId, author_id: event.data.authorId, deleted: true })
      .onConflict((oc) => oc.column('id').doUpdateSet({ deleted: true }))
      .execute();
  }),
  ...on<typeof ArtistWorksCounted, SocialTables>(ArtistWorksCounted, async (event, { trx }) => {
    const { userId, totalArtworks, version } = event.data;
    await trx
      .updateTable('users')
      .set({ works_count: totalArtworks, works_version: version })
      .where('id', '=', userId)
      .where('works_version', '<', version)
      .execute();
  }),
};
