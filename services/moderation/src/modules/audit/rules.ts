import { AUDIT_CSV_COLUMNS } from '@art/contracts';
import type { AuditRow } from './queries.js';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. A cell that a
 * spreadsheet would read as a formula (=, +, -, @, tab, carriage return first) is prefixed with
 * an apostrophe (OWASP's CSV injection advice): a reason typed by an operator, or a member's name,
 * must never run in whoever opens the export.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const jsonText = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The export: a header line, then one line per action, CRLF-terminated. */
export function auditCsv(rows: AuditRow[]): string {
  const lines = [AUDIT_CSV_COLUMNS.join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.created_at.toISOString(),
        row.operator_id,
        row.operator_name,
        row.action,
        row.target_type,
        row.target_id,
        row.subject_user_id,
        row.reason,
        jsonText(row.before),
        jsonText(row.after),
        row.request_id,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
