import { unauthorized, viewerOf } from '@art/kit';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema.js';

export const ACCOUNT_GONE = 'Your account could not be found. Please login again';

/** The signed-in user's row; a token of a deleted account is treated as no session. */
export async function signedInUser(request: FastifyRequest): Promise<UserRow> {
  const user = await request.server.users.byId(viewerOf(request).id);
  if (!user) throw unauthorized(ACCOUNT_GONE);
  return user;
}
