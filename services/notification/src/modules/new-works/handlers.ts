import { ArtworkCreated, ArtworkDeleted, ArtworkUpdated, ContentHidden } from '@art/contracts';
import { on } from '@art/kit';
import { isUuid } from '../../db/member-ids.js';
import type { NotificationDatabase } from '../../db/tables.js';
import { deleteNewWorkNotifications } from '../notifications/queries/index.js';
import { storeForFollowers } from '../notifications/store.js';
import { forgetNewWork, hideNewWork, isSuspended, recordNewWork, refreshNewWork } from './queries.js';
import { artworkLink, newWorkMessage } from './rules.js';

export interface NewWorkOptions {
  /** A new work tells at most this many followers of its studio (POST_FANOUT_LIMIT, as new posts). */
  fanOutLimit: number;
}

/**
 * A studio lists an artwork: each current follower is told in the app ("<studio> listed a new
 * work: <name>"), and the work is kept for their daily digest. Whom to tell is the `follows`
 * projection, as for new posts: a block ends the follow both ways in social, so a blocked member
 * (or a blocked studio) hears nothing. A suspended studio's work (hidden from everyone) tells
 * nobody. Edits refresh the digest's copy; a deletion takes it out.
 */
export function newWorkHandlers(options: NewWorkOptions) {
  return {
    ...on<typeof ArtworkCreated, NotificationDatabase>(ArtworkCreated, async (event, { trx }) => {
      const { artworkId, authorId, slug, name, thumbnail } = event.data;
      if (!isUuid(authorId) || (await isSuspended(trx, authorId))) return;
      await recordNewWork(trx, {
        artworkId,
        authorId,
        slug,
        name,
        thumbnail,
        listedAt: new Date(event.occurredAt),
      });
      await storeForFollowers(trx, authorId, options.fanOutLimit, {
        type: 'other',
        message: newWorkMessage(name),
        link: artworkLink(slug),
        image: thumbnail,
        eventId: event.id,
        kind: 'new-work',
        detail: name,
      });
    }),
    ...on<typeof ArtworkUpdated, NotificationDatabase>(ArtworkUpdated, async (event, { trx }) => {
      const { artworkId, slug, name, thumbnail } = event.data;
      await refreshNewWork(trx, artworkId, { slug, name, thumbnail });
    }),
    ...on<typeof ArtworkDeleted, NotificationDatabase>(ArtworkDeleted, async (event, { trx }) => {
      await forgetNewWork(trx, event.data.artworkId);
    }),
  };
}

/**
 * An artwork hidden by an operator disappears for everyone but its owner: the digest no longer
 * lists it, and the followers' notifications of it are taken away (they would lead nowhere).
 */
export function hiddenWorkHandlers() {
  return on<typeof ContentHidden, NotificationDatabase>(ContentHidden, async (event, { trx }) => {
    const { targetType, targetId } = event.data;
    if (targetType !== 'artwork') return;
    const slug = await hideNewWork(trx, targetId);
    if (slug !== undefined) await deleteNewWorkNotifications(trx, artworkLink(slug));
  });
}
