import { ApiError } from '@art/sdk/messaging';

/**
 * The server's own message for a refused call (4xx with `{status, message}`), else `fallback`
 * (no answer, or an answer without a message). With `refusalText` (@art/ui useRefusalText), a
 * refusal every area shares (an unverified e-mail address) is shown in the reader's language.
 */
export function serverMessage(
  error: unknown,
  fallback: string,
  refusalText?: (status: unknown, message: string) => string,
): string {
  if (!(error instanceof ApiError) || error.messages.length === 0 || error.httpStatus >= 500) return fallback;
  return refusalText ? refusalText(error.status, error.messages[0]) : error.messages[0];
}
