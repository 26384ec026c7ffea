import type { AuditEntry } from '@art/contracts';
import type { AuditRow } from './queries.js';

export function auditEntryView(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    operator: { id: row.operator_id, name: row.operator_name },
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    subjectUserId: row.subject_user_id,
    reason: row.reason,
    before: row.before ?? null,
    after: row.after ?? null,
    requestId: row.request_id,
    at: row.created_at.toISOString(),
  };
}
