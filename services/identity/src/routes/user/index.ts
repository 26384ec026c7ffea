import { ProfileResponse, PublicProfileResponse, UpdateProfileResponse } from '@art/contracts';
import { notFound } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { eventContext } from '../../lib/event-context.js';
import { readForm } from '../../lib/multipart-form.js';
import { signedInUser } from '../../lib/signed-in-user.js';
import { ownerView, userViewFor } from '../../lib/user-view.js';
import { COVER_MAX_BYTES, PICTURE_MAX_BYTES } from '../../plugins/profiles.js';
import { optionalSession, requireSession } from '../../plugins/sessions.js';
import { errors, signedIn } from '../../schemas/responses.js';

const USER_NOT_FOUND = 'User not found';

/** /api/user/*: one's own profile, public profiles, and the Edit Information form. */
export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/profile',
    {
      preHandler: requireSession,
      schema: {
        tags: ['user'],
        summary: 'The signed-in user’s own profile',
        operationId: 'getOwnProfile',
        security: signedIn,
        response: { 200: ProfileResponse, ...errors },
      },
    },
    async (request) => ({ status: 'success', message: ownerView(await signedInUser(request)) }),
  );

  app.get(
    '/getbyslug/:slug',
    {
      // A block either way: the profile does not exist for the other party (the kit's audience).
      preHandler: optionalSession,
      schema: {
        tags: ['user'],
        summary: 'A profile by its slug (the personal fields only to its owner)',
        operationId: 'getProfileBySlug',
        security: [],
        params: Type.Object({ slug: Type.String({ maxLength: 200 }) }),
        response: { 200: PublicProfileResponse, ...errors },
      },
    },
    async (request) => {
      const user = await app.users.bySlug(request.params.slug.toLowerCase());
      if (!user) throw notFound(USER_NOT_FOUND);
      await app.audience.assert(request.viewer?.id ?? null, user.id, 'view-profile', {
        notFoundMessage: USER_NOT_FOUND,
      });
      return { status: 'success', message: userViewFor(user, request.viewer?.id) };
    },
  );

  app.get(
    '/get/:id',
    {
      // A block either way: the profile does not exist for the other party (the kit's audience).
      preHandler: optionalSession,
      schema: {
        tags: ['user'],
        summary: 'A profile by user id (the personal fields only to its owner)',
        operationId: 'getProfileById',
        security: [],
        params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
        response: { 200: PublicProfileResponse, ...errors },
      },
    },
    async (request) => {
      const user = await app.users.byId(request.params.id);
      if (!user) throw notFound(USER_NOT_FOUND);
      await app.audience.assert(request.viewer?.id ?? null, user.id, 'view-profile', {
        notFoundMessage: USER_NOT_FOUND,
      });
      return { status: 'success', message: userViewFor(user, request.viewer?.id) };
    },
  );

  app.post(
    '/update',
    {
      preHandler: requireSession,
      schema: {
        tags: ['user'],
        summary: 'Edit Information: name, bio, picture and cover (multipart form)',
        operationId: 'updateProfile',
        security: signedIn,
        consumes: ['multipart/form-data'],
        response: { 200: UpdateProfileResponse, ...errors },
      },
    },
    async (request) => {
      const user = await signedInUser(request);
      const form = await readForm(request, {
        fileFields: ['picture', 'cover'],
        maxFileBytes: Math.max(PICTURE_MAX_BYTES, COVER_MAX_BYTES),
        maxFiles: 2,
        tooLargeMessage: 'Images must be less than 5 MB',
      });
      const updated = await app.profiles.update(user, form.fields, form.files, eventContext(request));
      return { status: 'success', message: 'Profile Updated Successfully', user: ownerView(updated) };
    },
  );
}
