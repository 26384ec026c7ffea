import { type SocialUserCard, UserBlocked, UserUnblocked } from '@art/contracts';
import { badRequest, type EventContext, notFound, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { socialDb } from '../lib/database.js';
import { removeFollow } from '../lib/follow-graph.js';
import { endFollowRequest } from '../lib/follow-requests.js';
import { USER_NOT_FOUND } from '../lib/follow-rules.js';
import { USER_CARD_COLUMNS, type UserCardRow, userCards } from '../lib/user-card.js';

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
    const db = socialDb(app);

    const blocks: Blocks = {
      async block(blockerId, blockedId, context) {
        if (blockerId === blockedId) throw badRequest('You cannot block yourself');
        const outcome = await db.transaction().execute(async (trx) => {
          const target = await trx
            .selectFrom('users')
            .select(['id', 'role'])
            .where('id', '=', blockedId)
            .executeTakeFirst();
          if (!target) throw notFound(USER_NOT_FOUND);
          const added = await trx
            .insertInto('blocks')
            .values({ blocker_id: blockerId, blocked_id: blockedId })
            .onConflict((conflict) => conflict.doNothing())
            .returning('blocked_id')
            .executeTakeFirst();
          if (added) {
            await removeFollow(trx, blockerId, blockedId, context);
            await removeFollow(trx, blockedId, blockerId, context);
            await endFollowRequest(trx, blockerId, blockedId, context);
            await endFollowRequest(trx, blockedId, blockerId, context);
            await writeEvent(trx, UserBlocked, { blockerId, blockedId }, context);
          }
          return { blockedRole: target.role };
        });
        app.outbox.kick();
        return outcome;
      },

      async unblock(blockerId, blockedId, context) {
        await db.transaction().execute(async (trx) => {
          const removed = await trx
            .deleteFrom('blocks')
            .where('blocker_id', '=', blockerId)
            .where('blocked_id', '=', blockedId)
            .returning('blocked_id')
            .executeTakeFirst();
          if (!removed) throw notFound('This user is not blocked');
          await writeEvent(trx, UserUnblocked, { blockerId, blockedId }, context);
        });
        app.outbox.kick();
      },

      async list(blockerId) {
        const rows = (await db
          .selectFrom('blocks')
          .innerJoin('users', 'users.id', 'blocks.blocked_id')
          .select(USER_CARD_COLUMNS)
          .where('blocks.blocker_id', '=', blockerId)
          .orderBy('blocks.created_at', 'desc')
          .execute()) as UserCardRow[];
        return userCards(db, rows, blockerId);
      },
    };

    app.decorate('blocks', blocks);
  },
  { name: 'blocks', dependencies: ['database', 'outbox'] },
);
