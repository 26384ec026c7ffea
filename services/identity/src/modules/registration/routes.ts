import { identityEndpoints as endpoints } from '@art/contracts/endpoints';
import { badRequest, endpointRoute } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { eventContext } from '../accounts/event-context.js';
import { READS_SESSION, sessionHook } from '../sessions/service.js';

/** Register, verify the e-mail with the mailed code, and ask for another code. */
export async function registrationRoutes(app: FastifyInstance) {
  app.addHook('preValidation', sessionHook);

  endpointRoute(app, endpoints.register, {
    handler: async (request) => {
      const user = await app.registration.register(request.body, eventContext(request));
      return { status: 'success', message: endpoints.register.messages.registered.replace('{email}', user.email) };
    },
  });

  endpointRoute(app, endpoints.verifyEmail, {
    config: READS_SESSION,
    handler: async (request) => {
      const email = request.query.email ?? '';
      // Old links carried the code alone, which verified whichever account held it.
      if (!request.viewer && !email.trim()) throw badRequest(endpoints.verifyEmail.messages.whose);
      const owner = request.viewer ? { userId: request.viewer.id } : { email };
      await app.registration.verifyEmail(request.params.code, owner, eventContext(request));
      return { status: 'success', message: endpoints.verifyEmail.messages.verified };
    },
  });

  endpointRoute(app, endpoints.resendCode, {
    handler: async (request) => {
      const user = await app.registration.resendCode(request.body.email, eventContext(request));
      return { status: 'success', message: endpoints.resendCode.messages.sent.replace('{email}', user.email) };
    },
  });
}
