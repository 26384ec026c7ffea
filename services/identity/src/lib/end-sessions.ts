import { type SessionEndReason, SessionRevoked } from '@art/contracts';
import { type EventContext, unauthorized, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { IdentityTables, UserRow } from '../db/schema.js';
import { ACCOUNT_GONE } from './signed-in-user.js';

type Db = Kysely<IdentityTables> | Transaction<IdentityTables>;

/**
 * Every way identity ends sessions also says so on the bus (identity.session.revoked), written in
 * the transaction that ended them: a token is checked by the live socket only when it connects or
 * sends, so without the event an open socket would keep receiving until the token expires.
 */
export async function recordSessionsEnded(
  trx: Db,
  ended: { userId: string; reason: SessionEndReason } & ({ sessionId: string } | { sessionVersion: number }),
  context: EventContext,
): Promise<void> {
  await writeEvent(trx, SessionRevoked, ended, context);
}

/**
 * After the commit that raised the session version: Redis first, then the event on its way, so
 * that when the socket drops the old sessions a reconnect with their token already finds the new
 * version. (The relay's own poll may still publish the event first, within the moment between
 * commit and Redis: the socket's check after joining its rooms narrows that too.)
 */
export async function announceSessionsEnded(app: FastifyInstance, user: Pick<UserRow, 'id' | 'session_version'>) {
  await app.sessionVersions.announce(user);
  app.outbox.kick();
}

/**
 * Ends every session of the user: raises the session version, so every token issued so far is
 * refused, and drops their live sockets. "Sign out everywhere" uses it; so will suspending an
 * account (reason 'suspended'), which has no route yet.
 */
export async function endAllSessions(
  app: FastifyInstance,
  userId: string,
  reason: SessionEndReason,
  context: EventContext,
): Promise<void> {
  const db = app.db as Kysely<IdentityTables>;
  const user = await db
    .transaction()
    .execute(async (trx) => {
      const row = await app.users.update(trx, userId, {}, { endSessions: true });
      await recordSessionsEnded(trx, { userId, sessionVersion: row.session_version, reason }, context);
      return row;
    })
    .catch((error: Error) => {
      if (error.name === 'NoResultError') throw unauthorized(ACCOUNT_GONE);
      throw error;
    });
  await announceSessionsEnded(app, user);
}
