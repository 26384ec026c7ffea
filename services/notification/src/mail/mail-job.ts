import type { Queue } from 'bullmq';
import type { MailKind, MailProps } from './mail-kinds.js';

export const MAIL_QUEUE_NAME = 'mail';

/** A `mail` job: the job's name is its kind, the data says to whom and what goes in it. */
export interface MailJobData<K extends MailKind = MailKind> {
  to: string;
  eventId: string;
  requestId?: string;
  props: MailProps[K];
}

export type MailQueue = Queue<MailJobData, void, MailKind>;

/**
 * One job per (kind, event): BullMQ ignores an add whose jobId it still holds, so an event handled
 * twice never sends a second mail. BullMQ refuses ':' in custom ids, hence the dot.
 */
export function mailJobId(kind: MailKind, eventId: string): string {
  return `${kind}.${eventId}`;
}
