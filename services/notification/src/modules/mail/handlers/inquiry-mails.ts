import { type EventData, InquiryReceived } from '@art/contracts';
import { on } from '@art/kit';
import type { NotificationDatabase } from '../../../db/tables.js';
import type { MailQueue } from '../job.js';
import { requestMail } from '../request.js';
import { type MediaOrigin, ownMediaUrl } from '../rules.js';

export interface InquiryMailDeps {
  mailQueue: MailQueue;
  /** The marketplace team's mailbox (SUPPORT_EMAIL). */
  supportEmail: string;
  /** Only images from here are shown in the mail. */
  media: MediaOrigin;
}

/**
 * A purchase inquiry goes to the studio, when catalogue knows its address, and to support. The
 * artwork's picture is catalogue's own (from its record, never the form); one from anywhere else,
 * in an event from before that rule, is left out.
 */
export function inquiryMailHandlers({ mailQueue, supportEmail, media }: InquiryMailDeps) {
  return on<typeof InquiryReceived, NotificationDatabase>(InquiryReceived, async (event, { trx }) => {
    const data: EventData<typeof InquiryReceived> = event.data;
    const details = {
      kind: data.kind,
      name: data.name,
      email: data.email,
      phone: data.phone,
      message: data.message,
      art: data.art,
      artist: data.artist,
      artImage: ownMediaUrl(data.artImage, media),
    };
    if (data.studioEmail) {
      await requestMail(trx, mailQueue, {
        kind: 'inquiry-studio',
        to: data.studioEmail,
        eventId: event.id,
        requestId: event.requestId,
        props: { audience: 'studio', ...details },
      });
    }
    await requestMail(trx, mailQueue, {
      kind: 'inquiry-support',
      to: supportEmail,
      eventId: event.id,
      requestId: event.requestId,
      props: { audience: 'support', ...details },
    });
  });
}
