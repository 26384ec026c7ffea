import { type SessionEndReason, SessionRevoked } from '@art/contracts';
import { type EventContext, unauthorized, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { IdentityTables, UserRow } from '../../db/schema.js';
import { ACCOUNT_GONE } from '../accounts/signed-in-user.js';

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
 * After the commit that raised the session version, tells the gateway through Redis. The event
 * leaves at that commit already (the kit's outbox publishes on commit), so a socket dropped by it
 * may reconnect with an old token in the moment before Redis has the new version: the socket's
 * check after joining its rooms narrows that.
 */
export async function announceSessionsEnded(app: FastifyInstance, user: Pick<UserRow, 'id' | 'session_version'>) {
  await app.sessionVersions.announce(user);
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
  const db = app.db;
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
