import { type Static, Type } from 'typebox';
import { MessageType } from './messaging-events.js';

// The messaging area's requests and answers as the screens send and read them (chat rooms, messages).

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** A participant as the conversation list and the thread header show them (messaging's projection). */
export const ChatMember = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  picture: Type.String(),
  role: Type.Integer(),
});
export type ChatMember = Static<typeof ChatMember>;

/**
 * A message across a block between its sender and the viewer, in a group: shown collapsed, its
 * words and picture withheld. `you-blocked`: the viewer blocked the sender; `blocked-you`: the
 * sender blocked the viewer.
 */
export const CollapsedBy = Type.Union([Type.Literal('you-blocked'), Type.Literal('blocked-you')]);
export type CollapsedBy = Static<typeof CollapsedBy>;

export const LastMessage = Type.Object({
  message: Type.String(),
  messageType: MessageType,
  from: Type.String(),
  collapsed: Type.Optional(CollapsedBy),
});

export const ChatRoom = Type.Object({
  _id: Type.String(),
  type: Type.Union([Type.Literal('normal'), Type.Literal('group')]),
  /** A group's name; '' for one-to-one rooms (the screen shows the other person's name). */
  name: Type.String(),
  participants: Type.Array(ChatMember),
  isBlocked: Type.Boolean(),
  /** Who blocked the room (only they may unblock), or null. */
  blockBy: Nullable(Type.String()),
  lastMessage: Nullable(LastMessage),
  updatedAt: Type.String(),
  /** Whether the viewer has seen the last message. */
  seen: Type.Boolean(),
  /**
   * Messages others said (text, pictures) after the viewer's read mark, counted up to
   * UNREAD_COUNT_CAP; a member across a block from the viewer counts for nothing.
   */
  unread: Type.Integer({ minimum: 0 }),
});
export type ChatRoom = Static<typeof ChatRoom>;

export const ChatMessage = Type.Object({
  _id: Type.String(),
  room: Type.String(),
  postedBy: ChatMember,
  /** The text, or the picture's address for `image`; for `left`/`join` the member's name. */
  message: Type.String(),
  messageType: MessageType,
  /** Set when the message is shown collapsed to this viewer (then `message` is only the notice). */
  collapsed: Type.Optional(CollapsedBy),
  /** Ids of the users who have seen it (the sender included). */
  seen: Type.Array(Type.String()),
  createdAt: Type.String(),
});
export type ChatMessage = Static<typeof ChatMessage>;

/** `GET /rooms/{roomId}/messages?per_page=20&page=N`: page 1 is the newest; each page oldest first. */
export const MessagePage = Type.Object({
  status: Type.String(),
  allMessage: Type.Object({ messages: Type.Array(ChatMessage), total_page: Type.Integer({ minimum: 0 }) }),
  room: ChatRoom,
});
export type MessagePage = Static<typeof MessagePage>;

export const CHAT_PAGE_SIZE = 20;
/** The most messages one page of a thread may ask for. */
export const CHAT_PER_PAGE_MAX = 100;
/** "Messages by room" answers at most the newest this many, oldest first. */
export const CHAT_HISTORY_CAP = 500;
/** A message's text, after trimming. */
export const CHAT_MESSAGE_MAX = 5000;
/** A group's name, after trimming, and how many others it holds besides its creator. */
export const CHAT_GROUP_NAME_MAX = 60;
export const CHAT_GROUP_MIN_OTHERS = 2;
export const CHAT_GROUP_MAX_OTHERS = 50;
/** Chat pictures: at most 3,000,000 bytes (the refusal says "less than 3MB", in decimal megabytes). */
export const CHAT_PICTURE_MAX_BYTES = 3_000_000;
export const CHAT_MESSAGES = {
  blockedByOther: 'You cannot send message to this user',
  blockedByYou: 'Please unblock to send the message',
  pictureTooLarge: 'Attached Image must be less than 3MB',
  collapsedYouBlocked: 'Message from a member you blocked',
  collapsedBlockedYou: 'Message from a member you cannot interact with',
} as const;

