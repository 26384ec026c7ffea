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
  '0002_kit_outbox_parking': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('outbox').addColumn('parked_at', 'timestamptz').execute();
      // The relay reads only rows that can still go out; a parked row must not be scanned again.
      await sql`drop index outbox_unsent`.execute(db);
      await sql`create index outbox_unsent on outbox (seq) where sent_at is null and parked_at is null`.execute(db);
      await sql`create index outbox_parked on outbox (seq) where parked_at is not null`.execute(db);
      // Pruning walks the oldest sent rows and the oldest processed events.
      await sql`create index outbox_sent_at on outbox (sent_at) where sent_at is not null`.execute(db);
      await sql`create index processed_events_processed_at on processed_events (processed_at)`.execute(db);
    },
  },
  '0003_kit_outbox_trace_context': {
    async up(db: Kysely<unknown>) {
      // Nullable, no default: adding them rewrites nothing, and rows written before stay untraced.
      await db.schema.alterTable('outbox').addColumn('traceparent', 'text').addColumn('tracestate', 'text').execute();
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
  /** Failed publishes, counted whether or not NATS answered (see the relay). */
  attempts: number;
  last_error: string | null;
  /** Set when the relay gave up on the row; it is skipped until somebody clears it. */
  parked_at: Date | null;
  /** W3C trace context of the span that wrote the event; the relay publishes it on. */
  traceparent: string | null;
  tracestate: string | null;
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
