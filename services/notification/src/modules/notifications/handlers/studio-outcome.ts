import { UserBecameArtist } from '@art/contracts';
import { on } from '@art/kit';
import { isUuid } from '../../../db/member-ids.js';
import type { NotificationDatabase } from '../../../db/tables.js';
import type { MailQueue } from '../../mail/job.js';
import { requestMail } from '../../mail/request.js';
import { slugOf } from '../../members/queries.js';
import { storeNotification } from '../store.js';

export const STUDIO_APPROVED_MESSAGE = 'Your studio has been approved';

export interface StudioOutcomeDeps {
  mailQueue: MailQueue;
  /** The marketplace's public origin, for links in mails. */
  publicUrl: string;
}

/**
 * The outcome of a studio request: identity makes the applicant an artist (`via: 'studio-request'`,
 * when an operator approves it) and the applicant is told, in a notification with a link to their
 * profile and in a mail (an account mail: always sent). An artist code makes the user an artist on
 * the spot (the page says so), so that tells nobody. A rejection is moderation's event
 * (moderation.ts).
 */
export function studioOutcomeHandlers({ mailQueue, publicUrl }: StudioOutcomeDeps) {
  const origin = publicUrl.replace(/\/+$/, '');
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
      kind: 'studio-approved',
    });
    await requestMail(trx, mailQueue, {
      kind: 'studio-approved',
      userId,
      eventId: event.id,
      requestId: event.requestId,
      props: { uploadUrl: `${origin}/upload` },
      lookup: { kind: 'recipient', userId },
    });
  });
}
