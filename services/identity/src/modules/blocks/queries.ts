import type { Kysely, Transaction } from 'kysely';
import type { IdentityTables } from '../../db/schema.js';

type Db = Kysely<IdentityTables> | Transaction<IdentityTables>;

export interface Block {
  blockerId: string;
  blockedId: string;
}

export async function addBlock(trx: Db, block: Block): Promise<void> {
  await trx
    .insertInto('blocks')
    .values({ blocker_id: block.blockerId, blocked_id: block.blockedId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeBlock(trx: Db, block: Block): Promise<void> {
  await trx
    .deleteFrom('blocks')
    .where('blocker_id', '=', block.blockerId)
    .where('blocked_id', '=', block.blockedId)
    .execute();
}
