import { blockProjectionHandlers } from '@art/projections';
import type { MessagingTables } from '../../db/schema.js';

/**
 * Social's blocks, in the order social published them (one stream, one consumer): a block stops
 * messages between the two in one-to-one rooms and collapses them in groups, both ways; an
 * unblock lets them write again.
 */
export const socialHandlers = blockProjectionHandlers<MessagingTables>('user_blocks');
