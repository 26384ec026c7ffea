import { type Static, Type } from 'typebox';
import { defineEvent } from './envelope.js';

/**
 * The operators' decisions (the `moderation` area). Moderation records each one in its audit log
 * and publishes it; the area that owns the thing acts on it: identity changes roles, suspensions
 * and artist codes, social and catalogue hide content, notification tells the people concerned.
 * No secret travels here: an artist code is announced by its SHA-256 hash, never its text.
 */

/** What a report or a hide names. `comment` is a post's comment, `artwork-comment` an artwork's. */
export const ModeratedTargetType = Type.Union([
  Type.Literal('user'),
  Type.Literal('post'),
  Type.Literal('comment'),
  Type.Literal('artwork'),
  Type.Literal('artwork-comment'),
]);
export type ModeratedTargetType = Static<typeof ModeratedTargetType>;

/** The member becomes an artist at once: identity changes the role and refreshes the sessions. */
export const StudioRequestApproved = defineEvent(
  'moderation.studio_request.approved',
  1,
  Type.Object({ requestId: Type.String(), userId: Type.String() }),
);

/** The applicant is told the reason and may apply again. */
export const StudioRequestRejected = defineEvent(
  'moderation.studio_request.rejected',
  1,
  Type.Object({ requestId: Type.String(), userId: Type.String(), reason: Type.String() }),
);

/** A single-use artist code: identity accepts it until it expires, is used or is revoked. */
export const ArtistCodeIssued = defineEvent(
  'moderation.artist_code.issued',
  1,
  Type.Object({
    codeId: Type.String(),
    /** Hex SHA-256 of the code as the member types it, upper-cased and without spaces or dashes. */
    codeHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    expiresAt: Type.String({ format: 'date-time' }),
    /** Bound to one address: only the member signed in with it may use the code. */
    email: Type.Union([Type.String(), Type.Null()]),
  }),
);

export const ArtistCodeRevoked = defineEvent(
  'moderation.artist_code.revoked',
  1,
  Type.Object({ codeId: Type.String() }),
);

/**
 * Content hidden by an operator: it disappears for everyone but its owner, everywhere, at once;
 * the owner is told why. `caseId` names the report case it settles, when there is one.
 */
export const ContentHidden = defineEvent(
  'moderation.content.hidden',
  1,
  Type.Object({
    caseId: Type.Union([Type.String(), Type.Null()]),
    targetType: ModeratedTargetType,
    targetId: Type.String(),
    ownerId: Type.String(),
    reason: Type.String(),
  }),
);

/** A warning: the member is told, nothing else changes. */
export const MemberWarned = defineEvent(
  'moderation.member.warned',
  1,
  Type.Object({ caseId: Type.Union([Type.String(), Type.Null()]), userId: Type.String(), reason: Type.String() }),
);

/**
 * Suspended: identity refuses sign-in with the reason, ends every session (the live socket drops
 * them) and marks the account suspended in its snapshot, so every area hides the member's content
 * from others and the studio leaves the directory.
 */
export const AccountSuspended = defineEvent(
  'moderation.account.suspended',
  1,
  Type.Object({ caseId: Type.Union([Type.String(), Type.Null()]), userId: Type.String(), reason: Type.String() }),
);

/** The suspension is lifted: everything the suspension hid is back. */
export const AccountReinstated = defineEvent(
  'moderation.account.reinstated',
  1,
  Type.Object({ userId: Type.String(), reason: Type.String() }),
);

/**
 * A suspended member's appeal was heard and not granted: they are told the reason by mail (they
 * cannot sign in to read a notification). A granted appeal is AccountReinstated.
 */
export const AppealRejected = defineEvent(
  'moderation.appeal.rejected',
  1,
  Type.Object({ appealId: Type.String(), userId: Type.String(), reason: Type.String() }),
);

export const ReportOutcome = Type.Union([
  Type.Literal('dismissed'),
  Type.Literal('hidden'),
  Type.Literal('warned'),
  Type.Literal('suspended'),
]);
export type ReportOutcome = Static<typeof ReportOutcome>;

/** A report case is settled: each reporter is told the outcome (never who decided, nor the reason given to the owner). */
export const ReportResolved = defineEvent(
  'moderation.report.resolved',
  1,
  Type.Object({
    caseId: Type.String(),
    targetType: ModeratedTargetType,
    targetId: Type.String(),
    outcome: ReportOutcome,
    reporterIds: Type.Array(Type.String()),
  }),
);

export const moderationEvents = [
  StudioRequestApproved,
  StudioRequestRejected,
  ArtistCodeIssued,
  ArtistCodeRevoked,
  ContentHidden,
  MemberWarned,
  AccountSuspended,
  AccountReinstated,
  AppealRejected,
  ReportResolved,
] as const;
