import {
  FollowApproved,
  FollowRequested,
  type FollowRequestView,
  type FollowStatus,
  FollowsInitiated,
  type SocialUserCard,
} from '@art/contracts';
import { audienceRefusal, type EventContext, forbidden, notFound, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { userCards } from '../users/views.js';
import { addFollow, endFollowRequest, removeFollow } from './graph.js';
import {
  artistPrivacy,
  closedInList,
  type FollowRelation,
  followListPage,
  hasRequested,
  insertFollowRequest,
  isFollowing,
  listOwner,
  requestsTo,
  takeFollowRequest,
} from './queries.js';
import { REQUEST_NOT_FOUND, USER_NOT_FOUND } from './rules.js';

export interface Follows {
  /** success (following now), requested (a private studio), followed (already), not-found. */
  follow(viewerId: string, artistId: string, context: EventContext): Promise<FollowStatus>;
  unfollow(viewerId: string, artistId: string, context: EventContext): Promise<void>;
  state(viewerId: string, artistId: string): Promise<{ following: boolean; requested: boolean }>;
  cancelRequest(viewerId: string, artistId: string, context: EventContext): Promise<void>;
  requestsTo(viewerId: string): Promise<FollowRequestView[]>;
  approve(viewerId: string, requestId: string, context: EventContext): Promise<void>;
  initiate(viewerId: string, artistIds: string[], context: EventContext): Promise<void>;
  followers(
    userId: string,
    viewerId: string | null,
    page: { limit: number; skip: number },
  ): Promise<{ users: SocialUserCard[]; total: number }>;
  following(
    userId: string,
    viewerId: string | null,
    page: { limit: number; skip: number },
  ): Promise<{ users: SocialUserCard[]; total: number }>;
  removeFollower(viewerId: string, followerId: string, context: EventContext): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    follows: Follows;
  }
}

/**
 * Follows and follow requests. Counts are recounted in the transaction of every change and
 * published (social.user.follows_counted) for identity's profile view; a private studio's
 * followers come in through approved requests.
 */
export const followsPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;

    const listOf = async (
      relation: FollowRelation,
      userId: string,
      viewerId: string | null,
      page: { limit: number; skip: number },
    ) => {
      const owner = await listOwner(db, userId);
      if (!owner) throw notFound(USER_NOT_FOUND);
      // A member's lists are their content: closed across a block and, when private, to non-followers.
      await app.audience.assert(viewerId, userId, 'view-content', { notFoundMessage: USER_NOT_FOUND });
      const rows = await followListPage(db, app.audience, relation, userId, viewerId, page);
      let total = relation === 'followers' ? owner.followers_count : owner.following_count;
      // The count leaves out the members the list leaves out (few: those across a block with the
      // viewer, and suspended members, for guests too).
      if (total > 0) total = Math.max(0, total - (await closedInList(db, app.audience, relation, userId, viewerId)));
      return { users: await userCards(db, rows, viewerId), total };
    };

    const follows: Follows = {
      async follow(viewerId, artistId, context) {
        // A follow across a block is refused either way; a private account still takes a request.
        if (artistId !== viewerId) {
          const relation = await app.audience.relation(viewerId, artistId);
          if (relation.suspended) return 'not-found';
          if (relation.blocked) throw audienceRefusal('blocked');
        }
        return db.transaction().execute(async (trx) => {
          const artist = await artistPrivacy(trx, artistId);
          if (!artist || artistId === viewerId) return 'not-found';
          if (await isFollowing(trx, viewerId, artistId)) return 'followed';
          if (artist.is_private) {
            const request = await insertFollowRequest(trx, viewerId, artistId);
            if (request)
              await writeEvent(
                trx,
                FollowRequested,
                { requestId: request.id, followerId: viewerId, artistId },
                context,
              );
            return 'requested';
          }
          return (await addFollow(trx, viewerId, artistId, context)) ? 'success' : 'followed';
        });
      },

      async unfollow(viewerId, artistId, context) {
        await db.transaction().execute(async (trx) => {
          await removeFollow(trx, viewerId, artistId, context);
          // Unfollowing a private studio one only asked to follow withdraws the request.
          await endFollowRequest(trx, viewerId, artistId, context);
        });
      },

      async state(viewerId, artistId) {
        const [following, requested] = await Promise.all([
          isFollowing(db, viewerId, artistId),
          hasRequested(db, viewerId, artistId),
        ]);
        return { following, requested };
      },

      async cancelRequest(viewerId, artistId, context) {
        await db.transaction().execute((trx) => endFollowRequest(trx, viewerId, artistId, context));
      },

      async requestsTo(viewerId) {
        const rows = await requestsTo(db, viewerId);
        const cards = await userCards(db, rows, viewerId);
        return rows.map((row, index) => ({
          _id: row.request_id,
          follower: cards[index] as SocialUserCard,
          created: new Date(row.requested_at).toISOString(),
        }));
      },

      async approve(viewerId, requestId, context) {
        await db.transaction().execute(async (trx) => {
          const request = /^[0-9a-f-]{36}$/i.test(requestId) ? await takeFollowRequest(trx, requestId) : undefined;
          if (!request) throw notFound(REQUEST_NOT_FOUND);
          if (request.artist_id !== viewerId) throw forbidden('Only the requested studio can approve this request');
          await writeEvent(
            trx,
            FollowApproved,
            { requestId, followerId: request.follower_id, artistId: viewerId },
            context,
          );
          await addFollow(trx, request.follower_id, viewerId, context);
        });
      },

      async initiate(viewerId, artistIds, context) {
        // The onboarding's choices across a block are skipped, as unknown ids are, not refused.
        const blocked = await app.audience.blockedIds(viewerId);
        const unique = [...new Set(artistIds)].filter((id) => id !== viewerId && !blocked.has(id));
        for (const artistId of unique) await follows.follow(viewerId, artistId, context);
        await db.transaction().execute(async (trx) => {
          await writeEvent(trx, FollowsInitiated, { userId: viewerId, artistIds: unique }, context);
        });
      },

      followers: (userId, viewerId, page) => listOf('followers', userId, viewerId, page),
      following: (userId, viewerId, page) => listOf('following', userId, viewerId, page),

      async removeFollower(viewerId, followerId, context) {
        await db.transaction().execute(async (trx) => {
          await removeFollow(trx, followerId, viewerId, context);
        });
      },
    };

    app.decorate('follows', follows);
  },
  { name: 'follows', dependencies: ['database', 'outbox', 'audience'] },
);
