import { ApiError } from '@art/sdk';

/**
 * The server's own words when it refused the request (a 4xx says what to fix: e.g. a file that is
 * not an image), else the screen's generic failure message.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const isRefusal = error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500;
  return (isRefusal && error.messages[0]) || fallback;
}
