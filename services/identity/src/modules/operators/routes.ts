import { identityEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { eventContext } from '../accounts/event-context.js';
import { refreshableSession } from '../sessions/refresh.js';
import { sessionResponse } from '../sessions/session-response.js';

/**
 * /api/users/*: the operator's second factor, a session renewed after a role change, and a
 * suspended member's appeal. None reads the Authorization header: an ended token goes in the body.
 */
export async function operatorRoutes(app: FastifyInstance) {
  endpointRoute(app, endpoints.loginSecondFactor, {
    handler: async (request) => {
      const { messages } = endpoints.loginSecondFactor;
      const { user, recoveryCodes } = await app.operators.complete(request.body.challenge, request.body.code);
      const session = await sessionResponse(app, user, messages.loggedIn, { secondFactor: true });
      return recoveryCodes ? { ...session, recoveryCodes } : session;
    },
  });

  endpointRoute(app, endpoints.refreshSession, {
    handler: async (request) => {
      const user = await refreshableSession(app, request.body.token);
      return sessionResponse(app, user, endpoints.refreshSession.messages.refreshed);
    },
  });

  endpointRoute(app, endpoints.appeal, {
    handler: async (request) => {
      await app.suspensions.appeal(request.body, eventContext(request));
      return { status: 'success', message: endpoints.appeal.messages.received };
    },
  });
}
