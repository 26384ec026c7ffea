import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Audience, type AudienceSources, createAudience } from './audience.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who may see and touch a member's content: the kit's one rule over this service's tables. */
    audience: Audience;
  }
}

/**
 * Decorates the service with its audience (see audience.ts), over the tables the options name: a
 * service's own blocks and follows, or its projections of them.
 */
export const audiencePlugin = fp(
  async (app: FastifyInstance, sources: AudienceSources) => {
    app.decorate('audience', createAudience(app.db, sources));
  },
  { name: 'audience', dependencies: ['database'] },
);
