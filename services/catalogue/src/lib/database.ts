import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CatalogueTables } from '../db/schema.js';

/** The service's database with its table types (the kit decorates `app.db` untyped). */
export function catalogueDb(app: FastifyInstance): Kysely<CatalogueTables> {
  return app.db as Kysely<CatalogueTables>;
}
