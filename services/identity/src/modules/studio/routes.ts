import { identityEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { eventContext } from '../accounts/event-context.js';
import { signedInUser } from '../accounts/signed-in-user.js';
import { READS_SESSION, sessionHook } from '../sessions/service.js';
import { sessionResponse } from '../sessions/session-response.js';
import { readForm } from '../uploads/form.js';
import { STUDIO_IMAGE_MAX_BYTES, STUDIO_MAX_IMAGES } from './rules.js';

/** /api/users/*: the two ways a regular user gets into a studio. */
export async function studioRoutes(app: FastifyInstance) {
  app.addHook('preValidation', sessionHook);

  endpointRoute(app, endpoints.requestStudio, {
    config: READS_SESSION,
    handler: async (request) => {
      const { messages } = endpoints.requestStudio;
      const user = await signedInUser(request);
      const form = await readForm(request, {
        fileFields: ['images[]', 'images'],
        maxFileBytes: STUDIO_IMAGE_MAX_BYTES,
        maxFiles: STUDIO_MAX_IMAGES,
        tooLargeMessage: messages.tooLarge,
      });
      await app.studio.request(user, form.fields.message ?? '', form.files, eventContext(request));
      return { status: 'success', message: messages.received };
    },
  });

  endpointRoute(app, endpoints.redeemArtistCode, {
    config: READS_SESSION,
    handler: async (request) => {
      const user = await signedInUser(request);
      const artist = await app.studio.redeemCode(user, request.body.code, eventContext(request));
      // The old token carries the old role; the gateway forwards the role from the token.
      return sessionResponse(app, artist, endpoints.redeemArtistCode.messages.redeemed);
    },
  });
}
