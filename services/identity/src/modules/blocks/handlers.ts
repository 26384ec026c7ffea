import { UserBlocked, UserUnblocked } from '@art/contracts';
import { on } from '@art/kit';
import type { IdentityTables } from '../../db/schema.js';
import { addBlock, removeBlock } from './queries.js';

/** Social's blocks, which the audience rule reads: a block hides a profile both ways. */
export const blocksHandlers = {
  ...on<typeof UserBlocked, IdentityTables>(UserBlocked, async (event, { trx }) => {
    await addBlock(trx, event.data);
  }),
  ...on<typeof UserUnblocked, IdentityTables>(UserUnblocked, async (event, { trx }) => {
    await removeBlock(trx, event.data);
  }),
};
