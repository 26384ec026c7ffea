import { blockProjectionHandlers } from '@art/projections';
import type { CommerceTables } from '../../db/schema.js';

/** What commerce keeps of social's blocks: a buyer and an artist with a block between them do not trade. */
export const socialHandlers = blockProjectionHandlers<CommerceTables>('blocks');
