import { notFound } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ARTWORK_UNAVAILABLE } from '../../plugins/artworks.js';
import { ArtworkResponse, ArtworkSlugParams, ArtworkViewsResponse, errors } from './schemas.js';

/** The artwork page (public; a signed-in viewer also learns whether they like it) and its view count. */
export async function artworkPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/product/:slug',
    {
      schema: {
        tags: ['artworks'],
        summary: 'One artwork by its slug (optional token: liked)',
        operationId: 'catalogueGetArtwork',
        security: [],
        params: ArtworkSlugParams,
        response: { 200: ArtworkResponse, ...errors },
      },
    },
    async (request) => {
      const artwork = await app.artworks.view(request.params.slug, request.viewer?.id ?? null);
      if (!artwork) throw notFound(ARTWORK_UNAVAILABLE);
      return { status: 'success', message: artwork };
    },
  );

  app.post(
    '/product/view/:slug',
    {
      schema: {
        tags: ['artworks'],
        summary: 'Counts one view of an artwork page',
        operationId: 'catalogueCountArtworkView',
        security: [],
        params: ArtworkSlugParams,
        response: { 200: ArtworkViewsResponse, ...errors },
      },
    },
    async (request) => {
      const views = await app.artworks.countView(request.params.slug, request.viewer?.id ?? null);
      if (views === null) throw notFound(ARTWORK_UNAVAILABLE);
      return { status: 'success', views };
    },
  );
}
