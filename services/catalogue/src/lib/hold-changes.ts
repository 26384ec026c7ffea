import { ArtworkUpdated } from '@art/contracts';
import { type EventContext, writeEvent } from '@art/kit';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { CatalogueTables } from '../db/schema.js';
import { artworkSnapshot, categoryIdsOf } from './artwork-events.js';
import { inStoreSql } from './store-rule.js';

/** An artwork's new held count, and its new stock when pieces come back; as SQL on the row. */
export interface HoldChange {
  held: RawBuilder<number>;
  stock?: RawBuilder<number>;
}

/**
 * Applies each artwork's change of `ids` (sorted) and writes its ArtworkUpdated event, the store
 * listing following from the new stock and held. The artworks are locked in id order first, as a
 * reservation locks them, so the two never deadlock. A deleted artwork changes not (nor an event).
 */
export async function applyHoldChanges(
  trx: Transaction<CatalogueTables>,
  ids: readonly string[],
  changeOf: (id: string) => HoldChange,
  context: EventContext,
): Promise<void> {
  await trx.selectFrom('artworks').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
  for (const id of ids) {
    const { held, stock } = changeOf(id);
    const row = await trx
      .updateTable('artworks')
      .set({
        ...(stock ? { stock } : {}),
        held,
        in_store: inStoreSql(stock ?? sql<number>`stock`, held),
        version: sql<number>`version + 1`,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (row) await writeEvent(trx, ArtworkUpdated, artworkSnapshot(row, categoryIdsOf(row)), context);
  }
}
