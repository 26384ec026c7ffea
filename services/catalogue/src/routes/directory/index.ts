import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { TOP_ARTISTS_MAX } from '../../lib/directory-queries.js';
import {
  ArtistCategoryParams,
  ArtistList,
  ArtistPage,
  ArtistSlugParams,
  CategoryArtistsQuery,
  directoryErrors,
  OneArtist,
  publicRoute,
  SortableQuery,
  TopQuery,
} from '../../lib/directory-schemas.js';

const tags = ['studios'];

/** The studios directory: sorted and filtered lists, top studios, one studio by slug. */
export async function directoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/artists/sortable',
    {
      schema: {
        tags,
        summary: 'Studios by most followers or most works, optionally in one category (page of 10)',
        operationId: 'catalogueSortableArtists',
        security: publicRoute,
        querystring: SortableQuery,
        response: { 200: ArtistPage, ...directoryErrors },
      },
    },
    async (request) => {
      const { artists, total } = await app.directory.page({ ...request.query, viewerId: request.viewer?.id ?? null });
      return { status: 'success', message: artists, total };
    },
  );

  app.get(
    '/artists/category/:cat',
    {
      schema: {
        tags,
        summary: 'Studios working in one category (all for every studio)',
        operationId: 'catalogueArtistsByCategory',
        security: publicRoute,
        params: ArtistCategoryParams,
        querystring: CategoryArtistsQuery,
        response: { 200: ArtistPage, ...directoryErrors },
      },
    },
    async (request) => {
      const { artists, total } = await app.directory.page({
        ...request.query,
        category: request.params.cat,
        viewerId: request.viewer?.id ?? null,
      });
      return { status: 'success', message: artists, total };
    },
  );

  app.get(
    '/artists/top/all',
    {
      schema: {
        tags,
        summary: `The most followed studios (at most ${TOP_ARTISTS_MAX})`,
        operationId: 'catalogueTopArtistsAll',
        security: publicRoute,
        response: { 200: ArtistList, ...directoryErrors },
      },
    },
    async (request) => ({
      status: 'success',
      message: await app.directory.top(TOP_ARTISTS_MAX, request.viewer?.id ?? null),
    }),
  );

  app.get(
    '/artists/top',
    {
      schema: {
        tags,
        summary: 'The most followed studios, as many as asked (the feed asks for 25)',
        operationId: 'catalogueTopArtists',
        security: publicRoute,
        querystring: TopQuery,
        response: { 200: ArtistList, ...directoryErrors },
      },
    },
    async (request) => ({
      status: 'success',
      message: await app.directory.top(request.query.total, request.viewer?.id ?? null),
    }),
  );

  app.get(
    '/artist/:slug',
    {
      schema: {
        tags,
        summary: 'One studio by its slug',
        operationId: 'catalogueArtistBySlug',
        security: publicRoute,
        params: ArtistSlugParams,
        response: { 200: OneArtist, ...directoryErrors },
      },
    },
    async (request) => ({
      status: 'success',
      message: await app.directory.bySlug(request.params.slug, request.viewer?.id ?? null),
    }),
  );
}
