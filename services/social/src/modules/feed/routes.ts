import { FEED_PAGE_SIZE, type FeedQuery } from '@art/contracts';
import { socialEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute, viewerOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';

/** The feeds: everyone's, recommended, following, one studio's, and one post. */
export async function feedRoutes(app: FastifyInstance) {
  const readFeed = async (viewerId: string | null, query: FeedQuery) => {
    // Recommended and following need someone to recommend to; a guest gets everyone's posts.
    const show = viewerId ? query.show : 'all';
    const page = await app.feed.page({
      viewerId,
      show,
      sort: query.sort,
      artistId: query.artistId,
      total: query.total,
    });
    return { status: 'success', message: page.posts, total: page.total };
  };

  endpointRoute(app, endpoints.publicFeed, {
    handler: async (request) => readFeed(request.viewer?.id ?? null, request.query),
  });

  endpointRoute(app, endpoints.signedInFeed, {
    handler: async (request) => readFeed(viewerOf(request).id, request.query),
  });

  endpointRoute(app, endpoints.followingFeed, {
    handler: async (request) => readFeed(viewerOf(request).id, { ...request.query, show: 'following' }),
  });

  endpointRoute(app, endpoints.recommendedPosts, {
    handler: async (request) => {
      const page = await app.feed.page({
        viewerId: viewerOf(request).id,
        show: 'recommended',
        sort: 'popular',
        total: FEED_PAGE_SIZE,
      });
      return { status: 'success', message: page.posts };
    },
  });

  endpointRoute(app, endpoints.postsByArtist, {
    handler: async (request) =>
      readFeed(request.viewer?.id ?? null, {
        sort: 'recent',
        show: 'all',
        artistId: request.params.id,
        total: request.params.total,
      }),
  });

  endpointRoute(app, endpoints.post, {
    handler: async (request) => ({
      status: 'success',
      message: await app.posts.view(request.params.id, request.viewer?.id ?? null),
    }),
  });
}
