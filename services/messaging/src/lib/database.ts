import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { MessagingTables } from '../db/schema.js';

/** The service's database with its table types (the kit decorates `app.db` untyped). */
export function messagingDb(app: FastifyInstance): Kysely<MessagingTables> {
  return app.db as Kysely<MessagingTables>;
}
