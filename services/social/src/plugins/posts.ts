import { type PostComment, PostCommented, PostCreated, PostLiked, type PostView } from '@art/contracts';
import { type EventContext, forbidden, notFound, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Transaction } from 'kysely';
import type { SocialTables } from '../db/schema.js';
import { AUTHOR_COLUMNS } from '../lib/author-view.js';
import { socialDb } from '../lib/database.js';
import type { PostForm } from '../lib/post-form.js';
import { postImageKeys, renderPostImage, storePostImage } from '../lib/post-images.js';
import { checkedComment, excerptOf, NOT_POST_AUTHOR, POST_NOT_FOUND } from '../lib/post-rules.js';
import { commentView, POST_COLUMNS, type PostRow, postViews } from '../lib/post-view.js';

export interface Posts {
  create(authorId: string, form: PostForm, context: EventContext): Promise<PostView>;
  update(authorId: string, postId: string, form: PostForm): Promise<PostView>;
  remove(authorId: string, postId: string): Promise<void>;
  /** One post as `viewerId` may see it (404 when missing, authorless or across a block; 403 when private). */
  view(postId: string, viewerId: string | null): Promise<PostView>;
  toggleLike(viewerId: string, postId: string, context: EventContext): Promise<{ liked: boolean; likesCount: number }>;
  toggleHidden(viewerId: string, postId: string): Promise<{ hidden: boolean }>;
  comments(postId: string, total: number, viewerId: string | null): Promise<{ comments: PostComment[]; total: number }>;
  addComment(viewerId: string, postId: string, text: string, context: EventContext): Promise<PostComment>;
}

