import { type Audience, createAudience } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { socialDb } from '../lib/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who may see and touch a member's posts, comments, lists and card (the kit's one rule). */
    audience: Audience;
  }
}

/**
 * Social's audience, over its own tables: the blocks and the approved follows it keeps, and the
 * privacy setting in its projection of identity's users. Every route that serves or touches a
 * member's content asks it, so a block and a private account mean the same in every route.
 */
export const audiencePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'audience',
      createAudience(socialDb(app), {
        blocks: { table: 'blocks' },
        follows: { table: 'follows' },
        privacy: { table: 'users' },
      }),
    );
  },
  { name: 'audience', dependencies: ['database'] },
);
