import { type Static, Type } from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * Notifications the page words in the reader's language (en/ne/zh) from a kind and its detail;
 * `message` keeps the English wording for any other reader. Moderation's (issue 22).
 */
export const NOTIFICATION_KINDS = [
  'studio-approved',
  'studio-rejected',
  'content-hidden',
  'member-warned',
  'report-resolved',
  /** A followed studio listed an artwork; detail: the artwork's name (the sender is the studio). */
  'new-work',
  /** A followed exhibition opened; detail: the exhibition's name. */
  'exhibition-opening',
  /** A followed exhibition closes within 48 hours; detail: the exhibition's name. */
  'exhibition-closing-soon',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A notification as the page and the header read it. */
export const NotificationView = Type.Object({
  _id: Type.String(),
  type: Type.Union([Type.Literal('follow'), Type.Literal('post'), Type.Literal('other')]),
  /** 'no' and 'seen' count as unread; 'read' once opened. */
  read: Type.Union([Type.Literal('no'), Type.Literal('seen'), Type.Literal('read')]),
  sender: Nullable(Type.Object({ _id: Type.String(), name: Type.String(), picture: Type.String() })),
  message: Type.String(),
  link: Type.String(),
  image: Type.String(),
  created: Type.String(),
  /** For a follow request: the request's id, which approves it (POST /user/approvefollow). */
  followRequestId: Nullable(Type.String()),
  /** A kind of NOTIFICATION_KINDS, worded by the page; absent for the others. */
  kind: Type.Optional(Type.Unsafe<NotificationKind>(Type.Union(NOTIFICATION_KINDS.map((kind) => Type.Literal(kind))))),
  /**
   * The kind's detail: the operator's reason (studio-rejected, content-hidden, member-warned), or
   * the outcome (report-resolved). content-hidden's reads `<what>:<reason>` (post, comment,
   * artwork, artwork-comment, user).
   */
  detail: Type.Optional(Nullable(Type.String())),
});
export type NotificationView = Static<typeof NotificationView>;

/** `GET /notifications/all`: newest first, the first 100. */
export const NotificationList = Type.Object({ status: Type.String(), message: Type.Array(NotificationView) });

export const NOTIFICATIONS_KEPT = 100;

/** `GET /notifications/unread-count`: what the header's badge shows without loading the list. */
export const UnreadCount = Type.Object({ status: Type.String(), count: Type.Integer({ minimum: 0 }) });

/**
 * The kinds of mail a member may turn off (GET/PUT /api/notifications/preferences). Never the
 * account mails (verification code, password reset, the password-changed security notice), nor the
 * welcome (sent before anyone could choose), nor inquiries (addressed by the studio's e-mail; the
 * event names no member to ask) and the support copy (the team's mailbox), nor the receipts of
 * money (the order confirmation, the payment received, the refund made): a buyer keeps proof of
 * what they paid and got back whatever they chose.
 */
export const OPTIONAL_MAIL_KINDS = [
  'studio-request-received',
  'new-order',
  'order-progress',
  'order-cancelled',
  'refund-pending',
  /** The daily mail of new works listed by the studios the member follows (on unless turned off). */
  'new-works-digest',
] as const;

export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];

// Unsafe only names the static type: a union mapped from the list would type as never.
const MailKindName = Type.Unsafe<OptionalMailKind>(
  Type.Union(
    OPTIONAL_MAIL_KINDS.map((kind) => Type.Literal(kind)),
    { description: 'A kind of mail a member may turn off' },
  ),
);

/** `GET/PUT /notifications/preferences`. */
export const MailPreferences = Type.Object({
  status: Type.String(),
  /** The kinds this member turned off. */
  mailOff: Type.Array(MailKindName),
  /** Every kind that can be turned off (the rest are always sent). */
  optional: Type.Array(MailKindName),
});

/** The body of `PUT /notifications/preferences`: the whole list of kinds turned off. */
export const MailPreferencesChange = Type.Object({
  mailOff: Type.Array(MailKindName, { maxItems: OPTIONAL_MAIL_KINDS.length * 2 }),
});

/** The words of a refused stop link (a token not signed by this marketplace, or for no member). */
export const MAIL_STOP_LINK_INVALID =
  'This link to stop the e-mail is not valid. Turn it off under E-mails on your notifications page';

/** `POST /notifications/mail/stop`: the signed token of a mail's stop link (no sign-in needed). */
export const MailStopBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

/** The kind of mail the link turned off, now off for good (until turned on in the preferences). */
export const MailStopped = Type.Object({ status: Type.String(), kind: MailKindName });

/** A read-state change's answer. */
export const NotificationDone = Type.Object({ status: Type.String(), message: Type.Optional(Type.String()) });

export const NotificationId = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  description: "A notification's `_id`",
});
