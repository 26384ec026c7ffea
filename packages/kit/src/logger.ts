import type { LoggerOptions } from 'pino';

/** pino options shared by every service: one JSON line per event, secrets never logged. */
export function loggerOptions(name: string, level: string): LoggerOptions {
  return {
    name,
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-internal-token"]',
        'req.headers.cookie',
        '*.password',
        '*["confirm-password"]',
        '*.token',
      ],
      censor: '[redacted]',
    },
  };
}
