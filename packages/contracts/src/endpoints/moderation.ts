import { defineEndpoints } from '@art/endpoint';
import { Type } from 'typebox';
import { errorAnswers } from '../http.js';
import {
  AppealAnswer,
  AppealList,
  AppealStatus,
  ArtistCodeAnswer,
  ArtistCodeList,
  AUDIT_CSV_MAX,
  AuditPage,
  AuditQuery,
  IssueArtistCodeBody,
  IssuedArtistCode,
  ModerationId,
  ModerationOverviewAnswer,
  ModerationUserId,
  ReasonBody,
  ReinstatedAnswer,
  ReportCaseAnswer,
  ReportCaseDecided,
  ReportCaseList,
  ReportCaseStatus,
  StudioRequestAnswer,
  StudioRequestList,
  StudioRequestStatus,
  SuspensionAnswer,
  SuspensionList,
} from '../moderation-api.js';

const errors = errorAnswers(400, 401, 403, 404);
const decisionErrors = { ...errors, ...errorAnswers(409) };
const access = 'operator' as const;
const service = 'moderation' as const;

/** Every moderation route refuses anyone but an operator with this (403, `forbidden`). */
const operatorOnly = { forbidden: 'Only the marketplace’s operators can use the moderation console' } as const;

const caseParams = Type.Object({ caseId: ModerationId });
const caseDecisionMessages = {
  ...operatorOnly,
  notFound: 'Report case not found',
  alreadyResolved: 'This report case is already settled',
} as const;
const ownerMessages = {
  noOwner: 'The reported content names no owner to act on',
  operatorAccount: 'An operator account cannot be warned or suspended here',
} as const;

