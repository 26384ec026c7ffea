import type { Kysely, Transaction } from 'kysely';
import type { IdentityTables } from '../../db/schema.js';

type Db = Kysely<IdentityTables> | Transaction<IdentityTables>;

/** Catalogue's count of a user's artworks, unless the stored one is of a later version already. */
export async function storeArtworkCount(
  trx: Db,
  count: { userId: string; totalArtworks: number; version: number },
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ total_artworks: count.totalArtworks, works_version: count.version })
    .where('id', '=', count.userId)
    .where('works_version', '<', count.version)
    .execute();
}
