import { PostCreated, PostDeleted, PostLiked, type PostView } from '@art/contracts';
import { type EventContext, forbidden, notFound, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transaction } from 'kysely';
import type { SocialTables } from '../../db/schema.js';
import { postImageKeys, renderPostImage, storePostImage } from './images.js';
import {
  changeLikesCount,
  countPostAdded,
  countPostRemoved,
  deleteHide,
  deleteLike,
  deletePost,
  insertHide,
  insertLike,
  insertPost,
  lockPost,
  type PostRow,
  postRow,
  updatePost,
} from './queries.js';
import { excerptOf, isPostId, NOT_POST_AUTHOR, POST_NOT_FOUND, type PostForm } from './rules.js';
import { postViews } from './views.js';

export interface Posts {
  create(authorId: string, form: PostForm, context: EventContext): Promise<PostView>;
  update(authorId: string, postId: string, form: PostForm): Promise<PostView>;
  /** Deletes the author's post and publishes it (social.post.deleted), in one transaction. */
  remove(authorId: string, postId: string, context: EventContext): Promise<void>;
  /** One post as `viewerId` may see it (404 when missing, authorless or across a block; 403 when private). */
  view(postId: string, viewerId: string | null): Promise<PostView>;
  /**
   * The post, once the audience lets the viewer see it (404 missing or across a block, 403
   * private-account) or act on it (403 blocked or private-account). Asked before a write's
   * transaction: a post never changes author, and the check needs no lock.
   */
  open(viewerId: string | null, postId: string, intent: 'view-content' | 'interact'): Promise<PostRow>;
  toggleLike(viewerId: string, postId: string, context: EventContext): Promise<{ liked: boolean; likesCount: number }>;
  toggleHidden(viewerId: string, postId: string): Promise<{ hidden: boolean }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    posts: Posts;
  }
}

/** The post, locked until the transaction ends (404 when there is none). */
export async function lockedPost(trx: Transaction<SocialTables>, postId: string) {
  const post = isPostId(postId) ? await lockPost(trx, postId) : undefined;
  if (!post) throw notFound(POST_NOT_FOUND);
  return post;
}

/**
 * Posts and what viewers do with them. Counters change in the transaction of the like, with the
 * event for the author's notification; acting on one's own post notifies nobody. Images are
 * checked and rendered before the transaction and stored before the row that names them; a
 * removed or replaced image leaves the bucket after the commit.
 */
export const postsPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;
    const { POST_IMAGE_MAX_BYTES: maxBytes, S3_BUCKET: bucket } = app.config;

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
            await insertPost(trx, { id, authorId, text: form.text, picture, youtubeId: form.youtubeId });
            await countPostAdded(trx, authorId);
            await writeEvent(trx, PostCreated, { postId: id, authorId, excerpt: excerptOf(form.text) }, context);
          });
        } catch (error) {
          removeLater(postImageKeys(picture));
          throw error;
        }
        return posts.view(id, authorId);
      },

      async update(authorId, postId, form) {
        const rendered = form.picture ? await renderPostImage(form.picture, maxBytes) : null;
        const picture = rendered ? await storePostImage(app.storage, bucket, postId, rendered) : null;
        let dropped: string[] = [];
        try {
          await db.transaction().execute(async (trx) => {
            const post = await lockedPost(trx, postId);
            if (post.author_id !== authorId) throw forbidden(NOT_POST_AUTHOR);
            // A new image or a video link replaces the old image; removePicture drops it.
            const replaceImage = picture !== null || form.youtubeId !== null || form.removePicture;
            await updatePost(trx, postId, {
              text: form.text,
              picture: replaceImage ? picture : post.picture,
              youtubeId: picture ? null : form.youtubeId,
            });
            if (replaceImage) dropped = postImageKeys(post.picture);
          });
        } catch (error) {
          removeLater(postImageKeys(picture));
          throw error;
        }
        removeLater(dropped);
        return posts.view(postId, authorId);
      },

      async remove(authorId, postId, context) {
        const removed = await db.transaction().execute(async (trx) => {
          const post = await lockedPost(trx, postId);
          if (post.author_id !== authorId) throw forbidden(NOT_POST_AUTHOR);
          await deletePost(trx, postId);
          // A post an operator hid has left the count already.
          if (!post.hidden_at) await countPostRemoved(trx, authorId);
          // The followers' "shared a new post: …" quote a text that no longer exists.
          await writeEvent(trx, PostDeleted, { postId, authorId }, context);
          return post;
        });
        removeLater(postImageKeys(removed.picture));
      },

      async open(viewerId, postId, intent) {
        const row = isPostId(postId) ? await postRow(db, postId) : undefined;
        if (!row) throw notFound(POST_NOT_FOUND);
        // Hidden by an operator: there for its author only.
        if (row.hidden_at && row.author_id !== viewerId) throw notFound(POST_NOT_FOUND);
        await app.audience.assert(viewerId, row.author_id, intent, { notFoundMessage: POST_NOT_FOUND });
        return row;
      },

      async view(postId, viewerId) {
        const row = await posts.open(viewerId, postId, 'view-content');
        const [view] = await postViews(db, app.audience, [row], viewerId);
        if (!view) throw notFound(POST_NOT_FOUND);
        return view;
      },

      async toggleLike(viewerId, postId, context) {
        await posts.open(viewerId, postId, 'interact');
        const outcome = await db.transaction().execute(async (trx) => {
          const post = await lockedPost(trx, postId);
          const removed = await deleteLike(trx, postId, viewerId);
          if (!removed) await insertLike(trx, postId, viewerId);
          const likesCount = await changeLikesCount(trx, postId, removed ? -1 : 1);
          const liked = !removed;
          if (liked && post.author_id !== viewerId) {
            await writeEvent(
              trx,
              PostLiked,
              { postId, authorId: post.author_id, excerpt: excerptOf(post.text), likerId: viewerId },
              context,
            );
          }
          return { liked, likesCount };
        });
        return outcome;
      },

      async toggleHidden(viewerId, postId) {
        await posts.open(viewerId, postId, 'view-content');
        return db.transaction().execute(async (trx) => {
          await lockedPost(trx, postId);
          if (await deleteHide(trx, postId, viewerId)) return { hidden: false };
          await insertHide(trx, postId, viewerId);
          return { hidden: true };
        });
      },
    };

    app.decorate('posts', posts);
  },
  { name: 'posts', dependencies: ['database', 'outbox', 'storage', 'audience'] },
);
