import { messagesOf } from '@art/sdk';
import { type ChatMessage, chatMessageIn } from '@art/sdk/messaging';

/**
 * What the server's acknowledgement of `send-message` says: the stored message, or a refusal with
 * its text ({status, message}), or nothing usable (then the thread reloads to show what was kept).
 */
export function readSendAck(ack: unknown): { message: ChatMessage } | { refused: string } | { unknown: true } {
  const message = chatMessageIn(ack);
  if (message) return { message };
  if (ack && typeof ack === 'object' && 'status' in ack && (ack as { status: unknown }).status !== 'success') {
    return { refused: messagesOf((ack as { message?: unknown }).message)[0] ?? '' };
  }
  return { unknown: true };
}
