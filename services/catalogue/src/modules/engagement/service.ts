import { type ArtworkComment, ArtworkCommented, ArtworkLiked } from '@art/contracts';
import { type EventContext, notFound, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Transaction } from 'kysely';
import type { CatalogueTables } from '../../db/schema.js';
import { ARTWORK_UNAVAILABLE } from '../artworks/rules.js';
import {
  addLike,
  commenter,
  commentsPage,
  insertComment,
  liveArtworkAuthor,
  lockArtwork,
  moveLikesCount,
  removeLike,
  visibleArtworkComment,
} from './queries.js';
import { checkedComment } from './rules.js';
import { thumbnailOf, toCommentView } from './views.js';

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

type Trx = Transaction<CatalogueTables>;

/** The live artwork by id (or slug), locked so its counters change one writer at a time. */
async function lockedArtwork(trx: Trx, artwork: string) {
  const row = await lockArtwork(trx, artwork);
  if (!row) throw notFound(ARTWORK_UNAVAILABLE);
  return row;
}

/**
 * Likes and comments on artworks. Counters change in the transaction of the like or comment, with
 * the event for the author's notification; acting on one's own artwork notifies nobody. Listing
 * caches are not invalidated here: a count on a cached page may lag by CACHE_TTL_SECONDS, the
 * answer of the like itself and the artwork page are exact.
 */
export const engagementPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;
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
          const artwork = await lockedArtwork(trx, artworkRef);
          await refuseAcrossBlock(trx, viewerId, artwork.author_id);
          const removed = await removeLike(trx, artwork.id, viewerId);
          if (!removed) await addLike(trx, artwork.id, viewerId);
          const likesCount = await moveLikesCount(trx, artwork.id, removed ? -1 : 1);
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
          return { liked, likesCount };
        });
        return outcome;
      },

      async comments(artworkRef, total, viewerId) {
        const artwork = await liveArtworkAuthor(db, artworkRef);
        if (!artwork || (artwork.hidden_at && artwork.author_id !== viewerId)) throw notFound(ARTWORK_UNAVAILABLE);
        await app.audience.assert(viewerId, artwork.author_id, 'view-profile', {
          notFoundMessage: ARTWORK_UNAVAILABLE,
        });
        const page = await commentsPage(
          db,
          artwork.id,
          total,
          sql<boolean>`(${app.audience.unblocked(viewerId, 'artwork_comments.user_id')} and ${visibleArtworkComment(viewerId)})`,
        );
        return { comments: page.rows.map((row) => toCommentView(row, row.author_id, row)), total: page.total };
      },

      async addComment(viewerId, artworkRef, text, context) {
        const comment = checkedComment(text);
        const saved = await db.transaction().execute(async (trx) => {
          const artwork = await lockedArtwork(trx, artworkRef);
          await refuseAcrossBlock(trx, viewerId, artwork.author_id);
          const row = await insertComment(trx, artwork.id, viewerId, comment);
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
        return toCommentView(saved, viewerId, await commenter(db, viewerId));
      },
    };
    app.decorate('engagement', engagement);
  },
  { name: 'engagement', dependencies: ['listings', 'audience'] },
);
