import {
  AccountReinstated,
  AccountSuspended,
  AppealRejected,
  ContentHidden,
  MemberWarned,
  type ReportOutcome,
  ReportResolved,
  StudioRequestRejected,
} from '@art/contracts';
import { on } from '@art/kit';
import { isUuid } from '../../../db/member-ids.js';
import type { NotificationDatabase } from '../../../db/tables.js';
import type { MailQueue } from '../../mail/job.js';
import { requestMail } from '../../mail/request.js';
import { slugOf } from '../../members/queries.js';
import { storeNotification } from '../store.js';

export interface ModerationDeps {
  mailQueue: MailQueue;
  /** The marketplace's public origin, for links in mails. */
  publicUrl: string;
}

/** The English wordings (`message`); the page words each kind in the reader's language. */
export const MODERATION_MESSAGES = {
  studioRejected: (reason: string) => `Your studio request was not approved: ${reason}`,
  contentHidden: (what: string, reason: string) => `Your ${what} was hidden by the moderators: ${reason}`,
  memberWarned: (reason: string) => `You received a warning from the moderators: ${reason}`,
  reportResolved: {
    dismissed: 'We reviewed your report and found no rule broken. Thank you for telling us.',
    hidden: 'We reviewed your report and hid the content. Thank you for telling us.',
    warned: 'We reviewed your report and warned the member. Thank you for telling us.',
    suspended: 'We reviewed your report and suspended the account. Thank you for telling us.',
  } satisfies Record<ReportOutcome, string>,
};

const CONTENT_NAMES = {
  user: 'profile',
  post: 'post',
  comment: 'comment',
  artwork: 'artwork',
  'artwork-comment': 'comment',
} as const;

/**
 * Moderation's decisions, told to the people concerned: the owner of hidden content and a warned
 * member get a notification with the reason; a rejected applicant a notification and a mail; a
 * suspended member a mail (they cannot sign in), another when it is lifted or their appeal is not
 * granted; each reporter of a
 * settled case a notification with the outcome, never who decided nor the reason given to the
 * owner. Ids that are no member's (not uuids) are skipped. The mails are account mails: always sent.
 */
export function moderationHandlers({ mailQueue, publicUrl }: ModerationDeps) {
  const origin = publicUrl.replace(/\/+$/, '');
  return {
    ...on<typeof StudioRequestRejected, NotificationDatabase>(StudioRequestRejected, async (event, { trx }) => {
      const { userId, reason } = event.data;
      if (!isUuid(userId)) return;
      const slug = await slugOf(trx, userId);
      const applyUrl = slug ? `${origin}/${slug}/get-studio` : `${origin}/`;
      await storeNotification(trx, {
        userId,
        type: 'other',
        senderId: null,
        message: MODERATION_MESSAGES.studioRejected(reason),
        link: slug ? `/${slug}/get-studio` : '',
        image: '',
        eventId: event.id,
        kind: 'studio-rejected',
        detail: reason,
      });
      await requestMail(trx, mailQueue, {
        kind: 'studio-rejected',
        userId,
        eventId: event.id,
        requestId: event.requestId,
        props: { reason, applyUrl },
        lookup: { kind: 'recipient', userId },
      });
    }),
    ...on<typeof ContentHidden, NotificationDatabase>(ContentHidden, async (event, { trx }) => {
      const { ownerId, targetType, reason } = event.data;
      if (!isUuid(ownerId)) return;
      await storeNotification(trx, {
        userId: ownerId,
        type: 'other',
        senderId: null,
        message: MODERATION_MESSAGES.contentHidden(CONTENT_NAMES[targetType], reason),
        link: '',
        image: '',
        eventId: event.id,
        kind: 'content-hidden',
        detail: `${targetType}:${reason}`,
      });
    }),
    ...on<typeof MemberWarned, NotificationDatabase>(MemberWarned, async (event, { trx }) => {
      const { userId, reason } = event.data;
      if (!isUuid(userId)) return;
      await storeNotification(trx, {
        userId,
        type: 'other',
        senderId: null,
        message: MODERATION_MESSAGES.memberWarned(reason),
        link: '',
        image: '',
        eventId: event.id,
        kind: 'member-warned',
        detail: reason,
      });
    }),
    ...on<typeof AccountSuspended, NotificationDatabase>(AccountSuspended, async (event, { trx }) => {
      const { userId, reason } = event.data;
      if (!isUuid(userId)) return;
      await requestMail(trx, mailQueue, {
        kind: 'account-suspended',
        userId,
        eventId: event.id,
        requestId: event.requestId,
        props: { reason },
        lookup: { kind: 'recipient', userId },
      });
    }),
    ...on<typeof AccountReinstated, NotificationDatabase>(AccountReinstated, async (event, { trx }) => {
      const { userId, reason } = event.data;
      if (!isUuid(userId)) return;
      await requestMail(trx, mailQueue, {
        kind: 'account-reinstated',
        userId,
        eventId: event.id,
        requestId: event.requestId,
        props: { reason, signInUrl: `${origin}/login` },
        lookup: { kind: 'recipient', userId },
      });
    }),
    ...on<typeof AppealRejected, NotificationDatabase>(AppealRejected, async (event, { trx }) => {
      const { userId, reason } = event.data;
      if (!isUuid(userId)) return;
      await requestMail(trx, mailQueue, {
        kind: 'appeal-rejected',
        userId,
        eventId: event.id,
        requestId: event.requestId,
        props: { reason },
        lookup: { kind: 'recipient', userId },
      });
    }),
    ...on<typeof ReportResolved, NotificationDatabase>(ReportResolved, async (event, { trx }) => {
      const { outcome, reporterIds } = event.data;
      for (const reporterId of new Set(reporterIds)) {
        if (!isUuid(reporterId)) continue;
        await storeNotification(trx, {
          userId: reporterId,
          type: 'other',
          senderId: null,
          message: MODERATION_MESSAGES.reportResolved[outcome],
          link: '',
          image: '',
          eventId: event.id,
          kind: 'report-resolved',
          detail: outcome,
        });
      }
    }),
  };
}
