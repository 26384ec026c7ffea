import type { LastMessage, MessageType } from '@art/contracts';
import type { KitTables } from '@art/kit';
import type { ColumnType, Generated } from 'kysely';
import type { Static } from 'typebox';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint columns come back from pg as strings; written as numbers or strings. */
type Seq = ColumnType<string, number | string | undefined, number | string>;

export type RoomType = 'normal' | 'group';
export type StoredMessageType = Static<typeof MessageType>;
export type StoredLastMessage = Static<typeof LastMessage>;

/** Projection of identity's users: what a chat shows of a participant. */
export interface UsersTable {
  id: string;
  name: string;
  slug: string;
  picture: Generated<string>;
  role: number;
  version: number;
  /** Suspended by an operator (identity's snapshot): nobody writes to them (migration 0502). */
  suspended: Generated<boolean>;
}

/** Projection of social's blocks (social.user.blocked / unblocked). */
export interface UserBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: CreatedAt;
}

export interface RoomsTable {
  id: string;
  type: RoomType;
  /** A group's name; '' for one-to-one rooms. */
  name: Generated<string>;
  /** One-to-one rooms: the two user ids sorted and joined by ':' (unique), null for groups. */
  pair_key: string | null;
  created_by: string;
  is_blocked: Generated<boolean>;
  block_by: string | null;
  last_message: ColumnType<StoredLastMessage | null, string | null | undefined, string | null>;
  /** The seq of the room's newest message (0 while it has none). */
  last_message_seq: Seq;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RoomMembersTable {
  room_id: string;
  user_id: string;
  joined_at: CreatedAt;
  /** Set when the member left a group: they no longer see or receive it. */
  left_at: Timestamp | null;
  /** "Delete conversation": hidden from the member's list until the next message clears it. */
  deleted_at: Timestamp | null;
  /** Messages up to this seq are no longer shown to the member (their deleted history). */
  cleared_seq: Seq;
  /** The member has seen every message up to this seq (their read mark). */
  seen_seq: Seq;
}

export interface MessagesTable {
  id: string;
  /** Global order of messages (bigserial): paging and read marks go by it. */
  seq: Generated<string>;
  room_id: string;
  posted_by: string;
  message: string;
  message_type: StoredMessageType;
  created_at: CreatedAt;
}

/** A member's chat settings (migration 0503); no row: the defaults. */
export interface ChatSettingsTable {
  user_id: string;
  /** Others see when the member is online and was last seen (and the member sees theirs). */
  show_presence: boolean;
  updated_at: Timestamp;
}

export interface MessagingTables extends KitTables {
  users: UsersTable;
  user_blocks: UserBlocksTable;
  rooms: RoomsTable;
  room_members: RoomMembersTable;
  messages: MessagesTable;
  chat_settings: ChatSettingsTable;
}
