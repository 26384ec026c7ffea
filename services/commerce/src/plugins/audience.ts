import { type Audience, createAudience } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { commerceDb } from '../lib/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who may trade with whom: a block between buyer and artist stops it, both ways (the kit's one rule). */
    audience: Audience;
  }
}

/** Commerce's audience, over its projection of social's blocks. */
export const audiencePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('audience', createAudience(commerceDb(app), { blocks: { table: 'blocks' } }));
  },
  { name: 'audience', dependencies: ['database'] },
);
