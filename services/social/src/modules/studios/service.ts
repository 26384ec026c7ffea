import type { SocialUserCard } from '@art/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { userCards } from '../users/views.js';
import { categoriesFollowedBy, popularStudios, studiosInCategories, trendingStudios } from './queries.js';
import { STUDIOS_TO_FOLLOW, TRENDING_DAYS } from './rules.js';

export interface Studios {
  trending(viewerId: string): Promise<SocialUserCard[]>;
  recommended(viewerId: string): Promise<SocialUserCard[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    studios: Studios;
  }
}

/**
 * Studios to follow: artists the viewer does not follow yet, none across a block. Trending by
 * the followers gained lately; recommended in the categories of the studios the viewer follows.
 */
export const studiosPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;

    const studios: Studios = {
      async trending(viewerId) {
        const since = new Date(Date.now() - TRENDING_DAYS * 24 * 3600 * 1000);
        const rows = await trendingStudios(db, app.audience, viewerId, since, STUDIOS_TO_FOLLOW);
        return userCards(db, rows, viewerId);
      },

      async recommended(viewerId) {
        // Categories of the studios the viewer follows; none yet: the most followed studios.
        const categoryIds = await categoriesFollowedBy(db, viewerId);
        const rows = await studiosInCategories(db, app.audience, viewerId, categoryIds, STUDIOS_TO_FOLLOW);
        if (rows.length === 0 && categoryIds.length > 0) {
          const popular = await popularStudios(db, app.audience, viewerId, STUDIOS_TO_FOLLOW);
          return userCards(db, popular, viewerId);
        }
        return userCards(db, rows, viewerId);
      },
    };

    app.decorate('studios', studios);
  },
  { name: 'studios', dependencies: ['database', 'audience'] },
);
