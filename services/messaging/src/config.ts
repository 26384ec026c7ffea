import { CHAT_PICTURE_MAX_BYTES, DEFAULT_LIVE_SOCKET_KEY } from '@art/contracts';
import {
  baseConfigProperties,
  loadConfig,
  SESSION_VERSION_PREFIX,
  storageConfigProperties,
  writeLimitConfigProperties,
} from '@art/kit';
import { type Static, Type } from 'typebox';

/** Every variable the messaging service reads; defaults work on a developer machine. */
export const MessagingConfig = Type.Object({
  ...baseConfigProperties,
  ...storageConfigProperties,
  /** The member's write budget: chat over the live socket counts in the gateway's counter. */
  ...writeLimitConfigProperties,
  SERVICE_NAME: Type.String({ minLength: 1, default: 'messaging' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4105 }),
  DATABASE_URL: Type.String({
    pattern: '^postgres(ql)?://',
    default: 'postgres://postgres@127.0.0.1:5432/art_messaging',
  }),
  INTERNAL_TOKEN: Type.String({ minLength: 16, default: 'local-internal-token-change-me' }),
  /** HS256 secret shared with identity (signs) and the gateway: the live socket verifies tokens itself. */
  JWT_SECRET: Type.String({ minLength: 16, default: 'local-development-jwt-secret-change-me-0123456789' }),
  /** Redis key prefix of the users' session versions (identity writes them, the gateway reads the same). */
  SESSION_VERSION_PREFIX: Type.String({ minLength: 1, default: SESSION_VERSION_PREFIX }),
  /** How long a session version read from Redis is reused by the socket's checks; 0 reads every time. */
  SESSION_VERSION_CACHE_MS: Type.Integer({ minimum: 0, default: 5000 }),
  /** Redis slower than this on a session-version read: the token is accepted (fail open, as the gateway). */
  SESSION_VERSION_TIMEOUT_MS: Type.Integer({ minimum: 1, default: 100 }),
  /** Redis key prefix of the socket.io adapter; notification's emitter must use the same one. */
  LIVE_SOCKET_KEY: Type.String({ minLength: 1, default: DEFAULT_LIVE_SOCKET_KEY }),
  /** Largest chat picture, in bytes (refused as "Attached Image must be less than 3MB", decimal megabytes). */
  CHAT_PICTURE_MAX_BYTES: Type.Integer({ minimum: 100_000, default: CHAT_PICTURE_MAX_BYTES }),
  /** Redis key prefix of the presence records (each user's live sockets and last-seen time). */
  PRESENCE_KEY: Type.String({ minLength: 1, default: 'chat-presence:' }),
  /**
   * How often each instance renews its sockets' presence in Redis; a socket of an instance that died
   * counts as online for at most 2.5 times this.
   */
  PRESENCE_HEARTBEAT_MS: Type.Integer({ minimum: 1000, default: 30_000 }),
  /** A member whose last socket closed is told offline to their partners after this (a reload is not). */
  PRESENCE_GRACE_MS: Type.Integer({ minimum: 0, default: 5000 }),
  /** `typing` events a member may send per window (their own budget, not the write budget). */
  TYPING_RATE_LIMIT_PER_USER: Type.Integer({ minimum: 1, default: 40 }),
  TYPING_RATE_LIMIT_WINDOW_MS: Type.Integer({ minimum: 1000, default: 10_000 }),
});
export type MessagingConfig = Static<typeof MessagingConfig>;

export function loadMessagingConfig(env: Record<string, string | undefined> = process.env): MessagingConfig {
  return loadConfig(MessagingConfig, env);
}
