import { PostCreated } from '@art/contracts';
import { on } from '@art/kit';
import type { NotificationDatabase } from '../../../db/tables.js';
import { newPostMessage } from '../rules.js';
import { storeForFollowers } from '../store.js';
import { postLink } from './engagement.js';

export interface NewPostOptions {
  /** A new post tells at most this many followers of its author (POST_FANOUT_LIMIT). */
  fanOutLimit: number;
}

/**
 * A new post tells the author's followers (fan-out on write, at most `fanOutLimit`), from the
 * projection of follows kept here (the members module keeps it from social's follows).
 */
export function newPostHandlers(options: NewPostOptions) {
  return on<typeof PostCreated, NotificationDatabase>(PostCreated, async (event, { trx }) => {
    const { authorId, postId, excerpt } = event.data;
    await storeForFollowers(trx, authorId, options.fanOutLimit, {
      type: 'post',
      message: newPostMessage(excerpt),
      link: postLink(postId),
      image: '',
      eventId: event.id,
    });
  });
}
