import { UserBecameArtist } from '@art/contracts';
import { on } from '@art/kit';
import type { NotificationDatabase } from '../db/tables.js';
import { isUuid } from '../ids.js';
import { storeNotification } from '../notifications/store-notification.js';

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
    const user = await trx.selectFrom('users').select('slug').where('id', '=', userId).executeTakeFirst();
    await storeNotification(trx, {
      userId,
      type: 'other',
      senderId: null,
      message: STUDIO_APPROVED_MESSAGE,
      link: user?.slug ? `/profile/${user.slug}` : '',
      image: '',
      eventId: event.id,
    });
  });
}
