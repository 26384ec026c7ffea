import { type SocialUserCard, UserBlocked, UserUnblocked } from '@art/contracts';
import { badRequest, type EventContext, notFound, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { endFollowRequest, removeFollow } from '../follows/graph.js';
import { USER_NOT_FOUND } from '../follows/rules.js';
import { userWithRole } from '../users/queries.js';
import { userCards } from '../users/views.js';
import { blockedUsers, deleteBlock, insertBlock } from './queries.js';

export interface Blocks {
  block(blockerId: string, blockedId: string, context: EventContext): Promise<{ blockedRole: number }>;
  unblock(blockerId: string, blockedId: string, context: EventContext): Promise<void>;
  list(blockerId: string): Promise<SocialUserCard[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    blocks: Blocks;
  }
}

/**
 * Blocks. A block ends the follows and follow requests between the two in both directions, in the
 * same transaction, and is published (social.user.blocked) so that every area enforces it.
 */
export const blocksPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;

    const blocks: Blocks = {
      async block(blockerId, blockedId, context) {
        if (blockerId === blockedId) throw badRequest('You cannot block yourself');
        const outcome = await db.transaction().execute(async (trx) => {
          const target = await userWithRole(trx, blockedId);
          if (!target) throw notFound(USER_NOT_FOUND);
          if (await insertBlock(trx, blockerId, blockedId)) {
            await removeFollow(trx, blockerId, blockedId, context);
            await removeFollow(trx, blockedId, blockerId, context);
            await endFollowRequest(trx, blockerId, blockedId, context);
            await endFollowRequest(trx, blockedId, blockerId, context);
            await writeEvent(trx, UserBlocked, { blockerId, blockedId }, context);
          }
          return { blockedRole: target.role };
        });
        return outcome;
      },

      async unblock(blockerId, blockedId, context) {
        await db.transaction().execute(async (trx) => {
          if (!(await deleteBlock(trx, blockerId, blockedId))) throw notFound('This user is not blocked');
          await writeEvent(trx, UserUnblocked, { blockerId, blockedId }, context);
        });
      },

      async list(blockerId) {
        return userCards(db, await blockedUsers(db, blockerId), blockerId);
      },
    };

    app.decorate('blocks', blocks);
  },
  { name: 'blocks', dependencies: ['database', 'outbox'] },
);
