import { emailInBody } from '@art/contracts';
import { badRequest } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const EMAIL_NOT_TEXT = 'Email must be text';

/**
 * Refuses a JSON body whose `email` is not text, before the schemas see it: their type coercion
 * would turn `["a@x.np"]` or a number into an address, one the gateway's per-e-mail attempt
 * counter (which reads the body with the same @art/contracts emailInBody) never counted.
 */
export const emailBodiesPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (emailInBody(request.body).kind === 'not-text') throw badRequest(EMAIL_NOT_TEXT);
    });
  },
  { name: 'email-bodies' },
);
