import { ArtistView, ArtworkView, ErrorResponse } from '@art/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

const SearchParams = Type.Object({ term: Type.String({ minLength: 1, maxLength: 200 }) });
const SearchResponse = Type.Object({
  status: Type.String(),
  products: Type.Array(ArtworkView),
  artists: Type.Array(ArtistView),
});

/** The header's search: artworks and people for a term, ten of each at most. */
export async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/search/:term',
    {
      schema: {
        tags: ['search'],
        summary: 'Artworks and artists for a term in English, Nepali or Chinese (ranked, typo tolerant)',
        operationId: 'catalogueSearch',
        security: [],
        params: SearchParams,
        response: { 200: SearchResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const found = await app.catalogueSearch.find(request.params.term, request.viewer?.id ?? null);
      return { status: 'success', ...found };
    },
  );
}
