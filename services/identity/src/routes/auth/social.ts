import { FacebookSignInBody, GoogleSignInBody, LoginResponse } from '@art/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { eventContext } from '../../lib/event-context.js';
import { sessionResponse } from '../../lib/session-response.js';
import { errors } from '../../schemas/responses.js';

/** The two social sign-ins: first use makes the account (or links it by e-mail), later ones log in. */
export async function socialRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/google',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token (the account is made at first use)',
        operationId: 'signInWithGoogle',
        security: [],
        body: GoogleSignInBody,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request) => {
      const user = await app.socialSignIn.google(request.body.idToken, eventContext(request));
      return sessionResponse(app, user, 'You have logged in successfully');
    },
  );

  app.post(
    '/facebook',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Facebook access token (the account is made at first use)',
        operationId: 'signInWithFacebook',
        security: [],
        body: FacebookSignInBody,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request) => {
      const user = await app.socialSignIn.facebook(request.body.accessToken, eventContext(request));
      return sessionResponse(app, user, 'You have logged in successfully');
    },
  );
}
