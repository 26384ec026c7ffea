import type { ContentSnapshot, ReportCase, ReportView } from '@art/contracts';
import type { Kysely } from 'kysely';
import type { ModerationTables } from '../../db/schema.js';
import { actionsOnMembers } from '../audit/queries.js';
import { auditEntryView } from '../audit/views.js';
import { namesOf } from '../members/queries.js';
import { type CaseRow, casesOfTargets, type ReportRow, reportsOf } from './queries.js';

function reportView(row: ReportRow): ReportView {
  return {
    id: row.id,
    reporter: { id: row.reporter_id, name: row.reporter_name ?? '' },
    category: { id: row.category_id, name: row.category_name },
    text: row.text,
    snapshot: (row.snapshot as ContentSnapshot | null) ?? null,
    at: row.reported_at.toISOString(),
  };
}

/** Cases as the console shows them: their reports, the owner, and the target's history. */
export async function caseViews(db: Kysely<ModerationTables>, rows: CaseRow[]): Promise<ReportCase[]> {
  const reports = await reportsOf(
    db,
    rows.map((row) => row.id),
  );
  const owners = await namesOf(
    db,
    rows.flatMap((row) => (row.owner_id ? [row.owner_id] : [])),
  );
  // The history of the whole page in two queries (not three per case).
  const ownerIds = rows.flatMap((row) => (row.owner_id ? [row.owner_id] : []));
  const [targetCases, actions] = await Promise.all([casesOfTargets(db, rows), actionsOnMembers(db, ownerIds)]);
  const views: ReportCase[] = [];
  for (const row of rows) {
    const earlier = targetCases
      .filter(
        (c) =>
          c.target_type === row.target_type &&
          c.target_id === row.target_id &&
          c.id !== row.id &&
          c.opened_at.getTime() <= row.opened_at.getTime(),
      )
      .slice(0, 50);
    const ownerActions = row.owner_id ? actions.filter((action) => action.subject_user_id === row.owner_id) : [];
    views.push({
      id: row.id,
      targetType: row.target_type,
      targetId: row.target_id,
      owner: row.owner_id ? { id: row.owner_id, name: owners.get(row.owner_id) ?? row.owner_name ?? '' } : null,
      status: row.status,
      snapshot: (row.snapshot as ContentSnapshot | null) ?? null,
      reports: reports.filter((report) => report.case_id === row.id).map(reportView),
      openedAt: row.opened_at.toISOString(),
      outcome: row.outcome,
      decisionReason: row.decision_reason,
      resolvedAt: row.resolved_at ? row.resolved_at.toISOString() : null,
      resolvedBy: row.resolved_by ? { id: row.resolved_by, name: row.resolved_by_name ?? '' } : null,
      history: {
        earlierCases: earlier.map((c) => ({
          id: c.id,
          outcome: c.outcome,
          reportCount: Number(c.report_count ?? 0),
          openedAt: c.opened_at.toISOString(),
          resolvedAt: c.resolved_at ? c.resolved_at.toISOString() : null,
          decisionReason: c.decision_reason,
        })),
        ownerActions: ownerActions.map(auditEntryView),
      },
    });
  }
  return views;
}
