import { type ArtworkComment, ArtworkCommented, ArtworkLiked } from '@art/contracts';
import { type EventContext, notFound, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Transaction } from 'kysely';
import type { CatalogueTables } from '../db/schema.js';
import { catalogueDb } from '../lib/database.js';
import { checkedComment } from '../lib/engagement-rules.js';
import { ARTWORK_UNAVAILABLE } from './listings.js';

export interface LikeOutcome {
  liked: boolean;
  likesCount: number;
}

export interface Engagement {
  /** Likes the artwork, or takes the like back when the viewer already likes it. */
  toggleLike(viewerId: string, artwork: string, context: EventContext): Promise<LikeOutcome>;
  /**
   * The newest `total` comments and how many there are. An artwork hidden from the viewer by a
   * block is not there (404); comments by a member on the other side of a block are left out.
   */
  comments(
    artwork: string,
    total: number,
    viewerId: string | null,
  ): Promise<{ comments: ArtworkComment[]; total: number }>;
  addComment(viewerId: string, artwork: string, text: string, context: EventContext): Promise<ArtworkComment>;
}

declare module 'fastify' {
  interface FastifyInstance {
    engagement: Engagement;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Trx = Transaction<CatalogueTables>;

/** The live artwork by id (or slug), locked so its counters change one writer at a time. */
async function lockArtwork(trx: Trx, artwork: string) {
  const row = await trx
    .selectFrom('artworks')
    .select(['id', 'slug', 'name', 'author_id', 'image', 'likes_count'])
    .where(UUID.test(artwork) ? 'id' : 'slug', '=', artwork)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(ARTWORK_UNAVAILABLE);
  return row;
}

const thumbnailOf = (image: { files?: { thumbnail?: { url?: string } } } | null) => image?.files?.thumbnail?.url ?? '';

/**
 * Likes and comments on artworks. Counters change in the transaction of the like or comment, with
 * the event for the author's notification; acting on one's own artwork notifies nobody. Listing
 * caches are not invalidated here: a count on a cached page may lag by CACHE_TTL_SECONDS, the
 * answer of the like itself and the artwork page are exact.
 */
export const engagementPlugin = fp(
  async (app: FastifyInstance) => {
    const db = catalogueDb(app);
    /**
     * A block either way refuses likes and comments: 403 `blocked`. Asked in the write's own
     * transaction: it holds the artwork's lock, and waiting for a second connection there let a
     * burst of likes take the whole pool and wait on itself.
     */
    const refuseAcrossBlock = (trx: Trx, viewerId: string, authorId: string) =>
      app.audience.within(trx).assert(viewerId, authorId, 'interact');

    const engagement: Engagement = {
      async toggleLike(viewerId, artworkRef, context) {
        const outcome = await db.transaction().execute(async (trx) => {
          const artwork = await lockArtwork(trx, artworkRef);
          await refuseAcrossBlock(trx, viewerId, artwork.author_id);
          const removed = await trx
            .deleteFrom('artwork_likes')
            .where('artwork_id', '=', artwork.id)
            .where('user_id', '=', viewerId)
            .returning('user_id')
            .executeTakeFirst();
          if (!removed) {
            await trx.insertInto('artwork_likes').values({ artwork_id: artwork.id, user_id: viewerId }).execute();
          }
          const updated = await trx
            .updateTable('artworks')
            .set({ likes_count: sql`greatest(likes_count + ${removed ? -1 : 1}, 0)` })
            .where('id', '=', artwork.id)
            .returning('likes_count')
            .executeTakeFirstOrThrow();
          const liked = !removed;
          if (liked && artwork.author_id !== viewerId) {
            await writeEvent(
              trx,
              ArtworkLiked,
              {
                artworkId: artwork.id,
                slug: artwork.slug,
                name: artwork.name,
                thumbnail: thumbnailOf(artwork.image),
                authorId: artwork.author_id,
                likerId: viewerId,
              },
              context,
            );
          }
          return { liked, likesCount: updated.likes_count };
        });
        if (outcome.liked) app.outbox.kick();
        return outcome;
      },

      async comments(artworkRef, total, viewerId) {
        const artwork = await db
          .selectFrom('artworks')
          .select(['id', 'author_id'])
          .where(UUID.test(artworkRef) ? 'id' : 'slug', '=', artworkRef)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!artwork) throw notFound(ARTWORK_UNAVAILABLE);
        await app.audience.assert(viewerId, artwork.author_id, 'view-profile', {
          notFoundMessage: ARTWORK_UNAVAILABLE,
        });
        // Comments whose author identity has not told us about yet are left out (as posts without an author).
        const base = db
          .selectFrom('artwork_comments')
          .innerJoin('users', 'users.id', 'artwork_comments.user_id')
          .where('artwork_comments.artwork_id', '=', artwork.id)
          .where(app.audience.unblocked(viewerId, 'artwork_comments.user_id'));
        const [rows, count] = await Promise.all([
          base
            .select([
              'artwork_comments.id',
              'artwork_comments.comment',
              'artwork_comments.created_at',
              'users.id as author_id',
              'users.name',
              'users.slug',
              'users.picture',
              'users.verified_artist',
            ])
            .orderBy('artwork_comments.created_at', 'desc')
            .orderBy('artwork_comments.id', 'desc')
            .limit(total)
            .execute(),
          base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        ]);
        return {
          comments: rows.map((row) => ({
            _id: row.id,
            comment: row.comment,
            created: new Date(row.created_at).toISOString(),
            author: {
              _id: row.author_id,
              name: row.name,
              slug: row.slug,
              picture: row.picture,
              verifiedArtist: row.verified_artist,
            },
          })),
          total: Number(count.total),
        };
      },

      async addComment(viewerId, artworkRef, text, context) {
        const comment = checkedComment(text);
        const saved = await db.transaction().execute(async (trx) => {
          const artwork = await lockArtwork(trx, artworkRef);
          await refuseAcrossBlock(trx, viewerId, artwork.author_id);
          const row = await trx
            .insertInto('artwork_comments')
            .values({ artwork_id: artwork.id, user_id: viewerId, comment })
            .returning(['id', 'comment', 'created_at'])
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('artworks')
            .set({ comments_count: sql`comments_count + 1` })
            .where('id', '=', artwork.id)
            .execute();
          if (artwork.author_id !== viewerId) {
            await writeEvent(
              trx,
              ArtworkCommented,
              {
                artworkId: artwork.id,
                slug: artwork.slug,
                name: artwork.name,
                thumbnail: thumbnailOf(artwork.image),
                authorId: artwork.author_id,
                commenterId: viewerId,
                commentId: row.id,
              },
              context,
            );
          }
          return row;
        });
        app.outbox.kick();
        const author = await db
          .selectFrom('users')
          .select(['id', 'name', 'slug', 'picture', 'verified_artist'])
          .where('id', '=', viewerId)
          .executeTakeFirst();
        return {
          _id: saved.id,
          comment: saved.comment,
          created: new Date(saved.created_at).toISOString(),
          author: {
            _id: viewerId,
            name: author?.name ?? '',
            slug: author?.slug ?? '',
            picture: author?.picture ?? '',
            verifiedArtist: author?.verified_artist ?? false,
          },
        };
      },
    };
    app.decorate('engagement', engagement);
  },
  { name: 'engagement', dependencies: ['listings', 'audience'] },
);
