import { identityEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute, notFound, unauthorized } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema.js';
import { eventContext } from '../accounts/event-context.js';
import { ACCOUNT_GONE, signedInUser } from '../accounts/signed-in-user.js';
import { ownerView, userViewFor } from '../accounts/views.js';
import { READS_SESSION, sessionHook } from '../sessions/service.js';
import { readForm } from '../uploads/form.js';
import { COVER_MAX_BYTES, PICTURE_MAX_BYTES } from './service.js';

/** /api/user/*: one's own profile, public profiles, the Edit Information form and the member's language. */
export async function profileRoutes(app: FastifyInstance) {
  app.addHook('preValidation', sessionHook);

  endpointRoute(app, endpoints.ownProfile, {
    config: READS_SESSION,
    handler: async (request) => ({ status: 'success', message: ownerView(await signedInUser(request)) }),
  });

  // A block either way: the profile does not exist for the other party (the kit's audience).
  async function profileFor(viewerId: string | undefined, user: UserRow | undefined, notFoundMessage: string) {
    if (!user) throw notFound(notFoundMessage);
    await app.audience.assert(viewerId ?? null, user.id, 'view-profile', { notFoundMessage });
    return { status: 'success', message: userViewFor(user, viewerId) };
  }

  endpointRoute(app, endpoints.profileBySlug, {
    config: READS_SESSION,
    handler: async (request) =>
      profileFor(
        request.viewer?.id,
        await app.users.bySlug(request.params.slug.toLowerCase()),
        endpoints.profileBySlug.messages.notFound,
      ),
  });

  endpointRoute(app, endpoints.profileById, {
    config: READS_SESSION,
    handler: async (request) =>
      profileFor(request.viewer?.id, await app.users.byId(request.params.id), endpoints.profileById.messages.notFound),
  });

  endpointRoute(app, endpoints.updateProfile, {
    config: READS_SESSION,
    handler: async (request) => {
      const { messages } = endpoints.updateProfile;
      const user = await signedInUser(request);
      const form = await readForm(request, {
        fileFields: ['picture', 'cover'],
        maxFileBytes: Math.max(PICTURE_MAX_BYTES, COVER_MAX_BYTES),
        maxFiles: 2,
        tooLargeMessage: messages.tooLarge,
      });
      const updated = await app.profiles.update(user, form.fields, form.files, eventContext(request));
      return { status: 'success', message: messages.updated, user: ownerView(updated) };
    },
  });

  endpointRoute(app, endpoints.updateLanguage, {
    config: READS_SESSION,
    handler: async (request) => {
      const user = await signedInUser(request);
      const language = await app.profiles.setLanguage(user.id, request.body.language);
      // Deleted between the two queries: no session, as signedInUser answers.
      if (!language) throw unauthorized(ACCOUNT_GONE);
      return { status: 'success' as const, language };
    },
  });
}
