import nodemailer from 'nodemailer';

/**
 * One SMTP transport for the worker. No pooling: every send opens its own connection, so a
 * restarted SMTP server is simply used by the next attempt. Timeouts are short so that a hung
 * server fails the attempt (and BullMQ retries it) instead of holding the job's lock.
 */
export function createMailTransport(smtpUrl: string) {
  const url = new URL(smtpUrl);
  return nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 25),
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export type MailTransport = ReturnType<typeof createMailTransport>;
