import { requireViewer, viewerOf } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { pageOffset, WORKS_PAGE_SIZE } from '../../lib/listing-params.js';
import {
  ArtworkList,
  listingErrors,
  MessageListResponse,
  PageQuery,
  ProductsResponse,
  publicRoute,
  signedIn,
} from '../../lib/listing-schemas.js';

const UserParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 300, description: 'User id or slug' }) });
/** The liked page shows them all in one masonry grid; this bounds one answer. */
const LIKED_LIMIT = 100;

/** A person's works (a studio's, the viewer's own) and what the viewer liked. */
export async function worksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // Both paths of the spec show a user's works: studio work and user art alike, newest first.
  for (const [path, operationId] of [
    ['/user/artworks/:id', 'catalogueUserArtworks'],
    ['/user/gallery/:id', 'catalogueUserGallery'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ['listings'],
          summary: "A user's artworks, 12 a page, newest first",
          operationId,
          security: publicRoute,
          params: UserParams,
          querystring: PageQuery,
          response: { 200: ProductsResponse, ...listingErrors },
        },
      },
      async (request) => {
        const page = await app.listings.authorWorks(
          request.params.id,
          { skip: pageOffset(request.query.page), limit: WORKS_PAGE_SIZE },
          request.viewer?.id ?? null,
        );
        return { status: 'success', products: page.artworks, total: page.total };
      },
    );
  }

  app.get(
    '/artworks/mine',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['listings'],
        summary: "The viewer's own artworks, 12 a page, newest first",
        operationId: 'catalogueMyArtworks',
        security: signedIn,
        querystring: PageQuery,
        response: {
          200: Type.Object({
            status: Type.String(),
            message: Type.String(),
            products: ArtworkList,
            totalProducts: Type.Integer(),
          }),
          ...listingErrors,
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const page = await app.listings.authorWorks(
        viewer.id,
        { skip: pageOffset(request.query.page), limit: WORKS_PAGE_SIZE },
        viewer.id,
      );
      return { status: 'success', message: 'Your artworks', products: page.artworks, totalProducts: page.total };
    },
  );

  app.get(
    '/artist/:artistId/productswithimages',
    {
      schema: {
        tags: ['listings'],
        summary: "A studio's newest artworks that have a picture (id or slug)",
        operationId: 'catalogueArtistArtworksWithImages',
        security: publicRoute,
        params: Type.Object({ artistId: Type.String({ minLength: 1, maxLength: 300 }) }),
        querystring: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 60, default: WORKS_PAGE_SIZE }) }),
        response: { 200: MessageListResponse, ...listingErrors },
      },
    },
    async (request) => {
      const page = await app.listings.authorWorks(
        request.params.artistId,
        { skip: 0, limit: request.query.limit },
        request.viewer?.id ?? null,
        { withImageOnly: true },
      );
      return { status: 'success', message: page.artworks };
    },
  );

  app.get(
    '/artworks/liked',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['listings'],
        summary: 'Artworks the viewer liked, the latest like first',
        operationId: 'catalogueLikedArtworks',
        security: signedIn,
        querystring: Type.Object({
          skip: Type.Integer({ minimum: 0, default: 0 }),
          limit: Type.Integer({ minimum: 1, maximum: LIKED_LIMIT, default: LIKED_LIMIT }),
        }),
        response: {
          200: Type.Object({ status: Type.String(), message: Type.Object({ liked_artworks: ArtworkList }) }),
          ...listingErrors,
        },
      },
    },
    async (request) => {
      const page = await app.listings.liked(viewerOf(request).id, request.query);
      return { status: 'success', message: { liked_artworks: page.artworks } };
    },
  );
}
