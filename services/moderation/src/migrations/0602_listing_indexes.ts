import { type Kysely, sql } from 'kysely';

/**
 * Indexes for the console's two filters that had none: the audit log by action (newest first)
 * and the settled report cases (newest decision first). Found by `npm run bench -- --only=moderation`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index operator_actions_action_idx on operator_actions (action, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index report_cases_resolved_idx on report_cases (status, resolved_at desc, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index operator_actions_action_idx`.execute(db);
  await sql`drop index report_cases_resolved_idx`.execute(db);
}
