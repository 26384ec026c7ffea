import { ContentHidden } from '@art/contracts';
import { on } from '@art/kit';
import type { CatalogueTables } from '../../db/schema.js';
import { hideArtwork, recountWorks } from '../artworks/queries.js';
import { isUuid } from '../artworks/rules.js';
import { hideArtworkComment } from '../engagement/queries.js';

/** Called after a change that cached listings show. */
export type ListingsChanged = () => void;

/**
 * Moderation's decisions on catalogue's content: an artwork or an artwork's comment an operator
 * hid is seen by its author only, from every listing, detail, search and count, at once (nothing
 * is deleted, so no ArtworkDeleted: carts keep the line and checkout refuses the piece). Posts and
 * their comments belong to social; a suspension travels in identity's snapshot (users.suspended).
 */
export function moderationHandlers(listingsChanged: ListingsChanged) {
  return {
    ...on<typeof ContentHidden, CatalogueTables>(ContentHidden, async (event, { trx }) => {
      const { targetType, targetId, reason } = event.data;
      // Catalogue's artwork and comment ids are uuids: another id names nothing here.
      if (!isUuid(targetId)) return;
      const context = { actor: event.actor, requestId: event.requestId };
      if (targetType === 'artwork') {
        const authorId = await hideArtwork(trx, targetId, reason);
        if (!authorId) return;
        // The studio's count of works leaves it out (identity and social hear the new count).
        await recountWorks(trx, authorId, context);
        listingsChanged();
      } else if (targetType === 'artwork-comment') {
        if (await hideArtworkComment(trx, targetId, reason)) listingsChanged();
      }
    }),
  };
}
