import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CommerceTables } from '../db/schema.js';

/** The service's database with its table types (the kit decorates `app.db` untyped). */
export function commerceDb(app: FastifyInstance): Kysely<CommerceTables> {
  return app.db as Kysely<CommerceTables>;
}
