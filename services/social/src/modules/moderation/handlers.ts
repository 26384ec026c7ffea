import { ContentHidden } from '@art/contracts';
import { on } from '@art/kit';
import type { SocialTables } from '../../db/schema.js';
import { hideComment } from '../comments/queries.js';
import { hidePost } from '../posts/queries.js';
import { isPostId } from '../posts/rules.js';

/**
 * Moderation's decisions on social's content: a post or a post's comment an operator hid is seen
 * by its author only, from every feed, profile tab, detail and count, at once (nothing is deleted).
 * Other targets belong to other areas (artworks and their comments: catalogue); a suspension
 * travels in identity's snapshot (users.suspended, read by the audience).
 */
export const moderationHandlers = {
  ...on<typeof ContentHidden, SocialTables>(ContentHidden, async (event, { trx }) => {
    const { targetType, targetId, reason } = event.data;
    // Social's post and comment ids are uuids: another id names nothing here.
    if (!isPostId(targetId)) return;
    if (targetType === 'post') await hidePost(trx, targetId, reason);
    else if (targetType === 'comment') await hideComment(trx, targetId, reason);
  }),
};