/** The moderation service's public endpoints (the operators' console): one declaration each. */
export const moderationEndpoints = defineEndpoints({
  overview: {
    method: 'GET',
    path: '/api/moderation/overview',
    service,
    access,
    tags: ['moderation'],
    summary:
      'The morning counts: new members, orders and sales in NPR (today, this week), open reports, pending studio requests, refunds due, dead letters',
    operationId: 'moderationOverview',
    schema: { response: { 200: ModerationOverviewAnswer, ...errors } },
    messages: operatorOnly,
  },

  studioRequests: {
    method: 'GET',
    path: '/api/moderation/studio-requests',
    service,
    access,
    tags: ['moderation'],
    summary:
      'Studio requests by status (pending: the queue, oldest first; decided: newest first), with signed image addresses',
    operationId: 'moderationStudioRequests',
    schema: {
      querystring: Type.Object({ status: Type.Optional(StudioRequestStatus) }),
      response: { 200: StudioRequestList, ...errors },
    },
    messages: operatorOnly,
  },
  approveStudioRequest: {
    method: 'POST',
    path: '/api/moderation/studio-requests/:id/approve',
    service,
    access,
    tags: ['moderation'],
    summary: 'Approve a studio request: the member becomes an artist at once',
    operationId: 'moderationApproveStudioRequest',
    schema: { params: Type.Object({ id: ModerationId }), response: { 200: StudioRequestAnswer, ...decisionErrors } },
    messages: {
      ...operatorOnly,
      approved: 'Studio request approved',
      notFound: 'Studio request not found',
      alreadyDecided: 'This studio request has already been decided',
    },
  },
  rejectStudioRequest: {
    method: 'POST',
    path: '/api/moderation/studio-requests/:id/reject',
    service,
    access,
    tags: ['moderation'],
    summary: 'Reject a studio request with a reason the applicant receives (they may apply again)',
    operationId: 'moderationRejectStudioRequest',
    schema: {
      params: Type.Object({ id: ModerationId }),
      body: ReasonBody,
      response: { 200: StudioRequestAnswer, ...decisionErrors },
    },
    messages: {
      ...operatorOnly,
      rejected: 'Studio request rejected',
      notFound: 'Studio request not found',
      alreadyDecided: 'This studio request has already been decided',
    },
  },

  artistCodes: {
    method: 'GET',
    path: '/api/moderation/artist-codes',
    service,
    access,
    tags: ['moderation'],
    summary: 'Artist codes, newest first, with their state (unused, used, expired, revoked)',
    operationId: 'moderationArtistCodes',
    schema: {
      querystring: Type.Object({
        limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
        skip: Type.Integer({ minimum: 0, default: 0 }),
      }),
      response: { 200: ArtistCodeList, ...errors },
    },
    messages: operatorOnly,
  },
  issueArtistCode: {
    method: 'POST',
    path: '/api/moderation/artist-codes',
    service,
    access,
    tags: ['moderation'],
    summary:
      'Issue a single-use artist code (1 to 365 days, 30 by default; optionally for one e-mail): its text is shown this once',
    operationId: 'moderationIssueArtistCode',
    schema: { body: IssueArtistCodeBody, response: { 201: IssuedArtistCode, ...errors } },
    messages: {
      ...operatorOnly,
      issued: 'Artist code issued: copy it now, it will not be shown again',
    },
  },
  revokeArtistCode: {
    method: 'POST',
    path: '/api/moderation/artist-codes/:id/revoke',
    service,
    access,
    tags: ['moderation'],
    summary: 'Revoke an unused artist code',
    operationId: 'moderationRevokeArtistCode',
    schema: { params: Type.Object({ id: ModerationId }), response: { 200: ArtistCodeAnswer, ...decisionErrors } },
    messages: {
      ...operatorOnly,
      revoked: 'Artist code revoked',
      notFound: 'Artist code not found',
      notUnused: 'Only an unused artist code can be revoked',
    },
  },

  reportCases: {
    method: 'GET',
    path: '/api/moderation/reports',
    service,
    access,
    tags: ['moderation'],
    summary:
      'Report cases, one per reported target, with every report, the content as first reported and the target’s history (open: oldest first)',
    operationId: 'moderationReportCases',
    schema: {
      querystring: Type.Object({
        status: Type.Optional(ReportCaseStatus),
        limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
        skip: Type.Integer({ minimum: 0, default: 0 }),
      }),
      response: { 200: ReportCaseList, ...errors },
    },
    messages: operatorOnly,
  },
  reportCase: {
    method: 'GET',
    path: '/api/moderation/reports/:caseId',
    service,
    access,
    tags: ['moderation'],
    summary: 'One report case',
    operationId: 'moderationReportCase',
    schema: { params: caseParams, response: { 200: ReportCaseAnswer, ...errors } },
    messages: { ...operatorOnly, notFound: 'Report case not found' },
  },
  dismissReportCase: {
    method: 'POST',
    path: '/api/moderation/reports/:caseId/dismiss',
    service,
    access,
    tags: ['moderation'],
    summary: 'Dismiss a report case: nothing changes, the reporters are told',
    operationId: 'moderationDismissReportCase',
    schema: { params: caseParams, body: ReasonBody, response: { 200: ReportCaseDecided, ...decisionErrors } },
    messages: { ...caseDecisionMessages, dismissed: 'Report case dismissed' },
  },
  hideReportedContent: {
    method: 'POST',
    path: '/api/moderation/reports/:caseId/hide',
    service,
    access,
    tags: ['moderation'],
    summary: 'Hide the reported content everywhere (its owner is told why); the reporters are told',
    operationId: 'moderationHideReportedContent',
    schema: { params: caseParams, body: ReasonBody, response: { 200: ReportCaseDecided, ...decisionErrors } },
    messages: { ...caseDecisionMessages, noOwner: ownerMessages.noOwner, hidden: 'Content hidden' },
  },
  warnReportedMember: {
    method: 'POST',
    path: '/api/moderation/reports/:caseId/warn',
    service,
    access,
    tags: ['moderation'],
    summary: 'Warn the owner of the reported content; the reporters are told',
    operationId: 'moderationWarnReportedMember',
    schema: { params: caseParams, body: ReasonBody, response: { 200: ReportCaseDecided, ...decisionErrors } },
    messages: { ...caseDecisionMessages, ...ownerMessages, warned: 'Member warned' },
  },
  suspendReportedMember: {
    method: 'POST',
    path: '/api/moderation/reports/:caseId/suspend',
    service,
    access,
    tags: ['moderation'],
    summary: 'Suspend the owner of the reported content; the reporters are told',
    operationId: 'moderationSuspendReportedMember',
    schema: { params: caseParams, body: ReasonBody, response: { 200: ReportCaseDecided, ...decisionErrors } },
    messages: {
      ...caseDecisionMessages,
      ...ownerMessages,
      alreadySuspended: 'This member is already suspended',
      suspended: 'Member suspended',
    },
  },

  suspendMember: {
    method: 'POST',
    path: '/api/moderation/members/:userId/suspend',
    service,
    access,
    tags: ['moderation'],
    summary: 'Suspend an account: sign-in refused with the reason, sessions ended, content hidden from others',
    operationId: 'moderationSuspendMember',
    schema: {
      params: Type.Object({ userId: ModerationUserId }),
      body: ReasonBody,
      response: { 200: SuspensionAnswer, ...decisionErrors },
    },
    messages: {
      ...operatorOnly,
      memberNotFound: 'Member not found',
      operatorAccount: ownerMessages.operatorAccount,
      alreadySuspended: 'This member is already suspended',
      suspended: 'Member suspended',
    },
  },
  reinstateMember: {
    method: 'POST',
    path: '/api/moderation/members/:userId/reinstate',
    service,
    access,
    tags: ['moderation'],
    summary: 'Lift a suspension: everything it hid is back; an open appeal is settled as granted',
    operationId: 'moderationReinstateMember',
    schema: {
      params: Type.Object({ userId: ModerationUserId }),
      body: ReasonBody,
      response: { 200: ReinstatedAnswer, ...decisionErrors },
    },
    messages: {
      ...operatorOnly,
      memberNotFound: 'Member not found',
      notSuspended: 'This member is not suspended',
      reinstated: 'Suspension lifted',
    },
  },
  suspensions: {
    method: 'GET',
    path: '/api/moderation/suspensions',
    service,
    access,
    tags: ['moderation'],
    summary: 'The current suspensions, newest first, each with its appeal if any',
    operationId: 'moderationSuspensions',
    schema: { response: { 200: SuspensionList, ...errors } },
    messages: operatorOnly,
  },
  appeals: {
    method: 'GET',
    path: '/api/moderation/appeals',
    service,
    access,
    tags: ['moderation'],
    summary: 'Suspended members’ appeals by status (open: oldest first)',
    operationId: 'moderationAppeals',
    schema: {
      querystring: Type.Object({ status: Type.Optional(AppealStatus) }),
      response: { 200: AppealList, ...errors },
    },
    messages: operatorOnly,
  },
  rejectAppeal: {
    method: 'POST',
    path: '/api/moderation/appeals/:id/reject',
    service,
    access,
    tags: ['moderation'],
    summary: 'Reject an appeal (granting one is lifting the suspension)',
    operationId: 'moderationRejectAppeal',
    schema: {
      params: Type.Object({ id: ModerationId }),
      body: ReasonBody,
      response: { 200: AppealAnswer, ...decisionErrors },
    },
    messages: {
      ...operatorOnly,
      notFound: 'Appeal not found',
      alreadyDecided: 'This appeal has already been decided',
      rejected: 'Appeal rejected',
    },
  },

  audit: {
    method: 'GET',
    path: '/api/moderation/audit',
    service,
    access,
    tags: ['moderation'],
    summary: 'The audit log of operator actions, newest first, filtered by operator, action, target and time',
    operationId: 'moderationAudit',
    schema: { querystring: AuditQuery, response: { 200: AuditPage, ...errors } },
    messages: operatorOnly,
  },
  auditCsv: {
    method: 'GET',
    path: '/api/moderation/audit.csv',
    service,
    access,
    tags: ['moderation'],
    summary: `The audit log as CSV (text/csv; the same filters, the newest ${AUDIT_CSV_MAX} rows at most)`,
    operationId: 'moderationAuditCsv',
    schema: {
      querystring: Type.Omit(AuditQuery, ['limit', 'skip']),
      response: { 200: Type.String({ description: 'text/csv, one header line then one line per action' }), ...errors },
    },
    messages: operatorOnly,
  },
});
