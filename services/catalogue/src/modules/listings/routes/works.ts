import { WORKS_PAGE_SIZE } from '@art/contracts';
import { catalogueEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute, viewerOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { pageOffset } from '../rules.js';

/** A person's works (a studio's, the viewer's own) and what the viewer liked. */
export async function worksRoutes(app: FastifyInstance) {
  // Both public paths show a user's works: studio work and user art alike, newest first.
  for (const endpoint of [endpoints.userArtworks, endpoints.userGallery]) {
    endpointRoute(app, endpoint, {
      handler: async (request) => {
        const page = await app.listings.authorWorks(
          request.params.id,
          { skip: pageOffset(request.query.page), limit: WORKS_PAGE_SIZE },
          request.viewer?.id ?? null,
        );
        return { status: 'success', products: page.artworks, total: page.total };
      },
    });
  }

  endpointRoute(app, endpoints.myArtworks, {
    handler: async (request) => {
      const viewer = viewerOf(request);
      const page = await app.listings.authorWorks(
        viewer.id,
        { skip: pageOffset(request.query.page), limit: WORKS_PAGE_SIZE },
        viewer.id,
      );
      return {
        status: 'success',
        message: endpoints.myArtworks.messages.listed,
        products: page.artworks,
        totalProducts: page.total,
      };
    },
  });

  endpointRoute(app, endpoints.artistArtworksWithImages, {
    handler: async (request) => {
      const page = await app.listings.authorWorks(
        request.params.artistId,
        { skip: 0, limit: request.query.limit },
        request.viewer?.id ?? null,
        { withImageOnly: true },
      );
      return { status: 'success', message: page.artworks };
    },
  });

  endpointRoute(app, endpoints.likedArtworks, {
    handler: async (request) => {
      const page = await app.listings.liked(viewerOf(request).id, request.query);
      return { status: 'success', message: { liked_artworks: page.artworks } };
    },
  });
}
