import { type Audience, createAudience } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { catalogueDb } from '../lib/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who may see and touch a member's artworks, comments and studio (the kit's one rule). */
    audience: Audience;
  }
}

/**
 * The catalogue's audience, over its projections of social's blocks and follows and identity's
 * privacy setting. Artworks are public content: a block hides them both ways, privacy does not.
 */
export const audiencePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'audience',
      createAudience(catalogueDb(app), {
        blocks: { table: 'blocks' },
        follows: { table: 'follows' },
        privacy: { table: 'users' },
      }),
    );
  },
  { name: 'audience', dependencies: ['database'] },
);
