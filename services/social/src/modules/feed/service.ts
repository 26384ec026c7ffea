import type { PostView } from '@art/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { postViews } from '../posts/views.js';
import { type FeedRequest, feedPage } from './queries.js';

export interface Feed {
  page(request: FeedRequest): Promise<{ posts: PostView[]; total: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    feed: Feed;
  }
}

/**
 * The feeds (all, recommended, following, one studio's), read when asked: see queries.ts.
 * Every feed leaves out what the audience closes to the viewer.
 */
export const feedPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;
    app.decorate('feed', {
      async page(request) {
        // One member's posts: their profile's Feed tab says why it is empty (private, or not there).
        if (request.artistId) await app.audience.assert(request.viewerId, request.artistId, 'view-content');
        const { rows, total } = await feedPage(db, app.audience, request);
        return { posts: await postViews(db, app.audience, rows, request.viewerId), total };
      },
    } satisfies Feed);
  },
  { name: 'feed', dependencies: ['database', 'audience'] },
);
