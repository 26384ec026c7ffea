import type { AuditQuery } from '@art/contracts';
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { ModerationTables } from '../../db/schema.js';

type Executor = Kysely<ModerationTables> | Transaction<ModerationTables>;

/** One row of the audit log, as written by a decision (in its transaction) or a console read. */
export interface ActionRecord {
  operatorId: string;
  operatorName: string;
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  subjectUserId?: string | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
  at?: Date | string;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Appends one row to the audit log (the table takes no UPDATE, DELETE or TRUNCATE). */
export async function recordAction(executor: Executor, record: ActionRecord): Promise<void> {
  await executor
    .insertInto('operator_actions')
    .values({
      operator_id: record.operatorId,
      operator_name: record.operatorName,
      action: record.action,
      target_type: record.targetType ?? null,
      target_id: record.targetId ?? null,
      subject_user_id: record.subjectUserId ?? null,
      reason: record.reason ?? null,
      before: json(record.before),
      after: json(record.after),
      request_id: record.requestId ?? null,
      ...(record.at ? { created_at: record.at } : {}),
    } as never)
    .execute();
}

export type AuditFilters = Omit<AuditQuery, 'limit' | 'skip'>;

function filtered<O>(query: SelectQueryBuilder<ModerationTables, 'operator_actions', O>, filters: AuditFilters) {
  let q = query;
  if (filters.operator) q = q.where('operator_id', '=', filters.operator);
  if (filters.action) q = q.where('action', '=', filters.action);
  if (filters.targetId) q = q.where('target_id', '=', filters.targetId);
  if (filters.from) q = q.where('created_at', '>=', new Date(filters.from));
  if (filters.to) q = q.where('created_at', '<', new Date(filters.to));
  return q;
}

/** The log, newest first, filtered. */
export async function auditRows(db: Executor, filters: AuditFilters, limit: number, skip: number) {
  return filtered(db.selectFrom('operator_actions').selectAll(), filters)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(skip)
    .execute();
}

/**
 * How many entries match, counted up to `cap` + 1 (so the caller can tell "more than cap"): an
 * exact count walks every matching row, and the log keeps every console read for a year.
 */
export async function auditTotal(db: Executor, filters: AuditFilters, cap: number): Promise<number> {
  const matching = filtered(db.selectFrom('operator_actions').select('id'), filters)
    .limit(cap + 1)
    .as('matching');
  const row = await db
    .selectFrom(matching)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The newest `perMember` decisions about each of these members, in one query. */
export async function actionsOnMembers(db: Executor, userIds: string[], perMember = 20): Promise<AuditRow[]> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return [];
  const ranked = db
    .selectFrom('operator_actions')
    .selectAll()
    .select((eb) =>
      eb.fn
        .agg<number>('row_number')
        .over((over) => over.partitionBy('subject_user_id').orderBy('created_at', 'desc'))
        .as('rank'),
    )
    .where('subject_user_id', 'in', unique)
    .where('action', '<>', 'view')
    .as('ranked');
  const rows = await db
    .selectFrom(ranked)
    .selectAll()
    .where('rank', '<=', perMember)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(({ rank: _rank, ...row }) => row as AuditRow);
}

export type AuditRow = Awaited<ReturnType<typeof auditRows>>[number];
