import { isArtistRole, isUserRole } from '@art/contracts';
import { forbidden, type RequestUser, requireViewer, viewerOf } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { artworkEventContext } from '../../lib/artwork-events.js';
import { readArtworkForm } from '../../lib/artwork-form.js';
import { ArtworkWriteResponse, errors, signedIn } from './schemas.js';

export const UPLOADED = 'You have successfully uploaded your artwork';
export const ARTISTS_ONLY = 'Only artist accounts can upload to a studio; please use Upload Art as a user';
export const USERS_ONLY = 'Artist accounts upload artworks through their studio';

export async function artworkUploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  async function upload(request: FastifyRequest, author: RequestUser, kind: 'artist' | 'user') {
    const form = await readArtworkForm(request, {
      maxImages: app.config.ARTWORK_IMAGE_LIMIT,
      maxFileBytes: app.config.ARTWORK_IMAGE_MAX_BYTES,
    });
    const productSlug = await app.artworks.create(author, kind, form, artworkEventContext(request));
    return { status: 'success', message: UPLOADED, data: { productSlug } };
  }

  app.post(
    '/artwork/upload',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['artworks'],
        summary: 'Upload Art as an artist (multipart form: image, images, name, categories[], price, ...)',
        operationId: 'catalogueUploadArtwork',
        security: signedIn,
        consumes: ['multipart/form-data'],
        response: { 200: ArtworkWriteResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      if (!isArtistRole(viewer.role)) throw forbidden(ARTISTS_ONLY);
      return upload(request, viewer, 'artist');
    },
  );

  app.post(
    '/user/art/upload',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['artworks'],
        summary: 'Upload Art as a user ("user art", never in the store; same form as artists)',
        operationId: 'catalogueUploadUserArt',
        security: signedIn,
        consumes: ['multipart/form-data'],
        response: { 200: ArtworkWriteResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      if (!isUserRole(viewer.role)) throw forbidden(USERS_ONLY);
      return upload(request, viewer, 'user');
    },
  );
}
