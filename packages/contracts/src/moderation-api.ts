import { type Static, Type } from 'typebox';
import { ModeratedTargetType, ReportOutcome } from './moderation-events.js';

// The moderation area's requests and answers as the operators' console sends and reads them.
// Every answer is `{status: 'success', data}` (writes add `message`); every refusal the error
// envelope `{status, message}` whose `status` is a stable code (`not-found`, `already-decided`, …).

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** An id moderation makes (a studio request, a code, a case, an appeal, an audit row). */
export const ModerationId = Type.String({ format: 'uuid' });
/** A member's id, as identity makes it. */
export const ModerationUserId = Type.String({ minLength: 1, maxLength: 100 });
export const ModerationTime = Type.String({ format: 'date-time' });

/** Why an operator decides: required on every decision, kept in the audit log (1 to 2,000 characters). */
export const MODERATION_REASON_MAX = 2000;
export const ReasonBody = Type.Object({
  reason: Type.String({
    minLength: 1,
    maxLength: MODERATION_REASON_MAX,
    pattern: '\\S',
    description: 'Why (kept in the audit log; sent to the member where the decision tells them)',
  }),
});
export type ReasonBody = Static<typeof ReasonBody>;

/** A member as moderation's projection of identity knows them. */
export const ModerationMember = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  slug: Type.String(),
  role: Type.Integer(),
  suspended: Type.Boolean(),
});
export type ModerationMember = Static<typeof ModerationMember>;

/** Someone named by id with the name moderation knows for them ('' when it knows none yet). */
export const NamedPerson = Type.Object({ id: Type.String(), name: Type.String() });
export type NamedPerson = Static<typeof NamedPerson>;

// --- overview ---

export const TodayAndWeek = Type.Object({
  today: Type.Integer({ minimum: 0 }),
  /** The last seven days, today included. */
  week: Type.Integer({ minimum: 0 }),
});

export const ModerationOverview = Type.Object({
  newMembers: TodayAndWeek,
  /** Orders placed. */
  orders: TodayAndWeek,
  /** Payments completed, in whole NPR. */
  salesNpr: TodayAndWeek,
  openReportCases: Type.Integer({ minimum: 0 }),
  pendingStudioRequests: Type.Integer({ minimum: 0 }),
  /** eSewa and ConnectIPS refunds requested and not yet paid back. */
  refundsDue: Type.Integer({ minimum: 0 }),
  /** Events parked after their last attempt, over every area (null when the bus could not be read). */
  deadLetters: Nullable(Type.Integer({ minimum: 0 })),
  /** When these counts were made. */
  at: ModerationTime,
});
export type ModerationOverview = Static<typeof ModerationOverview>;
export const ModerationOverviewAnswer = Type.Object({ status: Type.String(), data: ModerationOverview });

// --- studio requests ---

export const StudioRequestStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);
export type StudioRequestStatus = Static<typeof StudioRequestStatus>;

/** One image of a request: signed private addresses, valid for a short while (null: no such variant). */
export const StudioRequestImageView = Type.Object({
  fileName: Type.String(),
  large: Nullable(Type.String()),
  thumbnail: Nullable(Type.String()),
});

export const StudioRequestView = Type.Object({
  id: ModerationId,
  applicant: Type.Object({ id: Type.String(), name: Type.String(), email: Type.String(), slug: Type.String() }),
  message: Type.String(),
  images: Type.Array(StudioRequestImageView),
  submittedAt: ModerationTime,
  status: StudioRequestStatus,
  decidedAt: Nullable(ModerationTime),
  decidedBy: Nullable(NamedPerson),
  /** The reason given with a rejection (null otherwise). */
  decisionReason: Nullable(Type.String()),
});
export type StudioRequestView = Static<typeof StudioRequestView>;
export const StudioRequestList = Type.Object({
  status: Type.String(),
  data: Type.Object({ result: Type.Array(StudioRequestView) }),
});
export const StudioRequestAnswer = Type.Object({
  status: Type.String(),
  message: Type.String(),
  data: StudioRequestView,
});

// --- artist codes ---

export const ArtistCodeState = Type.Union([
  Type.Literal('unused'),
  Type.Literal('used'),
  Type.Literal('expired'),
  Type.Literal('revoked'),
]);
export type ArtistCodeState = Static<typeof ArtistCodeState>;

