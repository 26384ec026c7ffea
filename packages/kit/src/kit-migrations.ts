import { type Kysely, type Migration, sql } from 'kysely';

/** Tables every service has: the outbox it publishes from and the events it has consumed. */
export const kitMigrations: Record<string, Migration> = {
  '0000_kit_outbox': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('outbox')
        .addColumn('seq', 'bigserial', (c) => c.primaryKey())
        .addColumn('id', 'uuid', (c) => c.notNull().unique())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('payload', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('sent_at', 'timestamptz')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .execute();
      await sql`create index outbox_unsent on outbox (seq) where sent_at is null`.execute(db);
    },
  },
  '0001_kit_processed_events': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('processed_events')
        .addColumn('consumer', 'text', (c) => c.notNull())
        .addColumn('event_id', 'uuid', (c) => c.notNull())
        .addColumn('processed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('processed_events_pk', ['consumer', 'event_id'])
        .execute();
    },
  },
};

export interface OutboxTable {
  seq: number;
  id: string;
  subject: string;
  payload: unknown;
  created_at: Date;
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
}

export interface ProcessedEventsTable {
  consumer: string;
  event_id: string;
  processed_at: Date;
}

/** Mix into a service's database interface. */
export interface KitTables {
  outbox: OutboxTable;
  processed_events: ProcessedEventsTable;
}
