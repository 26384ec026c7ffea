import type { AuditFilters } from '@art/sdk/moderation';

/** The filter form as typed: dates as the date inputs give them (YYYY-MM-DD, the operator's own day). */
export type AuditFilterForm = { operator: string; action: string; targetId: string; fromDay: string; toDay: string };

export const emptyAuditFilterForm = (): AuditFilterForm => ({
  operator: '',
  action: '',
  targetId: '',
  fromDay: '',
  toDay: '',
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day's first or last moment in the operator's time zone, as the ISO time the API reads. */
function dayBound(day: string, end: boolean): string | undefined {
  if (!DAY.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number);
  const moment = end ? new Date(year, month - 1, date, 23, 59, 59, 999) : new Date(year, month - 1, date);
  return Number.isNaN(moment.getTime()) ? undefined : moment.toISOString();
}

/** The query the form asks for: blanks left out, dates as whole days (the last one included). */
export function auditFiltersOf(form: AuditFilterForm): AuditFilters {
  const filters: AuditFilters = {};
  if (form.operator.trim()) filters.operator = form.operator.trim();
  if (form.action.trim()) filters.action = form.action.trim();
  if (form.targetId.trim()) filters.targetId = form.targetId.trim();
  const from = dayBound(form.fromDay, false);
  const to = dayBound(form.toDay, true);
  if (from) filters.from = from;
  if (to) filters.to = to;
  return filters;
}

/** The export's file name: the day it was made, and the filters' dates when there are some. */
export function auditCsvFileName(form: AuditFilterForm, today: Date = new Date()): string {
  const stamp = today.toISOString().slice(0, 10);
  const range = form.fromDay || form.toDay ? `-${form.fromDay || 'start'}_${form.toDay || stamp}` : '';
  return `audit-log-${stamp}${range}.csv`;
}

/** The page size and the most rows one page may ask for (AUDIT_PAGE_MAX in the contracts). */
export const AUDIT_PAGE = 50;
export const AUDIT_MAX = 500;
