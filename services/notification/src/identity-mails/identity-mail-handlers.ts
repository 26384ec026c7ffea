import {
  type EventData,
  PasswordResetRequested,
  StudioRequested,
  UserVerified,
  VerificationRequested,
} from '@art/contracts';
import { on } from '@art/kit';
import type { NotificationDatabase } from '../db/tables.js';
import type { MailQueue } from '../mail/mail-job.js';
import { requestMail } from '../mail/request-mail.js';

export interface IdentityMailDeps {
  mailQueue: MailQueue;
  /** The marketplace's public origin, for links in mails. */
  publicUrl: string;
}

/** Minutes a code or link stays valid, counted from when identity issued it. */
function validForMinutes(occurredAt: string, expiresAt: string): number {
  return Math.max(1, Math.round((Date.parse(expiresAt) - Date.parse(occurredAt)) / 60_000));
}

/** Which identity events become which mail. */
export function identityMailHandlers({ mailQueue, publicUrl }: IdentityMailDeps) {
  const origin = publicUrl.replace(/\/+$/, '');
  return {
    ...on<typeof VerificationRequested, NotificationDatabase>(VerificationRequested, async (event, { trx }) => {
      const data: EventData<typeof VerificationRequested> = event.data;
      await requestMail(trx, mailQueue, {
        kind: 'verification-code',
        to: data.email,
        eventId: event.id,
        requestId: event.requestId,
        props: {
          name: data.name,
          code: data.code,
          expiresInMinutes: validForMinutes(event.occurredAt, data.expiresAt),
        },
      });
    }),
    ...on<typeof PasswordResetRequested, NotificationDatabase>(PasswordResetRequested, async (event, { trx }) => {
      const data: EventData<typeof PasswordResetRequested> = event.data;
      await requestMail(trx, mailQueue, {
        kind: 'password-reset',
        to: data.email,
        eventId: event.id,
        requestId: event.requestId,
        props: {
          name: data.name,
          // The shell's reset screen lives at /resetpassword/:token (spec, reset password).
          resetUrl: `${origin}/resetpassword/${encodeURIComponent(data.token)}`,
          expiresInMinutes: validForMinutes(event.occurredAt, data.expiresAt),
        },
      });
    }),
    ...on<typeof UserVerified, NotificationDatabase>(UserVerified, async (event, { trx }) => {
      const data: EventData<typeof UserVerified> = event.data;
      await requestMail(trx, mailQueue, {
        kind: 'welcome',
        to: data.email,
        eventId: event.id,
        requestId: event.requestId,
        props: { name: data.name, marketplaceUrl: `${origin}/` },
      });
    }),
    ...on<typeof StudioRequested, NotificationDatabase>(StudioRequested, async (event, { trx }) => {
      const data: EventData<typeof StudioRequested> = event.data;
      await requestMail(trx, mailQueue, {
        kind: 'studio-request-received',
        to: data.email,
        eventId: event.id,
        requestId: event.requestId,
        props: { name: data.name, message: data.message },
      });
    }),
  };
}
