import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type ChatRoom, LIVE_SOCKET_PATH } from '@art/contracts';
import { INTERNAL_TOKEN_HEADER, USER_ID_HEADER, USER_ROLE_HEADER } from '@art/kit';
import {
  deleteRedisKeys,
  deleteStreams,
  resetDatabase,
  startS3StandIn,
  testDatabaseUrl,
  uniqueStreamPrefix,
} from '@art/testing';
import type { Kysely } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import { buildApp, type MessagingApp } from '../../src/app.js';
import { loadMessagingConfig, type MessagingConfig } from '../../src/config.js';
import type { MessagingTables } from '../../src/db/schema.js';

export const INTERNAL_TOKEN = 'test-internal-token-0123456789';
export const JWT_SECRET = 'test-jwt-secret-0123456789-0123456789';

export interface MessagingTestContext {
  app: MessagingApp;
  config: MessagingConfig;
  db: Kysely<MessagingTables>;
  /** Another instance on the same database, bus prefix and Redis keys (as a second pod). */
  startInstance(): Promise<MessagingApp>;
  close(): Promise<void>;
}

/**
 * The real service against the machine's PostgreSQL, NATS and Redis: its own database
 * (art_messaging_<name>_test), its own stream prefix, its own Redis keys for the socket adapter
 * and the session versions, and its own S3 stand-in.
 */
export async function startMessagingTestApp(
  name: string,
  env: Record<string, string> = {},
): Promise<MessagingTestContext> {
  const databaseUrl = await resetDatabase(testDatabaseUrl(`messaging_${name}`));
  const s3 = await startS3StandIn('messaging');
  const prefix = uniqueStreamPrefix();
  const config = loadMessagingConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL,
    NATS_URL: process.env.NATS_URL,
    BUS_PREFIX: prefix,
    INTERNAL_TOKEN,
    JWT_SECRET,
    LIVE_SOCKET_KEY: `${prefix}-live`,
    SESSION_VERSION_PREFIX: `${prefix}:session-version:`,
    SESSION_VERSION_CACHE_MS: '0',
    // Its own write counters: never a running stack's budget (the keys go with the prefix's).
    RATE_LIMIT_PREFIX: `${prefix}:rate:`,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    S3_ENDPOINT: s3.endpoint,
    ...env,
  });
  const app = await buildApp(config);
  await app.ready();
  const others: MessagingApp[] = [];
  return {
    app,
    config,
    db: app.db,
    async startInstance() {
      const other = await buildApp(config);
      await other.ready();
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
      await deleteStreams(config.BUS_PREFIX, config.NATS_URL);
      await deleteRedisKeys(prefix, config.REDIS_URL);
      await s3.stop();
    },
  };
}

/** The headers the gateway sets for a signed-in user (services trust only the gateway). */
export function viewerHeaders(userId: string, role: number): Record<string, string> {
  return {
    [USER_ID_HEADER]: userId,
    [USER_ROLE_HEADER]: String(role),
    [INTERNAL_TOKEN_HEADER]: INTERNAL_TOKEN,
  };
}

export interface SeededUser {
  id: string;
  name: string;
  slug: string;
  role: number;
}

/** A user in messaging's projection, as identity's events would have put it there. */
export async function seedUser(
  db: Kysely<MessagingTables>,
  fields: Partial<SeededUser> & { picture?: string } = {},
): Promise<SeededUser> {
  const id = fields.id ?? randomUUID();
  const user = {
    id,
    name: fields.name ?? 'Sita Shrestha',
    slug: fields.slug ?? `sita-${id.slice(0, 8)}`,
    role: fields.role ?? 21,
  };
  await db
    .insertInto('users')
    .values({ ...user, picture: fields.picture ?? '', version: 1 })
    .execute();
  return user;
}

/** A social block, as social.user.blocked would have put it in the projection. */
export async function seedBlock(db: Kysely<MessagingTables>, blockerId: string, blockedId: string) {
  await db.insertInto('user_blocks').values({ blocker_id: blockerId, blocked_id: blockedId }).execute();
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A call to the app as `viewer`, through the gateway's headers. */
export function caller(app: MessagingApp) {
  return (viewer: SeededUser, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: viewerHeaders(viewer.id, viewer.role) });
}

/** Opens (or finds) the direct room of two members, as `sender` asks for it, and gives it back. */
export async function openDirectRoom(
  call: ReturnType<typeof caller>,
  sender: SeededUser,
  receiver: SeededUser,
): Promise<ChatRoom> {
  const response = await call(sender, 'POST', '/api/rooms/init', { sender: sender.id, receiver: receiver.id });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().room;
}

/** A session token as identity issues it (HS256, `sub`, `role`, `sv`, one hour). */
export function tokenFor(
  app: MessagingApp,
  user: SeededUser,
  sessionVersion = 0,
  expiresIn = '1h',
  sessionId: string = randomUUID(),
): string {
  return app.jwt.sign({ sub: user.id, role: user.role, sv: sessionVersion, jti: sessionId }, { expiresIn });
}

/** Starts listening on a free port of 127.0.0.1; resolves to the base URL. */
export async function listen(app: MessagingApp): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A socket.io client, connected, or the connect_error's message as a rejection. */
export function connect(
  url: string,
  auth: Record<string, unknown> | null,
  options: { polling?: boolean; headers?: Record<string, string> } = {},
) {
  const socket = io(url, {
    path: LIVE_SOCKET_PATH,
    transports: options.polling ? ['polling'] : ['websocket'],
    ...(auth ? { auth } : {}),
    ...(options.headers ? { extraHeaders: options.headers } : {}),
    reconnection: false,
    forceNew: true,
    timeout: 5000,
  });
  return new Promise<Socket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next `event` on `socket` (rejects after `timeoutMs`). */
export function next<T = unknown>(socket: Socket, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, handler);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const handler = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, handler);
  });
}

/** Collects every `event` on `socket` from now on. */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

/** Emits with an acknowledgement and resolves to the answer. */
export function emitWithAck<T = unknown>(socket: Socket, event: string, payload: unknown): Promise<T> {
  return socket.timeout(5000).emitWithAck(event, payload) as Promise<T>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
