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
import { sql } from 'kysely';
import { socialDb } from '../lib/database.js';
import { addFollow, removeFollow } from '../lib/follow-graph.js';
import { endFollowRequest } from '../lib/follow-requests.js';
import { REQUEST_NOT_FOUND, STUDIOS_TO_FOLLOW, TRENDING_DAYS, USER_NOT_FOUND } from '../lib/follow-rules.js';
import { USER_CARD_COLUMNS, type UserCardRow, userCards } from '../lib/user-card.js';

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
  trending(viewerId: string): Promise<SocialUserCard[]>;
  recommended(viewerId: string): Promise<SocialUserCard[]>;
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
    const db = socialDb(app);

    const listOf = async (
      relation: 'followers' | 'following',
      userId: string,
      viewerId: string | null,
      page: { limit: number; skip: number },
    ) => {
      const owner = await db
        .selectFrom('users')
        .select(['id', 'followers_count', 'following_count'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!owner) throw notFound(USER_NOT_FOUND);
      // A member's lists are their content: closed across a block and, when private, to non-followers.
      await app.audience.assert(viewerId, userId, 'view-content', { notFoundMessage: USER_NOT_FOUND });
      const [mine, theirs] =
        relation === 'followers' ? (['artist_id', 'follower_id'] as const) : (['follower_id', 'artist_id'] as const);
      const rows = (await db
        .selectFrom('follows')
        .innerJoin('users', 'users.id', `follows.${theirs}`)
        .select(USER_CARD_COLUMNS)
        .where(`follows.${mine}`, '=', userId)
        .where(app.audience.unblocked(viewerId, 'users.id'))
        .orderBy('follows.created_at', 'desc')
        .orderBy(`follows.${theirs}`)
        .limit(page.limit)
        .offset(page.skip)
        .execute()) as UserCardRow[];
      let total = relation === 'followers' ? owner.followers_count : owner.following_count;
      // The count leaves out the members the list leaves out (few: those across a block with the viewer).
      if (viewerId && total > 0) {
        const closed = await db
          .selectFrom('follows')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where(`follows.${mine}`, '=', userId)
          .where(sql<boolean>`not ${app.audience.unblocked(viewerId, `follows.${theirs}`)}`)
          .executeTakeFirstOrThrow();
        total = Math.max(0, total - Number(closed.count));
      }
      return { users: await userCards(db, rows, viewerId), total };
    };

    /** Artists (roles 11–20) the viewer could follow: not themself, not followed, no block either way. */
    const candidates = (viewerId: string) =>
      db
        .selectFrom('users')
        .select(USER_CARD_COLUMNS)
        .where('users.role', '>=', 11)
        .where('users.role', '<=', 20)
        .where('users.id', '<>', viewerId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('follows')
                .select('follows.artist_id')
                .where('follows.follower_id', '=', viewerId)
                .whereRef('follows.artist_id', '=', 'users.id'),
            ),
          ),
        )
        .where(app.audience.unblocked(viewerId, 'users.id'));

    const follows: Follows = {
      async follow(viewerId, artistId, context) {
        // A follow across a block is refused either way; a private account still takes a request.
        if (artistId !== viewerId && (await app.audience.relation(viewerId, artistId)).blocked)
          throw audienceRefusal('blocked');
        return db.transaction().execute(async (trx) => {
          const artist = await trx
            .selectFrom('users')
            .select(['id', 'is_private'])
            .where('id', '=', artistId)
            .executeTakeFirst();
          if (!artist || artistId === viewerId) return 'not-found';
          const already = await trx
            .selectFrom('follows')
            .select('artist_id')
            .where('follower_id', '=', viewerId)
            .where('artist_id', '=', artistId)
            .executeTakeFirst();
          if (already) return 'followed';
          if (artist.is_private) {
            const request = await trx
              .insertInto('follow_requests')
              .values({ id: crypto.randomUUID(), follower_id: viewerId, artist_id: artistId })
              .onConflict((conflict) => conflict.columns(['follower_id', 'artist_id']).doNothing())
              .returning('id')
              .executeTakeFirst();
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
        app.outbox.kick();
      },

      async state(viewerId, artistId) {
        const [follow, request] = await Promise.all([
          db
            .selectFrom('follows')
            .select('artist_id')
            .where('follower_id', '=', viewerId)
            .where('artist_id', '=', artistId)
            .executeTakeFirst(),
          db
            .selectFrom('follow_requests')
            .select('id')
            .where('follower_id', '=', viewerId)
            .where('artist_id', '=', artistId)
            .executeTakeFirst(),
        ]);
        return { following: follow !== undefined, requested: request !== undefined };
      },

      async cancelRequest(viewerId, artistId, context) {
        const ended = await db.transaction().execute((trx) => endFollowRequest(trx, viewerId, artistId, context));
        if (ended) app.outbox.kick();
      },

      async requestsTo(viewerId) {
        const rows = await db
          .selectFrom('follow_requests')
          .innerJoin('users', 'users.id', 'follow_requests.follower_id')
          .select(USER_CARD_COLUMNS)
          .select(['follow_requests.id as request_id', 'follow_requests.created_at as requested_at'])
          .where('follow_requests.artist_id', '=', viewerId)
          .orderBy('follow_requests.created_at', 'desc')
          .limit(200)
          .execute();
        const cards = await userCards(db, rows as unknown as UserCardRow[], viewerId);
        return rows.map((row, index) => ({
          _id: row.request_id,
          follower: cards[index] as SocialUserCard,
          created: new Date(row.requested_at).toISOString(),
        }));
      },

      async approve(viewerId, requestId, context) {
        await db.transaction().execute(async (trx) => {
          const request = /^[0-9a-f-]{36}$/i.test(requestId)
            ? await trx.deleteFrom('follow_requests').where('id', '=', requestId).returningAll().executeTakeFirst()
            : undefined;
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
        app.outbox.kick();
      },

      async initiate(viewerId, artistIds, context) {
        // The onboarding's choices across a block are skipped, as unknown ids are, not refused.
        const blocked = await app.audience.blockedIds(viewerId);
        const unique = [...new Set(artistIds)].filter((id) => id !== viewerId && !blocked.has(id));
        for (const artistId of unique) await follows.follow(viewerId, artistId, context);
        await db.transaction().execute(async (trx) => {
          await writeEvent(trx, FollowsInitiated, { userId: viewerId, artistIds: unique }, context);
        });
        app.outbox.kick();
      },

      followers: (userId, viewerId, page) => listOf('followers', userId, viewerId, page),
      following: (userId, viewerId, page) => listOf('following', userId, viewerId, page),

      async removeFollower(viewerId, followerId, context) {
        await db.transaction().execute(async (trx) => {
          await removeFollow(trx, followerId, viewerId, context);
        });
        app.outbox.kick();
      },

      async trending(viewerId) {
        const since = new Date(Date.now() - TRENDING_DAYS * 24 * 3600 * 1000);
        const rows = (await candidates(viewerId)
          .select(
            sql<number>`(select count(*) from follows recent where recent.artist_id = users.id and recent.created_at > ${since})`.as(
              'gained',
            ),
          )
          .orderBy('gained', 'desc')
          .orderBy('users.followers_count', 'desc')
          .orderBy('users.id')
          .limit(STUDIOS_TO_FOLLOW)
          .execute()) as unknown as UserCardRow[];
        return userCards(db, rows, viewerId);
      },

      async recommended(viewerId) {
        // Categories of the studios the viewer follows; none yet: the most followed studios.
        const followed = await sql<{ id: string }>`
          select distinct c->>'_id' as id from follows f join users u on u.id = f.artist_id,
          jsonb_array_elements(u.categories) c where f.follower_id = ${viewerId}
        `.execute(db);
        const categoryIds = followed.rows.map((row) => row.id);
        let query = candidates(viewerId);
        if (categoryIds.length > 0) {
          query = query.where(
            sql<boolean>`exists (select 1 from jsonb_array_elements(users.categories) c where c->>'_id' = any(${categoryIds}))`,
          );
        }
        const rows = (await query
          .orderBy('users.followers_count', 'desc')
          .orderBy('users.works_count', 'desc')
          .orderBy('users.id')
          .limit(STUDIOS_TO_FOLLOW)
          .execute()) as UserCardRow[];
        if (rows.length === 0 && categoryIds.length > 0) {
          const popular = (await candidates(viewerId)
            .orderBy('users.followers_count', 'desc')
            .orderBy('users.id')
            .limit(STUDIOS_TO_FOLLOW)
            .execute()) as UserCardRow[];
          return userCards(db, popular, viewerId);
        }
        return userCards(db, rows, viewerId);
      },
    };

    app.decorate('follows', follows);
  },
  { name: 'follows', dependencies: ['database', 'outbox', 'audience'] },
);
