import { CHAT_MESSAGES } from '@art/contracts';
import { AppError, AUDIENCE_REFUSALS, assertNoNulCharacter, badRequest } from '@art/kit';

/** Limits the spec leaves open (docs in README.md). */
export const GROUP_NAME_MAX = 60;
export const GROUP_MIN_OTHERS = 2;
export const GROUP_MAX_OTHERS = 50;
export const MESSAGE_MAX = 5000;
/** "Messages by room" answers at most the newest this many, oldest first. */
export const HISTORY_CAP = 500;
/** The conversation list holds at most this many rooms, most recent first. */
export const ROOMS_CAP = 500;
export const PER_PAGE_MAX = 100;

export const ROOM_NOT_FOUND = 'Conversation not found';
export const USER_NOT_FOUND = 'User not found';
export const NOT_YOURSELF = 'You cannot start a conversation with yourself';
export const ONLY_AS_YOURSELF = 'You can only act on conversations as yourself';
export const ONLY_OWN_ROOMS = 'You can only list your own conversations';
export const CANNOT_LEAVE_DIRECT = 'A one-to-one conversation cannot be left; block it instead';
export const ONLY_DIRECT_BLOCK = 'Only one-to-one conversations can be blocked';
export const BLOCKED_BY_OTHER_ALREADY = 'The other person has already blocked these messages';
export const NOT_BLOCKED = 'Messages are not blocked';
export const ONLY_BLOCKER_UNBLOCKS = 'Only the person who blocked the messages can unblock them';
export const SOCIAL_BLOCK_BY_YOU = 'You blocked this user: unblock them on your blocked users page first';
export const MESSAGE_REQUIRED = 'Message cannot be empty';
export const MESSAGE_TOO_LONG = `A message can have at most ${MESSAGE_MAX} characters`;
export const MESSAGE_TYPE = 'messageType must be text or image';
export const IMAGE_MESSAGE = 'An image message must be a picture uploaded with /message/picture';
export const GROUP_NAME_REQUIRED = 'Group name is required';
export const GROUP_NAME_TOO_LONG = `Group name must be at most ${GROUP_NAME_MAX} characters`;
export const GROUP_TOO_SMALL = `A group needs at least ${GROUP_MIN_OTHERS} other participants`;
export const GROUP_TOO_LARGE = `A group can have at most ${GROUP_MAX_OTHERS} other participants`;
export const PICTURE_REQUIRED = 'Please attach a picture';

export { CHAT_MESSAGES };

/**
 * A chat refused across a block: the audience's code (403 `blocked`, as every write across a block
 * answers), in the spec's words for the side the caller is on.
 */
export function blockedChat(message: string): AppError {
  return new AppError(403, AUDIENCE_REFUSALS.blocked.status, message);
}

/** The spec's message for a picture over the limit, in the decimal megabytes the spec counts. */
export function pictureTooLargeMessage(maxBytes: number): string {
  const megabytes = Math.round((maxBytes / 1_000_000) * 10) / 10;
  return `Attached Image must be less than ${megabytes}MB`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export type SendableType = 'text' | 'image';

export interface MessageInput {
  message: unknown;
  messageType?: unknown;
}

/**
 * A message as a user may send it (HTTP or socket): text of 1 to MESSAGE_MAX characters after
 * trimming, or the address of a chat picture this service stored for the sender (`pictureAddress`
 * gives the address to store, or null when it is not one).
 */
export function checkedMessage(
  input: MessageInput,
  pictureAddress: (address: string) => string | null,
): { message: string; messageType: SendableType } {
  const messageType = input.messageType ?? 'text';
  if (messageType !== 'text' && messageType !== 'image') throw badRequest(MESSAGE_TYPE);
  if (typeof input.message !== 'string') throw badRequest(MESSAGE_REQUIRED);
  assertNoNulCharacter(input.message);
  const message = input.message.trim();
  if (!message) throw badRequest(MESSAGE_REQUIRED);
  if (message.length > MESSAGE_MAX) throw badRequest(MESSAGE_TOO_LONG);
  if (messageType === 'text') return { message, messageType };
  const address = pictureAddress(message);
  if (address === null) throw badRequest(IMAGE_MESSAGE);
  return { message: address, messageType };
}

/** A group's name and its other participants (deduplicated, the creator left out), checked. */
export function checkedGroup(creatorId: string, name: unknown, participants: unknown) {
  if (typeof name !== 'string' || !name.trim()) throw badRequest(GROUP_NAME_REQUIRED);
  assertNoNulCharacter(name);
  const trimmed = name.trim();
  if (trimmed.length > GROUP_NAME_MAX) throw badRequest(GROUP_NAME_TOO_LONG);
  const list = Array.isArray(participants) ? participants : [];
  const others = [...new Set(list.filter((id): id is string => typeof id === 'string' && id !== creatorId))];
  if (others.length < GROUP_MIN_OTHERS) throw badRequest(GROUP_TOO_SMALL);
  if (others.length > GROUP_MAX_OTHERS) throw badRequest(GROUP_TOO_LARGE);
  return { name: trimmed, others };
}
