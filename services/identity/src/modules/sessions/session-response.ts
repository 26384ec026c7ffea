import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema.js';
import { ownerView } from '../accounts/views.js';

/**
 * What login, social sign-in, artist codes, the second factor and a refresh answer: the user and
 * a fresh one-day token (an operator's carries the second factor it signed in with).
 */
export async function sessionResponse(
  app: FastifyInstance,
  user: UserRow,
  message: string,
  options: { secondFactor?: boolean } = {},
) {
  // Every sign-in writes the version to Redis again, so a Redis that lost it learns it back.
  await app.sessionVersions.announce(user);
  return {
    status: 'success',
    message,
    // Signing in proves the account is theirs.
    user: ownerView(user),
    token: app.sessions.issue({
      id: user.id,
      role: user.role,
      sessionVersion: user.session_version,
      emailVerified: user.email_verified,
      ...(options.secondFactor ? { secondFactor: true } : {}),
    }),
  };
}
