import { messagesOf } from '@art/sdk';
import { type ChatMessage, chatMessageIn } from '@art/sdk/messaging';

/**
 * What the server's acknowledgement of `send-message` says: the stored message, or a refusal with
 * its status word, text and stable code ({status, message, code}, as the HTTP answer carries them),
 * or nothing usable (then the thread reloads to show what was kept).
 */
export function readSendAck(
  ack: unknown,
): { message: ChatMessage } | { refused: string; status: string; code?: string } | { unknown: true } {
  const message = chatMessageIn(ack);
  if (message) return { message };
  const status = ack && typeof ack === 'object' && 'status' in ack ? (ack as { status: unknown }).status : undefined;
  if (status !== undefined && status !== 'success') {
    const { message, code } = ack as { message?: unknown; code?: unknown };
    return {
      refused: messagesOf(message)[0] ?? '',
      status: typeof status === 'string' ? status : 'error',
      ...(typeof code === 'string' ? { code } : {}),
    };
  }
  return { unknown: true };
}
