// The operators' console: the moderation service's queues and decisions (studio requests, artist
// codes, report cases, suspensions and appeals, the audit log, the morning counts) and commerce's
// refunds due. Shapes are the services' own (@art/contracts/moderation-api, commerce-api).
//
// Imported as '@art/sdk/moderation', on its own: only the moderation remote downloads it (the
// package root is in everyone's first render). Every call goes through the generated routes
// (callEndpoint), so no path is written here; the CSV export is read as text, not JSON.

import type {
  AppealStatus,
  AppealView,
  ArtistCodeView,
  AuditEntry,
  AuditQuery,
  IssueArtistCodeBody,
  ModerationOverview,
  ReportCase,
  ReportCaseStatus,
  StudioRequestStatus,
  StudioRequestView,
  SuspensionView,
} from '@art/contracts';
import type { RefundView } from '@art/contracts/commerce-api';
import { ApiError, getBaseUrl, messagesOf, type RequestOptions } from './core.js';
import { callEndpoint, pathOf } from './declared-route.js';
import { commerceRoutes } from './routes/commerce.js';
import { moderationRoutes as routes } from './routes/moderation.js';

export type {
  AppealStatus,
  AppealView,
  ArtistCodeView,
  AuditEntry,
  IssueArtistCodeBody,
  ModerationOverview,
  RefundView,
  ReportCase,
  ReportCaseStatus,
  StudioRequestStatus,
  StudioRequestView,
  SuspensionView,
};
export { ApiError };

/** What an operator may decide on a report case; each needs a reason. */
export type CaseDecision = 'dismiss' | 'hide' | 'warn' | 'suspend';

/** The audit log's filters (all optional; times as ISO strings). */
export type AuditFilters = Partial<Pick<AuditQuery, 'operator' | 'action' | 'targetId' | 'from' | 'to'>>;

/** The morning counts: new members, orders and sales (today, this week), open queues, dead letters. */
export async function getOverview(options: RequestOptions = {}): Promise<ModerationOverview> {
  return (await callEndpoint(routes.overview, {}, options)).data;
}

/** Studio requests by status (pending: the queue, oldest first). */
export async function listStudioRequests(
  status: StudioRequestStatus = 'pending',
  options: RequestOptions = {},
): Promise<StudioRequestView[]> {
  return (await callEndpoint(routes.studioRequests, { query: { status } }, options)).data.result;
}

/** The member becomes an artist at once. */
export async function approveStudioRequest(id: string, options: RequestOptions = {}): Promise<StudioRequestView> {
  return (await callEndpoint(routes.approveStudioRequest, { params: { id } }, options)).data;
}

/** The applicant receives the reason and may apply again. */
export async function rejectStudioRequest(
  id: string,
  reason: string,
  options: RequestOptions = {},
): Promise<StudioRequestView> {
  return (await callEndpoint(routes.rejectStudioRequest, { params: { id }, body: { reason } }, options)).data;
}

/** Artist codes, newest first, with their state. */
export async function listArtistCodes(options: RequestOptions = {}): Promise<ArtistCodeView[]> {
  return (await callEndpoint(routes.artistCodes, {}, options)).data.result;
}

/** Issues a single-use code; its text comes back this once only. */
export async function issueArtistCode(
  body: IssueArtistCodeBody,
  options: RequestOptions = {},
): Promise<{ code: string; artistCode: ArtistCodeView }> {
  return (await callEndpoint(routes.issueArtistCode, { body }, options)).data;
}

export async function revokeArtistCode(id: string, options: RequestOptions = {}): Promise<ArtistCodeView> {
  return (await callEndpoint(routes.revokeArtistCode, { params: { id } }, options)).data;
}

/** Report cases, one per reported target (open: the queue). */
export async function listReportCases(
  status: ReportCaseStatus = 'open',
  options: RequestOptions = {},
): Promise<{ result: ReportCase[]; total: number }> {
  return (await callEndpoint(routes.reportCases, { query: { status, limit: 100, skip: 0 } }, options)).data;
}

