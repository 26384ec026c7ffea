import {
  type EventData,
  PasswordChanged,
  PasswordResetRequested,
  StudioRequested,
  UserVerified,
  VerificationRequested,
} from '@art/contracts';
import { on } from '@art/kit';
import type { NotificationDatabase } from '../../../db/tables.js';
import type { MailQueue } from '../job.js';
import { requestMail } from '../request.js';

export interface AccountMailDeps {
  mailQueue: MailQueue;
  /** The marketplace's public origin, for links in mails. */
  publicUrl: string;
}

/** Which identity events become which mail. */
export function accountMailHandlers({ mailQueue, publicUrl }: AccountMailDeps) {
  const origin = publicUrl.replace(/\/+$/, '');
  return {
    // These events carry ids only: the worker reads the code, the link's token and the address
    // from identity when it sends the mail, so no secret is ever stored in a job.
    ...on<typeof VerificationRequested, NotificationDatabase>(VerificationRequested, async (event, { trx }) => {
      const data: EventData<typeof VerificationRequested> = event.data;
      await requestMail(trx, mailQueue, {
        kind: 'verification-code',
        eventId: event.id,
        requestId: event.requestId,
        props: {},
        lookup: { kind: 'verification-code', userId: data.userId, codeId: data.codeId },
      });
    }),
    ...on<typeof PasswordResetRequested, NotificationDatabase>(PasswordResetRequested, async (event, { trx }) => {
      const data: EventData<typeof PasswordResetRequested> = event.data;
      await requestMail(trx, mailQueue, {
        kind: 'password-reset',
        eventId: event.id,
        requestId: event.requestId,
        props: {},
        lookup: { kind: 'reset-token', userId: data.userId, tokenId: data.tokenId },
      });
    }),
    ...on<typeof PasswordChanged, NotificationDatabase>(PasswordChanged, async (event, { trx }) => {
      const data: EventData<typeof PasswordChanged> = event.data;
      await requestMail(trx, mailQueue, {
        kind: 'password-changed',
        eventId: event.id,
        requestId: event.requestId,
        // The shell's "forgot password" screen (/resetpassword).
        props: { resetRequestUrl: `${origin}/resetpassword` },
        lookup: { kind: 'recipient', userId: data.userId },
      });
    }),
    ...on<typeof UserVerified, NotificationDatabase>(UserVerified, async (event, { trx }) => {
      const data: EventData<typeof UserVerified> = event.data;
      await requestMail(trx, mailQueue, {
        kind: 'welcome',
        to: data.email,
        // Not for preferences (a welcome cannot be turned off): for the member's language.
        userId: data.userId,
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
        userId: data.userId,
        eventId: event.id,
        requestId: event.requestId,
        props: { name: data.name, message: data.message },
      });
    }),
  };
}
