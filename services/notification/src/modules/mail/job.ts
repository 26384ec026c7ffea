import type { Queue } from 'bullmq';
import type { MailKind, MailProps } from './kinds.js';

export const MAIL_QUEUE_NAME = 'mail';

/**
 * What the worker must ask identity for at send time: a secret (a code, a reset token) never
 * rides in the queue, and the events that ask for such mails carry only ids.
 */
export type MailLookup =
  | { kind: 'verification-code'; userId: string; codeId: string }
  | { kind: 'reset-token'; userId: string; tokenId: string }
  | { kind: 'recipient'; userId: string };

/** A `mail` job: the job's name is its kind, the data says to whom and what goes in it. */
export interface MailJobData<K extends MailKind = MailKind> {
  /** The recipient when the event named it; otherwise the lookup finds it. */
  to?: string;
  eventId: string;
  requestId?: string;
  /** What the event gave; the lookup adds the rest at send time. */
  props: Partial<MailProps[K]>;
  lookup?: MailLookup;
  /**
   * The member a job without a lookup goes to: only their language is read from identity when it
   * is sent. Absent for a mailbox (support, a studio's address) or a guest: those read English.
   */
  recipientId?: string;
}

export type MailQueue = Queue<MailJobData, void, MailKind>;

/**
 * One job per (kind, event): BullMQ ignores an add whose jobId it still holds, so an event handled
 * twice never sends a second mail. BullMQ refuses ':' in custom ids, hence the dot. An event that
 * asks for several mails of one kind (one per artist of an order) names each by `key`.
 */
export function mailJobId(kind: MailKind, eventId: string, key?: string): string {
  return key ? `${kind}.${eventId}.${key}` : `${kind}.${eventId}`;
}
