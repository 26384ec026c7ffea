import { ArtistCodeBody, LoginResponse } from '@art/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { eventContext } from '../../lib/event-context.js';
import { readForm } from '../../lib/multipart-form.js';
import { sessionResponse } from '../../lib/session-response.js';
import { signedInUser } from '../../lib/signed-in-user.js';
import { requireSession } from '../../plugins/sessions.js';
import { STUDIO_IMAGE_MAX_BYTES, STUDIO_MAX_IMAGES } from '../../plugins/studio.js';
import { errors, Success, signedIn } from '../../schemas/responses.js';

/** /api/users/*: the two ways a regular user gets into a studio. */
export async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/become-artist',
    {
      preHandler: requireSession,
      schema: {
        tags: ['studio'],
        summary: 'Ask for a studio (message and up to 5 images, multipart form)',
        operationId: 'requestStudio',
        security: signedIn,
        consumes: ['multipart/form-data'],
        response: { 200: Success, ...errors },
      },
    },
    async (request) => {
      const user = await signedInUser(request);
      const form = await readForm(request, {
        fileFields: ['images[]', 'images'],
        maxFileBytes: STUDIO_IMAGE_MAX_BYTES,
        maxFiles: STUDIO_MAX_IMAGES,
        tooLargeMessage: 'Each image must be less than 2 MB',
      });
      await app.studio.request(user, form.fields.message ?? '', form.files, eventContext(request));
      return {
        status: 'success',
        message: 'Your application has been received. We will contact you as soon as possible.',
      };
    },
  );

  app.post(
    '/validatecode',
    {
      preHandler: requireSession,
      schema: {
        tags: ['studio'],
        summary: 'Redeem an artist code: the account becomes an artist (a new token comes back)',
        operationId: 'redeemArtistCode',
        security: signedIn,
        body: ArtistCodeBody,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request) => {
      const user = await signedInUser(request);
      const artist = await app.studio.redeemCode(user, request.body.code, eventContext(request));
      // The old token carries the old role; the gateway forwards the role from the token.
      return sessionResponse(app, artist, 'Artist code verified successfully. You have a studio now.');
    },
  );
}