export const ARTIST_CODE_DAYS_MIN = 1;
export const ARTIST_CODE_DAYS_MAX = 365;
export const ARTIST_CODE_DAYS_DEFAULT = 30;

export const ArtistCodeView = Type.Object({
  id: ModerationId,
  state: ArtistCodeState,
  /** The code's last four characters, so an operator can tell codes apart (the code itself is never kept). */
  hint: Type.String(),
  /** Bound to this address, or usable by anyone (null). */
  email: Nullable(Type.String()),
  expiresAt: ModerationTime,
  usedBy: Nullable(NamedPerson),
  usedAt: Nullable(ModerationTime),
  revokedAt: Nullable(ModerationTime),
  createdBy: NamedPerson,
  createdAt: ModerationTime,
});
export type ArtistCodeView = Static<typeof ArtistCodeView>;
export const ArtistCodeList = Type.Object({
  status: Type.String(),
  data: Type.Object({ result: Type.Array(ArtistCodeView) }),
});
export const IssueArtistCodeBody = Type.Object({
  expiresInDays: Type.Optional(
    Type.Integer({ minimum: ARTIST_CODE_DAYS_MIN, maximum: ARTIST_CODE_DAYS_MAX, default: ARTIST_CODE_DAYS_DEFAULT }),
  ),
  email: Type.Optional(Type.String({ format: 'email', maxLength: 254, description: 'Only this member may use it' })),
});
export type IssueArtistCodeBody = Static<typeof IssueArtistCodeBody>;
/** The code's text comes back this once (`XXXX-XXXX-XXXX-XXXX`); only its hash is kept. */
export const IssuedArtistCode = Type.Object({
  status: Type.String(),
  message: Type.String(),
  data: Type.Object({ code: Type.String(), artistCode: ArtistCodeView }),
});
export const ArtistCodeAnswer = Type.Object({ status: Type.String(), message: Type.String(), data: ArtistCodeView });

// --- reports ---

export const ReportCaseStatus = Type.Union([Type.Literal('open'), Type.Literal('resolved')]);
export type ReportCaseStatus = Static<typeof ReportCaseStatus>;

/** The reported content as it was when reported (kept even if it is edited or deleted since). */
export const ContentSnapshot = Type.Object({
  ownerId: Type.String(),
  ownerName: Type.String(),
  text: Type.String(),
  imageUrls: Type.Array(Type.String()),
});
export type ContentSnapshot = Static<typeof ContentSnapshot>;

export const ReportView = Type.Object({
  id: Type.String(),
  reporter: NamedPerson,
  category: Type.Object({ id: Type.String(), name: Type.String() }),
  text: Type.String(),
  /** The content as this reporter saw it (null: the report carried none). */
  snapshot: Nullable(ContentSnapshot),
  at: ModerationTime,
});
export type ReportView = Static<typeof ReportView>;

/** An earlier case on the same target. */
export const EarlierCase = Type.Object({
  id: ModerationId,
  outcome: Nullable(ReportOutcome),
  reportCount: Type.Integer({ minimum: 0 }),
  openedAt: ModerationTime,
  resolvedAt: Nullable(ModerationTime),
  decisionReason: Nullable(Type.String()),
});

export const AuditEntry = Type.Object({
  id: ModerationId,
  operator: NamedPerson,
  /** What was done: `studio-request.approve`, `report.hide`, `member.suspend`, `view`, … */
  action: Type.String(),
  targetType: Nullable(Type.String()),
  targetId: Nullable(Type.String()),
  subjectUserId: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  before: Type.Unknown(),
  after: Type.Unknown(),
  requestId: Nullable(Type.String()),
  at: ModerationTime,
});
export type AuditEntry = Static<typeof AuditEntry>;

