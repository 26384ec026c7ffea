import { identityEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { eventContext } from '../accounts/event-context.js';
import { sessionResponse } from '../sessions/session-response.js';
import { refuseSuspended } from '../sessions/sign-in-rules.js';
import { browserSignInRoutes } from './browser-routes.js';

/**
 * The two social sign-ins: first use makes the account (or links it by e-mail), later ones log in.
 * The spec's calls take a token the browser got itself; the browser routes run the whole code flow.
 */
export async function socialRoutes(app: FastifyInstance) {
  await browserSignInRoutes(app);

  endpointRoute(app, endpoints.signInWithGoogle, {
    handler: async (request) => {
      const { messages } = endpoints.signInWithGoogle;
      const user = await app.socialSignIn.google(request.body.idToken, eventContext(request));
      refuseSuspended(user, messages.suspended);
      return sessionResponse(app, user, messages.loggedIn);
    },
  });

  endpointRoute(app, endpoints.signInWithFacebook, {
    handler: async (request) => {
      const { messages } = endpoints.signInWithFacebook;
      const user = await app.socialSignIn.facebook(request.body.accessToken, eventContext(request));
      refuseSuspended(user, messages.suspended);
      return sessionResponse(app, user, messages.loggedIn);
    },
  });
}
