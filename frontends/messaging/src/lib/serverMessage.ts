import { ApiError } from '@art/sdk/messaging';

/**
 * The server's own message for a refused call (4xx with `{status, message}`), else `fallback`
 * (no answer, or an answer without a message).
 */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.messages.length > 0 && error.httpStatus < 500
    ? error.messages[0]
    : fallback;
}
