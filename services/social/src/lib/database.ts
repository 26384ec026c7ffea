import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { SocialTables } from '../db/schema.js';

/** The service's database with its table types (the kit decorates `app.db` untyped). */
export function socialDb(app: FastifyInstance): Kysely<SocialTables> {
  return app.db as Kysely<SocialTables>;
}
