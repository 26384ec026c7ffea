import { AuthenticateResponse, LoginBody, LoginResponse } from '@art/contracts';
import { AppError, badRequest, viewerOf } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { endAllSessions } from '../../lib/end-sessions.js';
import { eventContext } from '../../lib/event-context.js';
import { MESSAGES, normalizeEmail } from '../../lib/registration-rules.js';
import { sessionResponse } from '../../lib/session-response.js';
import { signedInUser } from '../../lib/signed-in-user.js';
import { ownerView } from '../../lib/user-view.js';
import { requireSession } from '../../plugins/sessions.js';
import { errors, Success, signedIn } from '../../schemas/responses.js';

export const WRONG_CREDENTIALS = 'The email or password you entered is incorrect';
export const SOCIAL_ONLY =
  'This account signs in with Google or Facebook. Use that button, or reset your password to set one';

/** Login with e-mail and password, and the check of a stored session token. */
export async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        operationId: 'login',
        security: [],
        body: LoginBody,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      if (!email) throw badRequest(MESSAGES.emailEmpty);
      if (!request.body.password) throw badRequest(MESSAGES.passwordEmpty);
      const user = await app.users.byEmail(email);
      const matches = await app.passwords.matches(user?.password_hash ?? null, request.body.password);
      if (user && !user.password_hash) throw new AppError(401, 'error', SOCIAL_ONLY);
      if (!user || !matches) throw new AppError(401, 'error', WRONG_CREDENTIALS);
      return sessionResponse(app, user, 'You have logged in successfully');
    },
  );

  app.post(
    '/logout',
    {
      preHandler: requireSession,
      schema: {
        tags: ['auth'],
        summary: 'Log out (this session)',
        operationId: 'logout',
        description:
          'Ends the session of the token sent: it is refused from now on (the gateway within a few ' +
          'seconds) and its live sockets are dropped, while the account stays signed in on other ' +
          'devices. The client removes its token cookie as well.',
        security: signedIn,
        response: { 200: Success, ...errors },
      },
    },
    async (request) => {
      const session = request.session;
      // A token from before sessions had ids cannot be ended alone; it expires within a day.
      if (session?.sessionId) {
        await app.signedOutSessions.signOut(
          { sessionId: session.sessionId, userId: viewerOf(request).id, expiresAtMs: session.expiresAtMs },
          eventContext(request),
        );
      }
      return { status: 'success', message: 'You have logged out' };
    },
  );

  app.post(
    '/logout-everywhere',
    {
      preHandler: requireSession,
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere',
        operationId: 'logoutEverywhere',
        description:
          'Ends every session of the signed-in account, this one included: every token issued before ' +
          'is refused from now on (the gateway within a few seconds) and every live socket of the ' +
          'account is dropped. Sign in again for a new token.',
        security: signedIn,
        response: { 200: Success, ...errors },
      },
    },
    async (request) => {
      await endAllSessions(app, viewerOf(request).id, 'logout-everywhere', eventContext(request));
      return { status: 'success', message: 'You have been signed out on every device. Please login again' };
    },
  );

  app.post(
    '/authenticate',
    {
      preHandler: requireSession,
      schema: {
        tags: ['auth'],
        summary: 'Check a stored session token; answers the signed-in user',
        operationId: 'authenticate',
        security: signedIn,
        response: { 200: AuthenticateResponse, ...errors },
      },
    },
    async (request) => {
      return { status: 'success', message: 'You are logged in', user: ownerView(await signedInUser(request)) };
    },
  );
}
