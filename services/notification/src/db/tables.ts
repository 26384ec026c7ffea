import type { KitTables } from '@art/kit';
import type { Generated } from 'kysely';
import type { MailKind } from '../mail/mail-kinds.js';

/** One row per mail this service decided to send: which event asked for it and its queue job. */
export interface MailLogTable {
  job_id: string;
  event_id: string;
  kind: MailKind;
  /** Null until the worker looked it up, for mails whose event carries only ids. */
  recipient: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
  last_error: string | null;
}

/** One thing a member is told about in the app (spec: Notification). */
export interface NotificationsTable {
  id: Generated<string>;
  /** The recipient. */
  user_id: string;
  type: 'follow' | 'post' | 'other';
  /** Who did it (the liker, the commenter); null for the marketplace itself. */
  sender_id: string | null;
  message: string;
  link: Generated<string>;
  image: Generated<string>;
  /** 'no' and 'seen' count as unread (spec). */
  read: Generated<'no' | 'seen' | 'yes'>;
  event_id: string | null;
  created_at: Generated<Date>;
}

export interface NotificationDatabase extends KitTables {
  mail_log: MailLogTable;
  notifications: NotificationsTable;
}
