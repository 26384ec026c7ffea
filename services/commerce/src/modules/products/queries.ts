import type { ArtworkSnapshot } from '@art/contracts';
import { upsertSnapshot } from '@art/kit';
import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { CommerceTables, ProductRow } from '../../db/schema.js';

type Db = Kysely<CommerceTables>;

/** A deleted artwork's version: no snapshot published after the deletion can be newer. */
const DELETED_VERSION = 2_147_483_647;

/** Newer snapshots win; catalogue publishes one with every change, stock changes included. */
export async function saveArtworkSnapshot(trx: Db, artwork: Static<typeof ArtworkSnapshot>) {
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

/** Kept, marked deleted: orders still show it, and a late snapshot must not bring it back to sale. */
export async function markArtworkDeleted(trx: Db, artwork: { artworkId: string; authorId: string }) {
  await trx
    .insertInto('products')
    .values({
      id: artwork.artworkId,
      slug: '',
      name: '',
      author_id: artwork.authorId,
      price: 0,
      stock: 0,
      in_store: false,
      thumbnail: '',
      deleted: true,
      version: DELETED_VERSION,
    })
    .onConflict((oc) => oc.column('id').doUpdateSet({ deleted: true, version: DELETED_VERSION }))
    .execute();
}

export function findProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findProducts(db: Db, ids: readonly string[]): Promise<ProductRow[]> {
  return db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
}
