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

/** Hidden by an operator: kept (orders show it), never for sale again; a later snapshot keeps it so. */
export async function markArtworkHidden(trx: Db, artworkId: string) {
  await trx.updateTable('products').set({ hidden: true }).where('id', '=', artworkId).execute();
}

/** A product as a buyer may meet it: with whether an operator suspended its artist. */
export type BuyableProduct = ProductRow & { author_suspended: boolean | null };

function productsWithArtist(db: Db) {
  return db
    .selectFrom('products as p')
    .leftJoin('members as m', 'm.id', 'p.author_id')
    .selectAll('p')
    .select('m.suspended as author_suspended');
}

export function findProduct(db: Db, id: string): Promise<BuyableProduct | undefined> {
  return productsWithArtist(db).where('p.id', '=', id).executeTakeFirst();
}

export function findProducts(db: Db, ids: readonly string[]): Promise<BuyableProduct[]> {
  return productsWithArtist(db).where('p.id', 'in', ids).execute();
}
