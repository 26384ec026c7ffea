import { requireViewer, viewerOf } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { FEATURED_SIZE } from '../../lib/listing-params.js';
import {
  ListingResponse,
  listingErrors,
  MessageListResponse,
  publicRoute,
  ResultResponse,
  signedIn,
  WindowQuery,
} from '../../lib/listing-schemas.js';

const RowQuery = Type.Object({
  skip: Type.Integer({ minimum: 0, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 60, default: FEATURED_SIZE }),
});
const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 300 }) });

/** The home page's rows and an artwork's similar ones. */
export async function homeRowsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/products/getfeatured',
    {
      schema: {
        tags: ['listings'],
        summary: 'Featured artworks (the most popular fill up when few are featured)',
        operationId: 'catalogueFeaturedArtworks',
        security: publicRoute,
        response: { 200: ResultResponse, ...listingErrors },
      },
    },
    async (request) => {
      const result = await app.listings.featured(request.viewer?.id ?? null);
      return { status: 'success', success: true, result };
    },
  );

  app.get(
    '/products/popular/:categoryId',
    {
      schema: {
        tags: ['listings'],
        summary: 'At most 11 popular artworks of a category (id, slug or all)',
        operationId: 'cataloguePopularArtworks',
        security: publicRoute,
        params: Type.Object({ categoryId: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: MessageListResponse, ...listingErrors },
      },
    },
    async (request) => {
      const message = await app.listings.popular(request.params.categoryId, request.viewer?.id ?? null);
      return { status: 'success', message };
    },
  );

  app.get(
    '/products/recommended',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['listings'],
        summary: 'Artworks recommended for the viewer (followed studios, liked categories; else the newest)',
        operationId: 'catalogueRecommendedArtworks',
        security: signedIn,
        querystring: RowQuery,
        response: { 200: ResultResponse, ...listingErrors },
      },
    },
    async (request) => {
      const page = await app.listings.recommended(viewerOf(request).id, request.query);
      return { status: 'success', success: true, result: page.artworks };
    },
  );

  app.get(
    '/products/followed',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['listings'],
        summary: 'Artworks of the studios the viewer follows, newest first',
        operationId: 'catalogueFollowedStudiosArtworks',
        security: signedIn,
        querystring: RowQuery,
        response: { 200: ResultResponse, ...listingErrors },
      },
    },
    async (request) => {
      const page = await app.listings.followed(viewerOf(request).id, request.query);
      return { status: 'success', success: true, result: page.artworks, error: null };
    },
  );

  const similarSchema = (method: 'GET' | 'POST') => ({
    tags: ['listings'],
    summary: 'Artworks like this one (same main category, the most popular first)',
    operationId: method === 'GET' ? 'catalogueSimilarArtworks' : 'catalogueSimilarArtworksPost',
    security: publicRoute,
    params: SlugParams,
    response: { 200: ListingResponse, ...listingErrors },
  });
  app.get(
    '/products/similar/:slug',
    { schema: { ...similarSchema('GET'), querystring: WindowQuery } },
    async (request) => {
      const page = await app.listings.similar(request.params.slug, request.query, request.viewer?.id ?? null);
      return { status: 'success', message: page.artworks, total: page.total };
    },
  );
  app.post('/products/similar/:slug', { schema: { ...similarSchema('POST'), body: WindowQuery } }, async (request) => {
    const page = await app.listings.similar(request.params.slug, request.body, request.viewer?.id ?? null);
    return { status: 'success', message: page.artworks, total: page.total };
  });
}
