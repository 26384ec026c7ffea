import { type PostComment, PostCommented } from '@art/contracts';
import { type EventContext, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { excerptOf } from '../posts/rules.js';
import { lockedPost } from '../posts/service.js';
import { authorOf } from '../users/queries.js';
import { commentsPage, countCommentAdded, insertComment } from './queries.js';
import { checkedComment } from './rules.js';
import { commentRowView, commentView } from './views.js';

export interface Comments {
  /** The newest `total` comments of a post the viewer may see, and how many it has. */
  page(postId: string, total: number, viewerId: string | null): Promise<{ comments: PostComment[]; total: number }>;
  add(viewerId: string, postId: string, text: string, context: EventContext): Promise<PostComment>;
}

declare module 'fastify' {
  interface FastifyInstance {
    comments: Comments;
  }
}

/**
 * Comments on posts. The post's counter changes in the transaction of the comment, with the event
 * for the author's notification; commenting on one's own post notifies nobody.
 */
export const commentsPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;

    const comments: Comments = {
      async page(postId, total, viewerId) {
        await app.posts.open(viewerId, postId, 'view-content');
        const page = await commentsPage(db, app.audience, postId, viewerId, total);
        return { comments: page.rows.map(commentRowView), total: page.total };
      },

      async add(viewerId, postId, text, context) {
        const comment = checkedComment(text);
        await app.posts.open(viewerId, postId, 'interact');
        const saved = await db.transaction().execute(async (trx) => {
          const post = await lockedPost(trx, postId);
          const row = await insertComment(trx, postId, viewerId, comment);
          await countCommentAdded(trx, postId);
          if (post.author_id !== viewerId) {
            await writeEvent(
              trx,
              PostCommented,
              {
                postId,
                authorId: post.author_id,
                excerpt: excerptOf(post.text),
                commenterId: viewerId,
                commentId: row.id,
              },
              context,
            );
          }
          return row;
        });
        const author = await authorOf(db, viewerId);
        return commentView(
          saved,
          author ?? { id: viewerId, name: '', slug: '', picture: '', role: 21, verified_artist: false },
        );
      },
    };

    app.decorate('comments', comments);
  },
  { name: 'comments', dependencies: ['database', 'outbox', 'audience', 'posts'] },
);
