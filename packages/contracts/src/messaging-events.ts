import { Type } from 'typebox';
import { defineEvent } from './envelope.js';

export const MessageType = Type.Union([
  Type.Literal('text'),
  Type.Literal('image'),
  Type.Literal('left'),
  Type.Literal('join'),
]);

/** A message was stored in a room (delivered live afterwards); no text travels, only who and where. */
export const MessageSent = defineEvent(
  'messaging.message.sent',
  1,
  Type.Object({
    messageId: Type.String(),
    roomId: Type.String(),
    from: Type.String(),
    /** The other participants: those to tell. */
    to: Type.Array(Type.String()),
    messageType: MessageType,
  }),
);

export const messagingEvents = [MessageSent] as const;
