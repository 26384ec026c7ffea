import type { AppealView, SuspensionView } from '@art/contracts';
import type { AppealRow, SuspensionRow } from './queries.js';

export function appealView(row: AppealRow): AppealView {
  return {
    id: row.id,
    member: { id: row.user_id, name: row.member_name ?? '' },
    text: row.text,
    submittedAt: row.submitted_at.toISOString(),
    status: row.status,
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
    decidedBy: row.decided_by ? { id: row.decided_by, name: row.decided_by_name ?? '' } : null,
    decisionReason: row.decision_reason,
    suspension:
      row.suspension_reason !== null && row.suspension_since !== null
        ? { reason: row.suspension_reason, since: new Date(row.suspension_since).toISOString() }
        : null,
  };
}

export function suspensionView(row: SuspensionRow, appeal: AppealRow | undefined): SuspensionView {
  return {
    member: {
      id: row.user_id,
      name: row.member_name ?? '',
      email: row.member_email ?? '',
      slug: row.member_slug ?? '',
    },
    reason: row.reason,
    since: row.since.toISOString(),
    suspendedBy: { id: row.suspended_by, name: row.suspended_by_name },
    caseId: row.case_id,
    appeal: appeal ? appealView(appeal) : null,
  };
}
