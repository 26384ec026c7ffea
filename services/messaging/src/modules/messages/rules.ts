import { CHAT_MESSAGE_MAX, type ChatMessage } from '@art/contracts';
import { messagingEndpoints as endpoints } from '@art/contracts/endpoints';
import { AppError, AUDIENCE_REFUSALS, assertNoNulCharacter, badRequest } from '@art/kit';

/**
 * A chat refused across a block: the audience's code (403 `blocked`, as every write across a block
 * answers), worded for the side the caller is on (CHAT_MESSAGES).
 */
export function blockedChat(message: string): AppError {
  return new AppError(403, AUDIENCE_REFUSALS.blocked.status, message);
}

const sendMessages = endpoints.sendMessage.messages;

export type SendableType = 'text' | 'image';

export interface MessageInput {
  message: unknown;
  messageType?: unknown;
}

/**
 * A message as a user may send it (HTTP or socket): text of 1 to CHAT_MESSAGE_MAX characters after
 * trimming, or the address of a chat picture this service stored for the sender (`pictureAddress`
 * gives the address to store, or null when it is not one).
 */
export function checkedMessage(
  input: MessageInput,
  pictureAddress: (address: string) => string | null,
): { message: string; messageType: SendableType } {
  const messageType = input.messageType ?? 'text';
  if (messageType !== 'text' && messageType !== 'image') throw badRequest(sendMessages.badType);
  if (typeof input.message !== 'string') throw badRequest(sendMessages.required);
  assertNoNulCharacter(input.message);
  const message = input.message.trim();
  if (!message) throw badRequest(sendMessages.required);
  if (message.length > CHAT_MESSAGE_MAX) throw badRequest(sendMessages.tooLong);
  if (messageType === 'text') return { message, messageType };
  const address = pictureAddress(message);
  if (address === null) throw badRequest(sendMessages.notAPicture);
  return { message: address, messageType };
}

/** What a member said (text or picture); join and left notices are the room's, never collapsed. */
export const isSaid = (messageType: ChatMessage['messageType']) => messageType === 'text' || messageType === 'image';
