import { ApiError } from '@art/sdk';

/**
 * The server's refusal in the reader's words (a 4xx says what to fix: e.g. a file that is not an
 * image), through `refusalText` (@art/ui/refusals), else the screen's generic failure message.
 */
export function failureMessage(
  error: unknown,
  fallback: string,
  refusalText: (status: unknown, message: string, code?: unknown) => string,
): string {
  const isRefusal = error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500;
  return isRefusal && error.messages[0] ? refusalText(error.status, error.messages[0], error.code) : fallback;
}
