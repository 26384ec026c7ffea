import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type BuildOptions, buildApp } from '../src/app.js';
import { loadGatewayConfig } from '../src/config.js';

export const JWT_SECRET = 'test-secret-of-the-gateway-0123456789';
export const INTERNAL_TOKEN = 'internal-token-0123456789abcdef';
export const USER_ID = '7b0c5a52-3a0e-4f2b-9a55-2f1f2f6a9c11';

/** What a stand-in service saw of one request. */
export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Upstream {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/**
 * A tiny service on a random port that records exactly what reaches it and answers
 * `{status:'success'}` (or whatever `answer` sends).
 */
export async function startUpstream(
  answer?: (request: FastifyRequest, reply: FastifyReply) => unknown,
  setUp?: (app: FastifyInstance) => void,
): Promise<Upstream> {
  const app = Fastify({ bodyLimit: 100 * 1024 * 1024 });
  const received: Received[] = [];
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  setUp?.(app);
  app.all('/*', async (request, reply) => {
    received.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
    });
    if (answer) return answer(request, reply);
    return { status: 'success', message: 'ok' };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${address.port}`, received, close: () => app.close() };
}

/** A port nothing listens on (a service that is down). */
export async function closedPort(): Promise<string> {
  const app = Fastify();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  await app.close();
  return `http://127.0.0.1:${port}`;
}

export const tempDir = (name: string) => mkdtempSync(path.join(tmpdir(), `gateway-${name}-`));

/** A gateway on test settings: silent, its own rate-limit counters, services as given. */
export async function buildGateway(env: Record<string, string> = {}, options: BuildOptions = {}) {
  const config = loadGatewayConfig({
    JWT_SECRET,
    INTERNAL_TOKEN,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PREFIX: `gateway-test:${randomUUID()}:`,
    SESSION_VERSION_PREFIX: `gateway-test:${randomUUID()}:session-version:`,
    SESSION_VERSION_CACHE_MS: '0',
    SHUTDOWN_DRAIN_MS: '0',
    FRONTENDS_DIR: tempDir('no-frontends'),
    ...env,
  });
  const app = await buildApp(config, options);
  await app.ready();
  return app;
}

/**
 * A gateway in front of a stand-in identity for one suite: made before its tests, closed after.
 * `env` is added to the gateway's test settings.
 */
export function gatewayInFrontOfIdentity(env: Record<string, string> = {}) {
  const suite = {} as { identity: Upstream; gateway: Awaited<ReturnType<typeof buildGateway>> };
  before(async () => {
    suite.identity = await startUpstream();
    suite.gateway = await buildGateway({ IDENTITY_URL: suite.identity.url, ...env });
  });
  after(async () => {
    await suite.gateway?.close();
    await suite.identity?.close();
  });
  return suite;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token as identity signs it (HS256), made by hand so tests can also make broken ones. */
export function signToken(
  claims: Record<string, unknown> = { sub: USER_ID, role: 21 },
  options: { key?: string; expiresInSeconds?: number; header?: Record<string, unknown> } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(options.header ?? { alg: 'HS256', typ: 'JWT' });
  const payload = base64url({ iat: now, exp: now + (options.expiresInSeconds ?? 3600), ...claims });
  const signature = createHmac('sha256', options.key ?? JWT_SECRET)
    .update(`${header}.${payload}`)
    .digest('base64url');
  return `${header}.${payload}.${signature}`;
}
