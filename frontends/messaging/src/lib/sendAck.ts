import { messagesOf } from '@art/sdk';
import { type ChatMessage, chatMessageIn } from '@art/sdk/messaging';

/**
 * What the server's acknowledgement of `send-message` says: the stored message, or a refusal with
 * its code and text ({status, message}), or nothing usable (then the thread reloads to show what was kept).
 */
export function readSendAck(
  ack: unknown,
): { message: ChatMessage } | { refused: string; status: string } | { unknown: true } {
  const message = chatMessageIn(ack);
  if (message) return { message };
  const status = ack && typeof ack === 'object' && 'status' in ack ? (ack as { status: unknown }).status : undefined;
  if (status !== undefined && status !== 'success') {
    // The status is the refusal's code (`error`, or one the screens translate: email-not-verified).
    return {
      refused: messagesOf((ack as { message?: unknown }).message)[0] ?? '',
      status: typeof status === 'string' ? status : 'error',
    };
  }
  return { unknown: true };
}
