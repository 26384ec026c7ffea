/**
 * An error the client should see: HTTP code, the API's status word and message. Anything else
 * that escapes a route becomes a 500 with a generic message (details go to the log only).
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly status: string,
    message: string | string[],
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(Array.isArray(message) ? message.join('; ') : message);
    this.name = 'AppError';
    this.body = { status, message, ...extra };
  }

  readonly body: { status: string; message: string | string[]; [key: string]: unknown };
}

export const badRequest = (message: string | string[], status = 'validate-error') => new AppError(400, status, message);
export const unauthorized = (message = 'Please login first') => new AppError(401, 'unauthorized', message);
export const forbidden = (message: string) => new AppError(403, 'forbidden', message);
export const notFound = (message: string) => new AppError(404, 'not-found', message);
export const conflict = (message: string, status = 'already-exist') => new AppError(409, status, message);
export const tooLarge = (message = 'File too large') => new AppError(413, 'too-large', message);
export const unsupported = (message: string) => new AppError(415, 'unsupported-media', message);
