import { ArtworkCreated, ArtworkDeleted, type ArtworkSnapshot, ArtworkUpdated } from '@art/contracts';
import { on, upsertSnapshot } from '@art/kit';
import type { Transaction } from 'kysely';
import type { Static } from 'typebox';
import type { CommerceTables } from '../db/schema.js';

type Trx = Transaction<CommerceTables>;

/** Newer snapshots win; catalogue publishes one with every change, stock changes included. */
async function applyArtworkSnapshot(trx: Trx, artwork: Static<typeof ArtworkSnapshot>) {
  await upsertSnapshot(trx, 'products', 'id', {
    id: artwork.artworkId,
    slug: artwork.slug,
    name: artwork.name,
    author_id: artwork.authorId,
    price: artwork.price,
    stock: artwork.stock,
    in_store: artwork.inStore,
    kind: artwork.kind,
    held: artwork.held ?? 0,
    thumbnail: artwork.thumbnail,
    version: artwork.version,
  });
}

export const catalogueHandlers = {
  ...on<typeof ArtworkCreated, CommerceTables>(ArtworkCreated, (event, { trx }) =>
    applyArtworkSnapshot(trx, event.data),
  ),
  ...on<typeof ArtworkUpdated, CommerceTables>(ArtworkUpdated, (event, { trx }) =>
    applyArtworkSnapshot(trx, event.data),
  ),
  // Kept, marked deleted: orders still show it, and a late snapshot must not bring it back to sale.
  ...on<typeof ArtworkDeleted, CommerceTables>(ArtworkDeleted, async (event, { trx }) => {
    await trx
      .insertInto('products')
      .values({
        id: event.data.artworkId,
        slug: '',
        name: '',
        author_id: event.data.authorId,
        price: 0,
        stock: 0,
        in_store: false,
        thumbnail: '',
        deleted: true,
        version: 2_147_483_647,
      })
      .onConflict((oc) => oc.column('id').doUpdateSet({ deleted: true, version: 2_147_483_647 }))
      .execute();
  }),
};
