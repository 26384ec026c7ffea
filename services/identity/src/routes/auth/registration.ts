import { EmailBody, RegisterBody } from '@art/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { eventContext } from '../../lib/event-context.js';
import { errors, Success } from '../../schemas/responses.js';

/** Register, verify the e-mail with the mailed code, and ask for another code. */
export async function registrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/register',
    { schema: { tags: ['auth'], body: RegisterBody, response: { 200: Success, ...errors } } },
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
      schema: {
        tags: ['auth'],
        params: Type.Object({ code: Type.String({ maxLength: 64 }) }),
        response: { 200: Success, ...errors },
      },
    },
    async (request) => {
      await app.registration.verifyEmail(request.params.code, eventContext(request));
      return { status: 'success', message: 'Your email has been verified. You can login now.' };
    },
  );

  app.post(
    '/resendverificationemail',
    { schema: { tags: ['auth'], body: EmailBody, response: { 200: Success, ...errors } } },
    async (request) => {
      const user = await app.registration.resendCode(request.body.email, eventContext(request));
      return { status: 'success', message: `An email has been sent to ${user.email}` };
    },
  );
}
