import { EmailBody, ResetBody } from '@art/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { eventContext } from '../../lib/event-context.js';
import { errors, Success } from '../../schemas/responses.js';

/** Forgotten password: a mailed link with a token, then the new password. */
export async function passwordResetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Forgotten password: mail a reset link',
        operationId: 'requestPasswordReset',
        security: [],
        body: EmailBody,
        response: { 200: Success, ...errors },
      },
    },
    async (request) => {
      await app.passwordReset.request(request.body.email, eventContext(request));
      return { status: 'success', message: 'Please check your email' };
    },
  );

  app.post(
    '/reset/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from the reset link',
        operationId: 'resetPassword',
        security: [],
        // Any text is accepted here: a mangled link is answered "not-found" like an expired one.
        params: Type.Object({ token: Type.String({ maxLength: 200 }) }),
        body: ResetBody,
        response: { 200: Success, ...errors },
      },
    },
    async (request) => {
      const { password, 'confirm-password': confirmation } = request.body;
      await app.passwordReset.reset(request.params.token, password, confirmation, eventContext(request));
      return { status: 'success', message: 'Your password has been changed' };
    },
  );
}
