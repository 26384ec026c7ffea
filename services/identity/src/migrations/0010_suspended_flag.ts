import { type Kysely, sql } from 'kysely';

/**
 * The suspension as the kit's audience reads it (a boolean column of the members' table), kept by
 * PostgreSQL from `suspended_at`, so that it can never disagree with it: a suspended member's
 * profile is not there for anybody else, as their content is not in the other areas.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column suspended boolean generated always as (suspended_at is not null) stored`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('suspended').execute();
}
