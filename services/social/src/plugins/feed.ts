import type { PostView } from '@art/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { socialDb } from '../lib/database.js';
import { type FeedRequest, feedPage } from '../lib/feed-queries.js';
import { postViews } from '../lib/post-view.js';

export interface Feed {
  page(request: FeedRequest): Promise<{ posts: PostView[]; total: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    feed: Feed;
  }
}

/** The feeds (all, recommended, following, one studio's), read when asked: see lib/feed-queries.ts. */
export const feedPlugin = fp(
  async (app: FastifyInstance) => {
    const db = socialDb(app);
    app.decorate('feed', {
      async page(request) {
        const { rows, total } = await feedPage(db, request);
        return { posts: await postViews(db, rows, request.viewerId), total };
      },
    } satisfies Feed);
  },
  { name: 'feed', dependencies: ['database'] },
);
