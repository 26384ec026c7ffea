import { CHAT_GROUP_MAX_OTHERS, CHAT_GROUP_MIN_OTHERS, CHAT_GROUP_NAME_MAX } from '@art/contracts';
import { messagingEndpoints as endpoints } from '@art/contracts/endpoints';
import { assertNoNulCharacter, badRequest } from '@art/kit';

/** The conversation list holds at most this many rooms, most recent first. */
export const ROOMS_CAP = 500;

/** Every room route and socket event answers this for a room the viewer is not in (or that is not there). */
export const ROOM_NOT_FOUND = 'Conversation not found';
/** Opening a room or a group with someone messaging has never heard of. */
export const USER_NOT_FOUND = 'User not found';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** The key that makes a pair's one-to-one room unique, whoever opens it. */
export const pairKey = (a: string, b: string) => [a, b].sort().join(':');

const groupMessages = endpoints.createGroup.messages;

/** A group's name and its other participants (deduplicated, the creator left out), checked. */
export function checkedGroup(creatorId: string, name: unknown, participants: unknown) {
  if (typeof name !== 'string' || !name.trim()) throw badRequest(groupMessages.nameRequired);
  assertNoNulCharacter(name);
  const trimmed = name.trim();
  if (trimmed.length > CHAT_GROUP_NAME_MAX) throw badRequest(groupMessages.nameTooLong);
  const list = Array.isArray(participants) ? participants : [];
  const others = [...new Set(list.filter((id): id is string => typeof id === 'string' && id !== creatorId))];
  if (others.length < CHAT_GROUP_MIN_OTHERS) throw badRequest(groupMessages.tooSmall);
  if (others.length > CHAT_GROUP_MAX_OTHERS) throw badRequest(groupMessages.tooLarge);
  return { name: trimmed, others };
}