/** A conversation's unread messages are counted up to this many (the screens show 99+ above 99). */
export const UNREAD_COUNT_CAP = 100;

/** `GET /rooms/unread`: the header's count, also pushed live as `unread-count`. */
export const ChatUnreadCount = Type.Object({
  status: Type.String(),
  /** Unread messages in all the viewer's listed conversations (each counted up to UNREAD_COUNT_CAP). */
  total: Type.Integer({ minimum: 0 }),
  /** How many conversations have unread messages. */
  conversations: Type.Integer({ minimum: 0 }),
});
export type ChatUnreadCount = Static<typeof ChatUnreadCount>;

/** A search of one's conversations: 1 to 100 characters after trimming. */
export const CHAT_SEARCH_MAX = 100;
/** Conversations a search names (by their name or a participant's), at most. */
export const CHAT_SEARCH_ROOMS_MAX = 20;
/** Message hits per page of a search. */
export const CHAT_SEARCH_PAGE_SIZE = 20;

/** A message a search found, with enough of its conversation to show and open it. */
export const ChatSearchHit = Type.Object({
  _id: Type.String({ description: "The message's id" }),
  room: Type.String({ description: "The conversation's id" }),
  roomType: Type.Union([Type.Literal('normal'), Type.Literal('group')]),
  /** The group's name, or the other person's name in a one-to-one conversation. */
  roomName: Type.String(),
  postedBy: ChatMember,
  message: Type.String(),
  createdAt: Type.String(),
});
export type ChatSearchHit = Static<typeof ChatSearchHit>;

/** `GET /rooms/search?q=&page=`: conversations named like it (page 1 only) and messages saying it, newest first. */
export const ChatSearchAnswer = Type.Object({
  status: Type.String(),
  conversations: Type.Array(ChatRoom),
  messages: Type.Array(ChatSearchHit),
  page: Type.Integer({ minimum: 1 }),
  /** Whether a next page of messages exists. */
  hasMore: Type.Boolean(),
});
export type ChatSearchAnswer = Static<typeof ChatSearchAnswer>;

/** One participant's presence as the viewer may see it. */
export const ChatPresence = Type.Object({
  userId: Type.String(),
  online: Type.Boolean(),
  /** When they were last online (null: never, as far as the chat knows). */
  lastSeen: Nullable(Type.String()),
});
export type ChatPresence = Static<typeof ChatPresence>;

/**
 * `GET /rooms/:roomId/presence`: the other participants whose presence the viewer may see (none
 * across a block, none who hide it, and none at all while the viewer hides their own: `hidden`).
 */
export const ChatPresenceAnswer = Type.Object({
  status: Type.String(),
  /** The viewer hides their own presence, so they see nobody's. */
  hidden: Type.Boolean(),
  presence: Type.Array(ChatPresence),
});
export type ChatPresenceAnswer = Static<typeof ChatPresenceAnswer>;

/** A member's chat settings (`GET` / `PATCH /chat/settings`). */
export const ChatSettings = Type.Object({
  status: Type.String(),
  /** Whether others see when they are online and when they were last seen (they then see nobody's). */
  showPresence: Type.Boolean(),
});
export type ChatSettings = Static<typeof ChatSettings>;

/** A room as a path names it. */
export const ChatRoomId = Type.String({ format: 'uuid', description: "The room's id" });

/** A user's id as a chat body names it (the viewer's own, where the body repeats who acts). */
export const ChatUserId = (description: string) => Type.String({ minLength: 1, maxLength: 100, description });

/** A room change's answer: `{status, message}`. */
export const ChatDone = Type.Object({ status: Type.String(), message: Type.String() });

/** Opening or creating a room answers it. */
export const ChatRoomAnswer = Type.Object({ status: Type.String(), room: ChatRoom });

/** `POST /message/picture`: the stored picture's address, sent afterwards as an `image` message. */
export const ChatPictureAnswer = Type.Object({
  status: Type.String(),
  message: Type.String({ description: "The picture's address" }),
});
