import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { identityInternalPaths } from '@art/contracts';
import { INTERNAL_TOKEN_HEADER } from '@art/kit';
import { resetDatabase, type ServiceHandle, startService, stopService, testDatabaseUrl, waitUntil } from '@art/testing';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { INTERNAL_TOKEN, JWT_SECRET, type MessagingTestContext, type SeededUser } from './test-app.js';

/** A member signed up, verified and signed in through identity's own routes. */
export interface Member extends SeededUser {
  email: string;
  password: string;
  /** The token of the first sign-in. */
  token: string;
}

export interface IdentityProcess {
  service: ServiceHandle;
  /** identity's database (its outbox holds the mailed codes' records; artist codes go in here). */
  db: Kysely<any>;
  /** POSTs JSON to identity, with the token when given; answers status and body. */
  post(path: string, body: object, token?: string): Promise<{ status: number; body: any }>;
  /** Registers, verifies the e-mail and signs in; resolves once messaging knows the member. */
  member(name: string): Promise<Member>;
  /** Another sign-in of the member: a new session and its token. */
  signIn(member: Pick<Member, 'email' | 'password'>): Promise<string>;
  /** The data of the last event of this type about the user in identity's outbox. */
  lastEvent(type: string, userId: string): Promise<Record<string, any>>;
  /** The token of the last reset link identity asked to mail to the member. */
  mailedResetToken(userId: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The real identity service as its own process (a service never imports another), on the test
 * app's stream prefix, JWT secret and session-version keys: its events reach messaging as in
 * production, and the tokens it issues are the ones the live socket checks.
 */
export async function startIdentityProcess(t: MessagingTestContext, name: string): Promise<IdentityProcess> {
  const databaseUrl = await resetDatabase(testDatabaseUrl(`messaging_${name}_identity`));
  const service = await startService('identity', {
    DATABASE_URL: databaseUrl,
    REDIS_URL: t.config.REDIS_URL,
    NATS_URL: t.config.NATS_URL,
    BUS_PREFIX: t.config.BUS_PREFIX,
    INTERNAL_TOKEN,
    JWT_SECRET,
    SESSION_VERSION_PREFIX: t.config.SESSION_VERSION_PREFIX,
    S3_ENDPOINT: t.config.S3_ENDPOINT,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
  });
  const db = new Kysely<any>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 2 }) }),
  });

  async function call(method: 'GET' | 'POST', path: string, body?: object, headers: Record<string, string> = {}) {
    const response = await fetch(`${service.url}${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }
  const post = (path: string, body: object, token?: string) =>
    call('POST', path, body, token ? { authorization: `JWT ${token}` } : {});

  /** The data of the last outbox event of this type about the user. */
  async function lastEventOf(type: string, userId: string): Promise<Record<string, any>> {
    const rows = await db.selectFrom('outbox').select('payload').where('subject', '=', type).orderBy('seq').execute();
    const payloads = rows.map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload));
    const last = payloads.filter((payload) => payload.data.userId === userId).at(-1);
    assert.ok(last, `no ${type} for ${userId}`);
    return last.data;
  }

  async function signIn(member: Pick<Member, 'email' | 'password'>): Promise<string> {
    const login = await post('/api/auth/login', { email: member.email, password: member.password });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    return login.body.token;
  }

  return {
    service,
    db,
    post,
    signIn,
    lastEvent: lastEventOf,
    async member(memberName) {
      const email = `${memberName.split(' ')[0]!.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`;
      // Unique, so that no list of common passwords knows it.
      const password = `Thangka-${randomUUID()}`;
      const registered = await post('/api/auth/register', {
        name: memberName,
        email,
        password,
        'confirm-password': password,
      });
      assert.equal(registered.status, 200, JSON.stringify(registered.body));
      const user = await db
        .selectFrom('users')
        .select(['id', 'role', 'slug'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const { codeId } = await lastEventOf('identity.user.verification_requested', user.id);
      const code = await call('GET', identityInternalPaths.verificationCode(user.id, codeId!), undefined, {
        [INTERNAL_TOKEN_HEADER]: INTERNAL_TOKEN,
      });
      assert.equal(code.status, 200, JSON.stringify(code.body));
      const verified = await call('GET', `/api/auth/verifyemail/${code.body.code}?email=${encodeURIComponent(email)}`);
      assert.equal(verified.status, 200, JSON.stringify(verified.body));
      const token = await signIn({ email, password });
      await waitUntil(`messaging to know ${memberName}`, () =>
        t.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
      );
      return { id: user.id, name: memberName, slug: user.slug, role: user.role, email, password, token };
    },
    async mailedResetToken(userId) {
      const { tokenId } = await lastEventOf('identity.password.reset_requested', userId);
      const answer = await call('GET', identityInternalPaths.resetToken(userId, tokenId!), undefined, {
        [INTERNAL_TOKEN_HEADER]: INTERNAL_TOKEN,
      });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body.token;
    },
    async stop() {
      await db.destroy();
      await stopService(service);
    },
  };
}
