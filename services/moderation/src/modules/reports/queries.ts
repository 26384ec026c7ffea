import type { ReportCaseStatus } from '@art/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { ModerationTables } from '../../db/schema.js';

type Executor = Kysely<ModerationTables> | Transaction<ModerationTables>;

/** Open cases oldest first (the queue); resolved ones newest decision first. */
export async function casesByStatus(db: Executor, status: ReportCaseStatus, limit: number, skip: number) {
  const query = db.selectFrom('report_cases').selectAll().where('status', '=', status);
  return (status === 'open' ? query.orderBy('opened_at', 'asc') : query.orderBy('resolved_at', 'desc'))
    .orderBy('id')
    .limit(limit)
    .offset(skip)
    .execute();
}

export async function caseCount(db: Executor, status: ReportCaseStatus): Promise<number> {
  const row = await db
    .selectFrom('report_cases')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function caseById(db: Executor, id: string) {
  return db.selectFrom('report_cases').selectAll().where('id', '=', id).executeTakeFirst();
}

export type CaseRow = NonNullable<Awaited<ReturnType<typeof caseById>>>;

export async function lockCase(trx: Transaction<ModerationTables>, id: string) {
  return trx.selectFrom('report_cases').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Every report of these cases, oldest first, with the reporter's name when moderation knows it. */
export async function reportsOf(db: Executor, caseIds: string[]) {
  if (caseIds.length === 0) return [];
  return db
    .selectFrom('reports as r')
    .leftJoin('members as m', 'm.id', 'r.reporter_id')
    .selectAll('r')
    .select('m.name as reporter_name')
    .where('r.case_id', 'in', caseIds)
    .orderBy('r.reported_at', 'asc')
    .execute();
}

export type ReportRow = Awaited<ReturnType<typeof reportsOf>>[number];

/**
 * The cases of these targets (every one, each with how many reports it had), newest first: one
 * query for a whole page of cases, each case then keeps the others of its own target.
 */
export async function casesOfTargets(db: Executor, rows: CaseRow[]) {
  if (rows.length === 0) return [];
  return db
    .selectFrom('report_cases as c')
    .select(['c.id', 'c.target_type', 'c.target_id', 'c.outcome', 'c.opened_at', 'c.resolved_at', 'c.decision_reason'])
    .select((eb) =>
      eb
        .selectFrom('reports')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('reports.case_id', '=', 'c.id')
        .as('report_count'),
    )
    .where((eb) =>
      eb(
        eb.refTuple('c.target_type', 'c.target_id'),
        'in',
        rows.map((row) => eb.tuple(row.target_type, row.target_id)),
      ),
    )
    .orderBy('c.opened_at', 'desc')
    .execute();
}

export async function settleCase(
  trx: Transaction<ModerationTables>,
  id: string,
  settled: { outcome: 'dismissed' | 'hidden' | 'warned' | 'suspended'; reason: string; by: string; byName: string },
) {
  await trx
    .updateTable('report_cases')
    .set({
      status: 'resolved',
      outcome: settled.outcome,
      decision_reason: settled.reason,
      resolved_at: new Date(),
      resolved_by: settled.by,
      resolved_by_name: settled.byName,
    })
    .where('id', '=', id)
    .execute();
}

/** The distinct reporters of a case: each is told the outcome. */
export async function reporterIdsOf(db: Executor, caseId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('reports')
    .select('reporter_id')
    .distinct()
    .where('case_id', '=', caseId)
    .orderBy('reporter_id')
    .execute();
  return rows.map((row) => row.reporter_id);
}
