import { DEFAULT_LIVE_SOCKET_KEY } from '@art/contracts';
import { baseConfigProperties, storageConfigProperties } from '@art/kit';
import { type Static, Type } from 'typebox';

export const NotificationConfig = Type.Object({
  ...baseConfigProperties,
  SERVICE_NAME: Type.String({ minLength: 1, default: 'notification' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4106 }),
  DATABASE_URL: Type.String({
    pattern: '^postgres(ql)?://',
    default: 'postgres://postgres@127.0.0.1:5432/art_notification',
  }),
  /** Where mails go out; locally the maildev sink started by infra/. */
  SMTP_URL: Type.String({ pattern: '^smtps?://', default: 'smtp://127.0.0.1:1025' }),
  MAIL_FROM: Type.String({ minLength: 3, default: 'Art Marketplace <no-reply@art.local>' }),
  /** The public origin links in mails point to (the gateway). */
  PUBLIC_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:8080' }),
  /** The media prefix the other services store image URLs under: mails embed no image from elsewhere. */
  PUBLIC_MEDIA_URL: storageConfigProperties.PUBLIC_MEDIA_URL,
  /** Redis key prefix of the BullMQ queues; tests use their own so they never share jobs. */
  MAIL_QUEUE_PREFIX: Type.String({ minLength: 1, default: 'art' }),
  MAIL_WORKER_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 100, default: 5 }),
  /** First retry delay of a failed send; each next one doubles: 5 attempts span 7.5 min by default. */
  MAIL_RETRY_DELAY_MS: Type.Integer({ minimum: 10, default: 30000 }),
  /** The marketplace team's mailbox: every purchase inquiry is copied there to be followed up. */
  SUPPORT_EMAIL: Type.String({ pattern: '^[^\\s@]+@[^\\s@]+$', default: 'support@art.local' }),
  /** Identity's own address (not the gateway): the mail worker reads codes and addresses there. */
  IDENTITY_URL: Type.String({ pattern: '^https?://', default: 'http://127.0.0.1:4101' }),
  /** How long one such read may take; a slower one fails the attempt and BullMQ retries later. */
  IDENTITY_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 5000 }),
  /**
   * Redis key prefix of the live socket: messaging's socket.io Redis adapter listens under it, and
   * this service's emitter publishes `new-notification` under it. Both must use the same one.
   */
  LIVE_SOCKET_KEY: Type.String({ minLength: 1, default: DEFAULT_LIVE_SOCKET_KEY }),
  /** A new post tells at most this many followers of its author (fan-out on write). */
  POST_FANOUT_LIMIT: Type.Integer({ minimum: 0, maximum: 100000, default: 5000 }),
  /** When the daily mail of new works from followed studios goes out (cron; empty: never scheduled). */
  NEW_WORKS_DIGEST_CRON: Type.String({ default: '0 8 * * *' }),
  /** The time zone NEW_WORKS_DIGEST_CRON is read in. */
  NEW_WORKS_DIGEST_TZ: Type.String({ minLength: 1, default: 'Asia/Kathmandu' }),
  /** How often followed exhibitions' openings and closings are looked for (0: never scheduled). */
  EXHIBITION_REMINDER_EVERY_MS: Type.Integer({ minimum: 0, default: 5 * 60 * 1000 }),
});
export type NotificationConfig = Static<typeof NotificationConfig>;
