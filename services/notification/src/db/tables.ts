import type { KitTables } from '@art/kit';
import type { ColumnType, Generated } from 'kysely';
import type { MailKind } from '../modules/mail/kinds.js';

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

/** One thing a member is told about in the app. */
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
  /** 'no' (new) and 'seen' (listed once) count as unread; only 'yes' (opened) does not. */
  read: Generated<'no' | 'seen' | 'yes'>;
  event_id: string | null;
  created_at: Generated<Date>;
  /** Likes of one item are grouped while unread: `post-like:<post id>`, `artwork-like:<artwork id>`. */
  group_key: string | null;
  /** A follow request's id (what POST /user/approvefollow takes); null once approved. */
  follow_request_id: string | null;
  /** A kind the page words in the reader's language (moderation's, migration 0106); null: `message`. */
  kind: ColumnType<string | null, string | null | undefined, string | null>;
  /** The kind's detail: a reason, an outcome. */
  detail: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The people counted in a grouped notification, each once, and the events that counted them. */
export interface NotificationActorsTable {
  notification_id: string;
  actor_id: string;
  event_id: string;
  created_at: Generated<Date>;
}

/** Projection of identity's users: what a notification shows of its sender. */
export interface UsersTable {
  id: string;
  name: string;
  slug: string;
  picture: string;
  version: number;
  /** Suspended by an operator (identity's snapshot; migration 0106). */
  suspended: Generated<boolean>;
}

/** Projection of social's follows, for the fan-out of a new post to the author's followers. */
export interface FollowsTable {
  follower_id: string;
  artist_id: string;
  following: boolean;
  /** When the event that set `following` happened; an older event changes nothing. */
  changed_at: Date;
}

/** A kind of mail a member turned off. */
export interface MailOptOutsTable {
  user_id: string;
  kind: MailKind;
  created_at: Generated<Date>;
}

/** An artwork a studio listed, kept for the daily digest of its followers (decision 0041). */
export interface NewWorksTable {
  artwork_id: string;
  author_id: string;
  slug: string;
  name: string;
  thumbnail: string;
  /** When the artwork was listed (the event's time). */
  listed_at: Date;
  /** Hidden by an operator: no digest lists it any more. */
  hidden: Generated<boolean>;
}

/** A post hidden by an operator or deleted by its author: its new-post notifications are gone for good. */
export interface RemovedPostsTable {
  post_id: string;
  removed_at: Generated<Date>;
}

/** How far a member's digest of new works has gone: works listed after `sent_until` are still to tell. */
export interface DigestCursorsTable {
  user_id: string;
  sent_until: Date;
}

/** Catalogue's exhibitions as far as their reminders need them (from the follow and change events). */
export interface ExhibitionsTable {
  id: string;
  slug: string;
  title: string;
  starts_at: Date;
  ends_at: Date;
  /** Deleted by an operator: no reminder any more. */
  deleted: Generated<boolean>;
  /** When the event that wrote this happened; an older one changes nothing. */
  changed_at: Date;
  /**
   * The linked studio's slug as catalogue's last change event named it: '' none, null not known
   * (the row came from a follow; migration 0110).
   */
  artist_slug: ColumnType<string | null, string | null | undefined, string | null>;
  /** The linked studio's id, when the users projection knew the slug at that event. */
  artist_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Social's blocks, as social wrote them (blocker → blocked): a reminder skips both sides. */
export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
}

/** Who follows an exhibition, as of `changed_at` (an older event never overrides a newer one). */
export interface ExhibitionFollowsTable {
  exhibition_id: string;
  user_id: string;
  following: boolean;
  changed_at: Date;
}

/** A reminder that went out: each kind once per exhibition, whatever restarts and instances. */
export interface ExhibitionRemindersTable {
  exhibition_id: string;
  kind: 'opening' | 'closing-soon';
  event_id: string;
  sent_at: Generated<Date>;
}

export interface NotificationDatabase extends KitTables {
  mail_log: MailLogTable;
  notifications: NotificationsTable;
  notification_actors: NotificationActorsTable;
  users: UsersTable;
  follows: FollowsTable;
  mail_opt_outs: MailOptOutsTable;
  new_works: NewWorksTable;
  removed_posts: RemovedPostsTable;
  digest_cursors: DigestCursorsTable;
  exhibitions: ExhibitionsTable;
  exhibition_follows: ExhibitionFollowsTable;
  exhibition_reminders: ExhibitionRemindersTable;
  blocks: BlocksTable;
}
