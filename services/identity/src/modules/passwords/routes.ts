import { identityEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { eventContext } from '../accounts/event-context.js';

/** Forgotten password: a mailed link with a token, then the new password. */
export async function passwordResetRoutes(app: FastifyInstance) {
  endpointRoute(app, endpoints.requestPasswordReset, {
    handler: async (request) => {
      await app.passwordReset.request(request.body.email, eventContext(request));
      return { status: 'success', message: endpoints.requestPasswordReset.messages.sent };
    },
  });

  endpointRoute(app, endpoints.resetPassword, {
    handler: async (request) => {
      const { password, 'confirm-password': confirmation } = request.body;
      await app.passwordReset.reset(request.params.token, password, confirmation, eventContext(request));
      return { status: 'success', message: endpoints.resetPassword.messages.changed };
    },
  });
}
