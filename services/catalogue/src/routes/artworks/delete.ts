import { requireViewer, viewerOf } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { artworkEventContext } from '../../lib/artwork-events.js';
import { ArtworkDeleteResponse, ArtworkIdParams, errors, signedIn } from './schemas.js';

export const DELETED = 'Deleted art';

/** Delete Art: the artist path and the user-art path; owner only. */
export async function artworkDeleteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  for (const [path, operationId, summary] of [
    ['/artwork/delete/:id', 'catalogueDeleteArtwork', 'Delete Art of an artist (owner only)'],
    ['/user/del/:id', 'catalogueDeleteUserArt', 'Delete user art (owner only)'],
  ] as const) {
    app.delete(
      path,
      {
        preHandler: requireViewer,
        schema: {
          tags: ['artworks'],
          summary,
          operationId,
          security: signedIn,
          params: ArtworkIdParams,
          response: { 200: ArtworkDeleteResponse, ...errors },
        },
      },
      async (request) => {
        await app.artworks.remove(viewerOf(request), request.params.id, artworkEventContext(request));
        return { status: 'success', message: DELETED };
      },
    );
  }
}
