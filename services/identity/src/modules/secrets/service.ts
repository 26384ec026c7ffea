import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Sealer, sealer } from './sealer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals the open codes and reset tokens the mail worker is handed (SECRET_SEALING_KEY). */
    sealer: Sealer;
  }
}

/** One sealer for the service, made from its key once: registration, reset and the mail routes share it. */
export const secretsPlugin = fp(
  async (app: FastifyInstance, options: { sealingKey: string }) => {
    app.decorate('sealer', sealer(options.sealingKey));
  },
  { name: 'secrets' },
);