export const ReportCase = Type.Object({
  id: ModerationId,
  /** social's `product` is an `artwork` here. */
  targetType: ModeratedTargetType,
  targetId: Type.String(),
  /** Whose content it is (null: no report carried it). */
  owner: Nullable(NamedPerson),
  status: ReportCaseStatus,
  /** The content as it was when first reported. */
  snapshot: Nullable(ContentSnapshot),
  reports: Type.Array(ReportView),
  openedAt: ModerationTime,
  outcome: Nullable(ReportOutcome),
  decisionReason: Nullable(Type.String()),
  resolvedAt: Nullable(ModerationTime),
  resolvedBy: Nullable(NamedPerson),
  history: Type.Object({
    /** Earlier cases on the same target, newest first. */
    earlierCases: Type.Array(EarlierCase),
    /** Earlier operator decisions about the owner (warnings, suspensions, hidden content), newest first. */
    ownerActions: Type.Array(AuditEntry),
  }),
});
export type ReportCase = Static<typeof ReportCase>;
export const ReportCaseList = Type.Object({
  status: Type.String(),
  data: Type.Object({ result: Type.Array(ReportCase), total: Type.Integer({ minimum: 0 }) }),
});
export const ReportCaseAnswer = Type.Object({ status: Type.String(), data: ReportCase });
export const ReportCaseDecided = Type.Object({ status: Type.String(), message: Type.String(), data: ReportCase });

// --- suspensions and appeals ---

export const AppealStatus = Type.Union([Type.Literal('open'), Type.Literal('granted'), Type.Literal('rejected')]);
export type AppealStatus = Static<typeof AppealStatus>;

export const AppealView = Type.Object({
  id: ModerationId,
  member: NamedPerson,
  text: Type.String(),
  submittedAt: ModerationTime,
  status: AppealStatus,
  decidedAt: Nullable(ModerationTime),
  decidedBy: Nullable(NamedPerson),
  decisionReason: Nullable(Type.String()),
  /** The suspension it appeals against, while it lasts. */
  suspension: Nullable(Type.Object({ reason: Type.String(), since: ModerationTime })),
});
export type AppealView = Static<typeof AppealView>;

export const SuspensionView = Type.Object({
  member: Type.Object({ id: Type.String(), name: Type.String(), email: Type.String(), slug: Type.String() }),
  reason: Type.String(),
  since: ModerationTime,
  suspendedBy: NamedPerson,
  /** The report case it settled, if any. */
  caseId: Nullable(ModerationId),
  appeal: Nullable(AppealView),
});
export type SuspensionView = Static<typeof SuspensionView>;

export const SuspensionList = Type.Object({
  status: Type.String(),
  data: Type.Object({ result: Type.Array(SuspensionView) }),
});
export const SuspensionAnswer = Type.Object({ status: Type.String(), message: Type.String(), data: SuspensionView });
export const ReinstatedAnswer = Type.Object({
  status: Type.String(),
  message: Type.String(),
  data: Type.Object({ userId: Type.String(), appeal: Nullable(AppealView) }),
});
export const AppealList = Type.Object({ status: Type.String(), data: Type.Object({ result: Type.Array(AppealView) }) });
export const AppealAnswer = Type.Object({ status: Type.String(), message: Type.String(), data: AppealView });

// --- audit ---

export const AUDIT_PAGE_MAX = 500;
/** The CSV export's most rows in one file. */
export const AUDIT_CSV_MAX = 10_000;

export const AuditQuery = Type.Object({
  operator: Type.Optional(ModerationUserId),
  action: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  targetId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  from: Type.Optional(ModerationTime),
  to: Type.Optional(ModerationTime),
  limit: Type.Integer({ minimum: 1, maximum: AUDIT_PAGE_MAX, default: 50 }),
  skip: Type.Integer({ minimum: 0, default: 0 }),
});
export type AuditQuery = Static<typeof AuditQuery>;
/** Above this many matching entries the log is not counted exactly (a year of console reads is a lot of rows). */
export const AUDIT_COUNT_CAP = 10_000;
export const AuditPage = Type.Object({
  status: Type.String(),
  data: Type.Object({
    result: Type.Array(AuditEntry),
    /** Matching entries, counted up to AUDIT_COUNT_CAP; `totalCapped` says there are more. */
    total: Type.Integer({ minimum: 0 }),
    totalCapped: Type.Optional(Type.Boolean()),
  }),
});
/** The columns of the CSV export, in order. */
export const AUDIT_CSV_COLUMNS = [
  'at',
  'operator_id',
  'operator_name',
  'action',
  'target_type',
  'target_id',
  'subject_user_id',
  'reason',
  'before',
  'after',
  'request_id',
] as const;
