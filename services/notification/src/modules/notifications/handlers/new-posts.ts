import { ContentHidden, PostCreated, PostDeleted } from '@art/contracts';
import { on } from '@art/kit';
import { isUuid } from '../../../db/member-ids.js';
import type { NotificationDatabase } from '../../../db/tables.js';
import { isSuspended } from '../../new-works/queries.js';
import { deletePostNotifications, isRemovedPost, recordRemovedPost } from '../queries/index.js';
import { newPostMessage } from '../rules.js';
import { storeForFollowers } from '../store.js';
import { postLink } from './engagement.js';

export interface NewPostOptions {
  /** A new post tells at most this many followers of its author (POST_FANOUT_LIMIT). */
  fanOutLimit: number;
}

/**
 * A new post tells the author's followers (fan-out on write, at most `fanOutLimit`), from the
 * projection of follows kept here (the members module keeps it from social's follows). A suspended
 * author's post is hidden from everyone, so it tells nobody, as a suspended studio's new work. A
 * post its author deleted takes every notification of it away (the followers' quote its text);
 * either way a post gone before its PostCreated is handled (a redelivery) tells nobody.
 */
export function newPostHandlers(options: NewPostOptions) {
  return {
    ...on<typeof PostCreated, NotificationDatabase>(PostCreated, async (event, { trx }) => {
      const { authorId, postId, excerpt } = event.data;
      if (!isUuid(authorId) || !isUuid(postId)) return;
      if ((await isSuspended(trx, authorId)) || (await isRemovedPost(trx, postId))) return;
      await storeForFollowers(trx, authorId, options.fanOutLimit, {
        type: 'post',
        message: newPostMessage(excerpt),
        link: postLink(postId),
        image: '',
        eventId: event.id,
      });
    }),
    ...on<typeof PostDeleted, NotificationDatabase>(PostDeleted, async (event, { trx }) => {
      const { postId } = event.data;
      if (!isUuid(postId)) return;
      await recordRemovedPost(trx, postId);
      await deletePostNotifications(trx, postLink(postId));
    }),
  };
}

/**
 * A post hidden by an operator is gone for everyone but its author (decision 0034): the
 * followers' "shared a new post: …" of it are taken away, as a hidden artwork's "listed a new
 * work". The author's own (likes, comments of it) stay: they still read the post. Un-hiding is no
 * event yet (neither for artworks): what was taken away stays away.
 */
export function hiddenPostHandlers() {
  return on<typeof ContentHidden, NotificationDatabase>(ContentHidden, async (event, { trx }) => {
    const { targetType, targetId, ownerId } = event.data;
    if (targetType !== 'post' || !isUuid(targetId) || !isUuid(ownerId)) return;
    await recordRemovedPost(trx, targetId);
    await deletePostNotifications(trx, postLink(targetId), ownerId);
  });
}
