import { requireViewer, viewerOf } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { artworkEventContext } from '../../lib/artwork-events.js';
import { readArtworkForm } from '../../lib/artwork-form.js';
import { ArtworkIdParams, ArtworkWriteResponse, errors, signedIn } from './schemas.js';

export const UPDATED = 'You have successfully updated your artwork';

/**
 * Edit Art. The artist path and the user-art path behave the same: only the owner may edit, and an
 * artwork keeps its kind (an artist who started as a user edits old user art through either).
 */
export async function artworkEditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  async function edit(request: FastifyRequest, id: string) {
    const viewer = viewerOf(request);
    // Who may edit is answered before the form's files are read.
    await app.artworks.ownedBy(viewer, id);
    const form = await readArtworkForm(request, {
      maxImages: app.config.ARTWORK_IMAGE_LIMIT,
      maxFileBytes: app.config.ARTWORK_IMAGE_MAX_BYTES,
    });
    const productSlug = await app.artworks.update(viewer, id, form, artworkEventContext(request));
    return { status: 'success', message: UPDATED, data: { productSlug } };
  }

  for (const [path, operationId, summary] of [
    ['/artwork/edit/:id', 'catalogueEditArtwork', 'Edit Art of an artist (owner only; multipart form with oldImages)'],
    ['/user/art/edit/:id', 'catalogueEditUserArt', 'Edit user art (owner only; multipart form with oldImages)'],
  ] as const) {
    app.put(
      path,
      {
        preHandler: requireViewer,
        schema: {
          tags: ['artworks'],
          summary,
          operationId,
          security: signedIn,
          consumes: ['multipart/form-data'],
          params: ArtworkIdParams,
          response: { 200: ArtworkWriteResponse, ...errors },
        },
      },
      async (request) => edit(request, request.params.id),
    );
  }
}