/** Settles a report case: dismiss, hide the content, warn or suspend its owner; the reporters are told. */
export async function decideReportCase(
  caseId: string,
  decision: CaseDecision,
  reason: string,
  options: RequestOptions = {},
): Promise<ReportCase> {
  const input = { params: { caseId }, body: { reason } };
  if (decision === 'dismiss') return (await callEndpoint(routes.dismissReportCase, input, options)).data;
  if (decision === 'hide') return (await callEndpoint(routes.hideReportedContent, input, options)).data;
  if (decision === 'warn') return (await callEndpoint(routes.warnReportedMember, input, options)).data;
  return (await callEndpoint(routes.suspendReportedMember, input, options)).data;
}

/** The current suspensions, newest first, each with its appeal if any. */
export async function listSuspensions(options: RequestOptions = {}): Promise<SuspensionView[]> {
  return (await callEndpoint(routes.suspensions, {}, options)).data.result;
}

export async function suspendMember(
  userId: string,
  reason: string,
  options: RequestOptions = {},
): Promise<SuspensionView> {
  return (await callEndpoint(routes.suspendMember, { params: { userId }, body: { reason } }, options)).data;
}

/** Lifts a suspension (an open appeal is settled as granted). */
export async function reinstateMember(userId: string, reason: string, options: RequestOptions = {}) {
  return (await callEndpoint(routes.reinstateMember, { params: { userId }, body: { reason } }, options)).data;
}

/** Appeals by status (open: oldest first). */
export async function listAppeals(status: AppealStatus = 'open', options: RequestOptions = {}): Promise<AppealView[]> {
  return (await callEndpoint(routes.appeals, { query: { status } }, options)).data.result;
}

export async function rejectAppeal(id: string, reason: string, options: RequestOptions = {}): Promise<AppealView> {
  return (await callEndpoint(routes.rejectAppeal, { params: { id }, body: { reason } }, options)).data;
}

/** One page of the audit log, newest first. */
export async function getAuditLog(
  filters: AuditFilters & { limit?: number; skip?: number },
  options: RequestOptions = {},
): Promise<{ result: AuditEntry[]; total: number; totalCapped?: boolean }> {
  const query = { limit: 50, skip: 0, ...filters };
  return (await callEndpoint(routes.audit, { query }, options)).data;
}

/** The audit log as CSV (the same filters): its text and the file name the server suggests. */
export async function exportAuditCsv(filters: AuditFilters, options: RequestOptions = {}): Promise<string> {
  const headers: Record<string, string> = { Accept: 'text/csv' };
  if (options.token) headers.Authorization = `JWT ${options.token}`;
  const response = await fetch(`${options.baseUrl ?? getBaseUrl()}${pathOf(routes.auditCsv, undefined, filters)}`, {
    headers,
    signal: options.signal,
    credentials: 'same-origin',
  });
  const text = await response.text();
  if (response.ok) return text;
  let parsed: { status?: unknown; message?: unknown } | undefined;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  throw new ApiError({
    status: typeof parsed?.status === 'string' ? parsed.status : 'error',
    httpStatus: response.status,
    messages: messagesOf(parsed?.message),
    body: parsed ?? text,
  });
}

/** Refunds owed (eSewa, ConnectIPS: paid back by hand) or made, oldest first (commerce's operator routes). */
export async function listRefunds(
  status: 'pending' | 'refunded' = 'pending',
  options: RequestOptions = {},
): Promise<RefundView[]> {
  return (await callEndpoint(commerceRoutes.operatorRefunds, { query: { status, limit: 100, skip: 0 } }, options)).data
    .result;
}

/** Marks a refund paid back, with the provider's reference of the transfer; the buyer is told. */
export async function markRefunded(id: string, reference: string, options: RequestOptions = {}): Promise<RefundView> {
  return (await callEndpoint(commerceRoutes.markRefunded, { params: { id }, body: { reference } }, options)).data;
}
