import { EmailBody, RegisterBody, VerifyEmailQuery } from '@art/contracts';
import { badRequest } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { eventContext } from '../../lib/event-context.js';
import { VERIFY_WHO } from '../../plugins/registration.js';
import { optionalSession } from '../../plugins/sessions.js';
import { errors, Success } from '../../schemas/responses.js';

/** Register, verify the e-mail with the mailed code, and ask for another code. */
export async function registrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register an account; a verification code is mailed',
        operationId: 'register',
        security: [],
        body: RegisterBody,
        response: { 200: Success, ...errors },
      },
    },
    async (request) => {
      const user = await app.registration.register(request.body, eventContext(request));
      return {
        status: 'success',
        message: `Thank you for registering! A verification code has been sent to ${user.email}`,
      };
    },
  );

  app.get(
    '/verifyemail/:code',
    {
      preHandler: optionalSession,
      schema: {
        tags: ['auth'],
        summary: 'Verify the e-mail address with the mailed code',
        operationId: 'verifyEmail',
        // A session token is optional: with one, the signed-in account is the one verified.
        security: [{}, { jwt: [] }],
        description:
          'The code is checked against one account only: the signed-in one, else the account of `email` ' +
          '(required without a session). After 5 wrong codes the code is spent; ask for a new one with resend.',
        params: Type.Object({ code: Type.String({ maxLength: 64 }) }),
        querystring: VerifyEmailQuery,
        response: { 200: Success, ...errors },
      },
    },
    async (request) => {
      const email = request.query.email ?? '';
      // Old links carried the code alone, which verified whichever account held it.
      if (!request.viewer && !email.trim()) throw badRequest(VERIFY_WHO);
      const owner = request.viewer ? { userId: request.viewer.id } : { email };
      await app.registration.verifyEmail(request.params.code, owner, eventContext(request));
      return { status: 'success', message: 'Your email has been verified. You can login now.' };
    },
  );

  app.post(
    '/resendverificationemail',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a new verification code',
        operationId: 'resendVerificationEmail',
        security: [],
        body: EmailBody,
        response: { 200: Success, ...errors },
      },
    },
    async (request) => {
      const user = await app.registration.resendCode(request.body.email, eventContext(request));
      return { status: 'success', message: `An email has been sent to ${user.email}` };
    },
  );
}
