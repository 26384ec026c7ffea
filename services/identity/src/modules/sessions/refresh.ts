import { isOperatorRole } from '@art/contracts';
import { identityEndpoints as endpoints } from '@art/contracts/endpoints';
import { unauthorized } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema.js';

/**
 * A token ended by role changes alone (a studio approved, a code redeemed on another device) is
 * exchanged once for a token with the account's current role, without the password: the member
 * acts as an artist within a second. It must be signed by identity and not expired, carry a session
 * id not logged out, and a session version below the current one but not below where the unbroken
 * run of role changes began (users.refreshable_from_version; any other ending clears it). Its
 * session is then recorded as logged out, so it is exchanged once. Operators never: their sessions
 * need the second factor. Anything else is 401.
 */
export async function refreshableSession(app: FastifyInstance, token: string): Promise<UserRow> {
  const refused = () => unauthorized(endpoints.refreshSession.messages.cannotRefresh);
  let session: ReturnType<FastifyInstance['sessions']['verify']>;
  try {
    session = app.sessions.verify(token);
  } catch {
    throw refused();
  }
  if (!session.sessionId || session.secondFactor) throw refused();
  const user = await app.users.byId(session.id);
  if (!user || user.suspended_at !== null || isOperatorRole(user.role)) throw refused();
  const from = user.refreshable_from_version;
  if (from === null || session.sessionVersion >= user.session_version || session.sessionVersion < from) {
    throw refused();
  }
  // Of two exchanges of one token, the one that records its session as ended wins.
  const exchanged = await app.db
    .insertInto('signed_out_sessions')
    .values({ session_id: session.sessionId, user_id: user.id, expires_at: new Date(session.expiresAtMs) })
    .onConflict((conflict) => conflict.column('session_id').doNothing())
    .returning('session_id')
    .executeTakeFirst();
  if (!exchanged) throw refused();
  return user;
}
