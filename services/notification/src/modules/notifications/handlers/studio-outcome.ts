import { UserBecameArtist } from '@art/contracts';
import { on } from '@art/kit';
import { isUuid } from '../../../db/member-ids.js';
import type { NotificationDatabase } from '../../../db/tables.js';
import { slugOf } from '../../members/queries.js';
import { storeNotification } from '../store.js';

export const STUDIO_APPROVED_MESSAGE = 'Your studio request was approved';

/**
 * The outcome of a studio request: identity makes the applicant an artist (`via: 'studio-request'`)
 * and the applicant is told, with a link to their profile. An artist code makes the user an
 * artist on the spot (the page says so), so that tells nobody.
 */
export function studioOutcomeHandlers() {
  return on<typeof UserBecameArtist, NotificationDatabase>(UserBecameArtist, async (event, { trx }) => {
    const { userId, via } = event.data;
    if (via !== 'studio-request' || !isUuid(userId)) return;
    const slug = await slugOf(trx, userId);
    await storeNotification(trx, {
      userId,
      type: 'other',
      senderId: null,
      message: STUDIO_APPROVED_MESSAGE,
      link: slug ? `/profile/${slug}` : '',
      image: '',
      eventId: event.id,
    });
  });
}