declare module 'fastify' {
  interface FastifyInstance {
    posts: Posts;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Posts and what viewers do with them. Counters change in the transaction of the like or comment,
 * with the event for the author's notification; acting on one's own post notifies nobody. Images
 * are checked and rendered before the transaction and stored before the row that names them; a
 * removed or replaced image leaves the bucket after the commit.
 */
export const postsPlugin = fp(
  async (app: FastifyInstance) => {
    const db = socialDb(app);
    const { POST_IMAGE_MAX_BYTES: maxBytes, S3_BUCKET: bucket } = app.config;

    async function lockPost(trx: Transaction<SocialTables>, postId: string) {
      if (!UUID.test(postId)) throw notFound(POST_NOT_FOUND);
      const post = await trx.selectFrom('posts').selectAll().where('id', '=', postId).forUpdate().executeTakeFirst();
      if (!post) throw notFound(POST_NOT_FOUND);
      return post;
    }

    async function readRow(postId: string): Promise<PostRow | undefined> {
      return db.selectFrom('posts').select(POST_COLUMNS).where('id', '=', postId).executeTakeFirst();
    }

    /**
     * The post, once the audience lets the viewer see it (404 missing or across a block, 403
     * private-account) or act on it (403 blocked or private-account). Asked before the write's
     * transaction: a post never changes author, and the check needs no lock.
     */
    async function postFor(viewerId: string | null, postId: string, intent: 'view-content' | 'interact') {
      const row = UUID.test(postId) ? await readRow(postId) : undefined;
      if (!row) throw notFound(POST_NOT_FOUND);
      await app.audience.assert(viewerId, row.author_id, intent, { notFoundMessage: POST_NOT_FOUND });
      return row;
    }

    const removeLater = (keys: string[]) => {
      if (keys.length === 0) return;
      app.storage
        .removeObjects(keys)
        .catch((error) => app.log.warn({ err: error, keys }, 'post image left in the bucket'));
    };

    const posts: Posts = {
      async create(authorId, form, context) {
        const id = crypto.randomUUID();
        const rendered = form.picture ? await renderPostImage(form.picture, maxBytes) : null;
        const picture = rendered ? await storePostImage(app.storage, bucket, id, rendered) : null;
        try {
          await db.transaction().execute(async (trx) => {
            await trx
              .insertInto('posts')
              .values({
                id,
                author_id: authorId,
                text: form.text,
                picture: picture ? JSON.stringify(picture) : null,
                youtube_id: form.youtubeId,
              })
              .execute();
            await trx
              .updateTable('users')
              .set({ posts_count: sql`posts_count + 1` })
              .where('id', '=', authorId)
              .execute();
            await writeEvent(trx, PostCreated, { postId: id, authorId, excerpt: excerptOf(form.text) }, context);
          });
        } catch (error) {
          removeLater(postImageKeys(picture));
          throw error;
        }
        app.outbox.kick();
        return posts.view(id, authorId);
      },

      async update(authorId, postId, form) {
        const rendered = form.picture ? await renderPostImage(form.picture, maxBytes) : null;
        const picture = rendered ? await storePostImage(app.storage, bucket, postId, rendered) : null;
        let dropped: string[] = [];
        try {
          await db.transaction().execute(async (trx) => {
            const post = await lockPost(trx, postId);
            if (post.author_id !== authorId) throw forbidden(NOT_POST_AUTHOR);
            // A new image or a video link replaces the old image; removePicture drops it.
            const replaceImage = picture !== null || form.youtubeId !== null || form.removePicture;
            await trx
              .updateTable('posts')
              .set({
                text: form.text,
                picture: replaceImage ? (picture ? JSON.stringify(picture) : null) : JSON.stringify(post.picture),
                youtube_id: picture ? null : form.youtubeId,
                updated_at: new Date(),
              })
              .where('id', '=', postId)
              .execute();
            if (replaceImage) dropped = postImageKeys(post.picture);
          });
        } catch (error) {
          removeLater(postImageKeys(picture));
          throw error;
        }
        removeLater(dropped);
        return posts.view(postId, authorId);
      },

      async remove(authorId, postId) {
        const removed = await db.transaction().execute(async (trx) => {
          const post = await lockPost(trx, postId);
          if (post.author_id !== authorId) throw forbidden(NOT_POST_AUTHOR);
          await trx.deleteFrom('posts').where('id', '=', postId).execute();
          await trx
            .updateTable('users')
            .set({ posts_count: sql`greatest(posts_count - 1, 0)` })
            .where('id', '=', authorId)
            .execute();
          return post;
        });
        removeLater(postImageKeys(removed.picture));
      },

      async view(postId, viewerId) {
        const row = await postFor(viewerId, postId, 'view-content');
        const [view] = await postViews(db, app.audience, [row], viewerId);
        if (!view) throw notFound(POST_NOT_FOUND);
        return view;
      },

      async toggleLike(viewerId, postId, context) {
        await postFor(viewerId, postId, 'interact');
        const outcome = await db.transaction().execute(async (trx) => {
          const post = await lockPost(trx, postId);
          const removed = await trx
            .deleteFrom('post_likes')
            .where('post_id', '=', postId)
            .where('user_id', '=', viewerId)
            .returning('user_id')
            .executeTakeFirst();
          if (!removed) await trx.insertInto('post_likes').values({ post_id: postId, user_id: viewerId }).execute();
          const updated = await trx
            .updateTable('posts')
            .set({ likes_count: sql`greatest(likes_count + ${removed ? -1 : 1}, 0)` })
            .where('id', '=', postId)
            .returning('likes_count')
            .executeTakeFirstOrThrow();
          const liked = !removed;
          if (liked && post.author_id !== viewerId) {
            await writeEvent(
              trx,
              PostLiked,
              { postId, authorId: post.author_id, excerpt: excerptOf(post.text), likerId: viewerId },
              context,
            );
          }
          return { liked, likesCount: updated.likes_count };
        });
        if (outcome.liked) app.outbox.kick();
        return outcome;
      },

      async toggleHidden(viewerId, postId) {
        await postFor(viewerId, postId, 'view-content');
        return db.transaction().execute(async (trx) => {
          await lockPost(trx, postId);
          const undone = await trx
            .deleteFrom('post_hides')
            .where('post_id', '=', postId)
            .where('user_id', '=', viewerId)
            .returning('post_id')
            .executeTakeFirst();
          if (undone) return { hidden: false };
          await trx.insertInto('post_hides').values({ post_id: postId, user_id: viewerId }).execute();
          return { hidden: true };
        });
      },

      async comments(postId, total, viewerId) {
        await postFor(viewerId, postId, 'view-content');
        // Comments whose author identity has not told us about are left out, as posts without one;
        // so are those of members on the other side of a block with the viewer.
        const base = db
          .selectFrom('post_comments')
          .innerJoin('users', 'users.id', 'post_comments.author_id')
          .where('post_comments.post_id', '=', postId)
          .where(app.audience.unblocked(viewerId, 'post_comments.author_id'));
        const [rows, count] = await Promise.all([
          base
            .select(['post_comments.id', 'post_comments.comment', 'post_comments.created_at'])
            .select([
              'users.id as author_id',
              'users.name',
              'users.slug',
              'users.picture',
              'users.role',
              'users.verified_artist',
            ])
            .orderBy('post_comments.created_at', 'desc')
            .orderBy('post_comments.id', 'desc')
            .limit(total)
            .execute(),
          base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        ]);
        return {
          comments: rows.map((comment) =>
            commentView(
              { id: comment.id, comment: comment.comment, created_at: comment.created_at },
              {
                id: comment.author_id,
                name: comment.name,
                slug: comment.slug,
                picture: comment.picture,
                role: comment.role,
                verified_artist: comment.verified_artist,
              },
            ),
          ),
          total: Number(count.total),
        };
      },

      async addComment(viewerId, postId, text, context) {
        const comment = checkedComment(text);
        await postFor(viewerId, postId, 'interact');
        const saved = await db.transaction().execute(async (trx) => {
          const post = await lockPost(trx, postId);
          const row = await trx
            .insertInto('post_comments')
            .values({ id: crypto.randomUUID(), post_id: postId, author_id: viewerId, comment })
            .returning(['id', 'comment', 'created_at'])
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('posts')
            .set({ comments_count: sql`comments_count + 1` })
            .where('id', '=', postId)
            .execute();
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
        app.outbox.kick();
        const author = await db
          .selectFrom('users')
          .select(AUTHOR_COLUMNS)
          .where('id', '=', viewerId)
          .executeTakeFirst();
        return commentView(
          saved,
          author ?? { id: viewerId, name: '', slug: '', picture: '', role: 21, verified_artist: false },
        );
      },
    };

    app.decorate('posts', posts);
  },
  { name: 'posts', dependencies: ['database', 'outbox', 'storage', 'audience'] },
);
