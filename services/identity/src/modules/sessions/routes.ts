import { isOperatorRole } from '@art/contracts';
import { identityEndpoints as endpoints } from '@art/contracts/endpoints';
import { AppError, badRequest, endpointRoute, viewerOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { eventContext } from '../accounts/event-context.js';
import { signedInUser } from '../accounts/signed-in-user.js';
import { ownerView } from '../accounts/views.js';
import { MESSAGES, normalizeEmail } from '../registration/rules.js';
import { endAllSessions } from './end-sessions.js';
import { READS_SESSION, sessionHook } from './service.js';
import { sessionResponse } from './session-response.js';
import { refuseSuspended } from './sign-in-rules.js';

/** Login with e-mail and password, and the check of a stored session token. */
export async function sessionRoutes(app: FastifyInstance) {
  app.addHook('preValidation', sessionHook);

  endpointRoute(app, endpoints.login, {
    handler: async (request) => {
      const { messages } = endpoints.login;
      const email = normalizeEmail(request.body.email);
      if (!email) throw badRequest(MESSAGES.emailEmpty);
      if (!request.body.password) throw badRequest(MESSAGES.passwordEmpty);
      const user = await app.users.byEmail(email);
      const matches = await app.passwords.matches(user?.password_hash ?? null, request.body.password);
      if (user && !user.password_hash) throw new AppError(401, 'error', messages.socialOnly);
      if (!user || !matches) throw new AppError(401, 'error', messages.wrongCredentials);
      // Only the account's owner learns it is suspended (after the right password), and why.
      refuseSuspended(user, messages.suspended);
      // An operator's password alone gives no session: the second factor is asked for.
      if (isOperatorRole(user.role)) return app.operators.challenge(user);
      return sessionResponse(app, user, messages.loggedIn);
    },
  });

  endpointRoute(app, endpoints.logout, {
    config: READS_SESSION,
    handler: async (request) => {
      const session = request.session;
      // A token from before sessions had ids cannot be ended alone; it expires within a day.
      if (session?.sessionId) {
        await app.signedOutSessions.signOut(
          { sessionId: session.sessionId, userId: viewerOf(request).id, expiresAtMs: session.expiresAtMs },
          eventContext(request),
        );
      }
      return { status: 'success', message: endpoints.logout.messages.loggedOut };
    },
  });

  endpointRoute(app, endpoints.logoutEverywhere, {
    config: READS_SESSION,
    handler: async (request) => {
      await endAllSessions(app, viewerOf(request).id, 'logout-everywhere', eventContext(request));
      return { status: 'success', message: endpoints.logoutEverywhere.messages.signedOut };
    },
  });

  endpointRoute(app, endpoints.authenticate, {
    config: READS_SESSION,
    handler: async (request) => ({
      status: 'success',
      message: endpoints.authenticate.messages.loggedIn,
      user: ownerView(await signedInUser(request)),
    }),
  });
}
