import { ErrorResponse, FEED_PAGE_SIZE, PostPage, PostView } from '@art/contracts';
import { requireViewer, viewerOf } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type Static, Type } from 'typebox';
import { MAX_TOTAL } from '../../lib/post-rules.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const Total = Type.Integer({
  minimum: 1,
  maximum: MAX_TOTAL,
  default: FEED_PAGE_SIZE,
  description: 'How many posts from the top',
});
const Sort = Type.Union([Type.Literal('recent'), Type.Literal('popular')], { default: 'recent' });
const FeedQuery = Type.Object({
  sort: Sort,
  show: Type.Union([Type.Literal('all'), Type.Literal('recommended'), Type.Literal('following')], { default: 'all' }),
  artistId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "One studio's posts only" })),
  total: Total,
});

/** The feeds: everyone's, recommended, following, one studio's, and one post. */
export async function feedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const readFeed = async (viewerId: string | null, query: Static<typeof FeedQuery>) => {
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

  app.get(
    '/feed/allPosts',
    {
      schema: {
        tags: ['feed'],
        summary: 'The feed (anyone): the first `total` posts, newest or most liked first',
        operationId: 'socialFeedAllPosts',
        security: [],
        querystring: FeedQuery,
        response: { 200: PostPage, ...errors },
      },
    },
    async (request) => readFeed(request.viewer?.id ?? null, request.query),
  );

  app.get(
    '/feed/posts',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['feed'],
        summary: 'The feed of a signed-in viewer: all, recommended or following',
        operationId: 'socialFeedPosts',
        security: [{ jwt: [] }],
        querystring: FeedQuery,
        response: { 200: PostPage, ...errors },
      },
    },
    async (request) => readFeed(viewerOf(request).id, request.query),
  );

  app.get(
    '/feed/following',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['feed'],
        summary: 'Posts by the studios you follow',
        operationId: 'socialFollowingFeed',
        security: [{ jwt: [] }],
        querystring: Type.Object({ sort: Sort, total: Total }),
        response: { 200: PostPage, ...errors },
      },
    },
    async (request) => readFeed(viewerOf(request).id, { ...request.query, show: 'following' }),
  );

  app.get(
    '/posts/recommended',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['feed'],
        summary: 'Posts recommended to you (studios you do not follow yet, most liked first)',
        operationId: 'socialRecommendedPosts',
        security: [{ jwt: [] }],
        response: { 200: Type.Object({ status: Type.String(), message: Type.Array(PostView) }), ...errors },
      },
    },
    async (request) => {
      const page = await app.feed.page({
        viewerId: viewerOf(request).id,
        show: 'recommended',
        sort: 'popular',
        total: FEED_PAGE_SIZE,
      });
      return { status: 'success', message: page.posts };
    },
  );

  app.get(
    '/post/getbyartist/:id/:total',
    {
      schema: {
        tags: ['feed'],
        summary: "A studio's posts, newest first, at most :total",
        operationId: 'socialPostsByArtist',
        security: [],
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }), total: Total }),
        response: { 200: PostPage, ...errors },
      },
    },
    async (request) =>
      readFeed(request.viewer?.id ?? null, {
        sort: 'recent',
        show: 'all',
        artistId: request.params.id,
        total: request.params.total,
      }),
  );

  app.get(
    '/feed/post/:id',
    {
      schema: {
        tags: ['feed'],
        summary: 'One post',
        operationId: 'socialPost',
        security: [],
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: Type.Object({ status: Type.String(), message: PostView }), ...errors },
      },
    },
    async (request) => ({
      status: 'success',
      message: await app.posts.view(request.params.id, request.viewer?.id ?? null),
    }),
  );
}
