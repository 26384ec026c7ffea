import { unauthorized } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { IdentityTables } from '../db/schema.js';
import { ACCOUNT_GONE } from './signed-in-user.js';

/** "Sign out everywhere": raises the session version, so every token issued so far is refused. */
export async function endAllSessions(app: FastifyInstance, userId: string): Promise<void> {
  const db = app.db as Kysely<IdentityTables>;
  const user = await db
    .transaction()
    .execute((trx) => app.users.update(trx, userId, {}, { endSessions: true }))
    .catch((error: Error) => {
      if (error.name === 'NoResultError') throw unauthorized(ACCOUNT_GONE);
      throw error;
    });
  await app.sessionVersions.announce(user);
}
