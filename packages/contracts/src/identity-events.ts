import { type Static, Type } from 'typebox';
import { defineEvent } from './envelope.js';
import { ShippingInfo } from './identity-api.js';

const CategoryRef = Type.Object({ _id: Type.String(), name: Type.String() });

/** The public part of a user that other services keep in their projections. */
export const UserSnapshot = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  email: Type.String(),
  role: Type.Integer(),
  picture: Type.String(),
  cover: Type.String(),
  verifiedArtist: Type.Boolean(),
  emailVerified: Type.Boolean(),
  isPrivate: Type.Boolean(),
  categories: Type.Array(CategoryRef),
  /** Shown on studio cards of the directory; optional so that snapshots published before it still read. */
  biography: Type.Optional(Type.String()),
  /**
   * The member's saved shipping details: commerce prefills the checkout from them. Personal data
   * but no secret; optional so that snapshots published before it still read.
   */
  shippingInfo: Type.Optional(ShippingInfo),
  /**
   * Suspended by an operator: every area hides the member's content from others and the studio
   * from the directory. Optional so that snapshots published before it still read (absent: false).
   */
  suspended: Type.Optional(Type.Boolean()),
  /**
   * Grows with every change of the user, written in the same transaction: events may arrive out of
   * order, so a projection keeps a snapshot only when its version is higher than the one it holds
   * (see isNewerSnapshot / upsertSnapshot in @art/kit).
   */
  version: Type.Integer({ minimum: 1 }),
});

export const UserRegistered = defineEvent('identity.user.registered', 2, UserSnapshot);

export const UserUpdated = defineEvent('identity.user.updated', 2, UserSnapshot);

export const UserVerified = defineEvent(
  'identity.user.verified',
  1,
  Type.Object({ userId: Type.String(), name: Type.String(), email: Type.String() }),
);

/**
 * No secret travels in an event (the outbox keeps rows, the stream keeps them 14 days): the event
 * names the code's record, and the mail worker asks identity for the code when it sends the mail.
 */
export const VerificationRequested = defineEvent(
  'identity.user.verification_requested',
  2,
  Type.Object({ userId: Type.String(), codeId: Type.String() }),
);

/** Like VerificationRequested: the reset token's record, not the token. */
export const PasswordResetRequested = defineEvent(
  'identity.password.reset_requested',
  2,
  Type.Object({ userId: Type.String(), tokenId: Type.String() }),
);

/** The password of an account was changed (reset): the owner is told, in case it was not them. */
export const PasswordChanged = defineEvent('identity.password.changed', 1, Type.Object({ userId: Type.String() }));

export const UserBecameArtist = defineEvent(
  'identity.user.became_artist',
  1,
  Type.Object({
    userId: Type.String(),
    role: Type.Integer(),
    via: Type.Union([Type.Literal('artist-code'), Type.Literal('studio-request')]),
  }),
);

/** An image of a studio request: private objects, signed for the applicant and the operators only. */
export const StudioRequestImage = Type.Object({
  fileName: Type.String(),
  /** Object keys by variant (`large`, `thumbnail`), under the private media prefix. */
  keys: Type.Record(Type.String(), Type.String()),
});

/**
 * A studio request waits for review by the marketplace team (moderation's queue); it is also a
 * notification. `requestId` and `images` are optional so that requests published before them read.
 */
export const StudioRequested = defineEvent(
  'identity.studio.requested',
  1,
  Type.Object({
    userId: Type.String(),
    name: Type.String(),
    email: Type.String(),
    message: Type.String(),
    requestId: Type.Optional(Type.String()),
    images: Type.Optional(Type.Array(StudioRequestImage)),
  }),
);

/**
 * A suspended member's one appeal against the suspension (sent with their e-mail and password,
 * since they can no longer sign in); it appears in moderation's queue.
 */
export const AppealSubmitted = defineEvent(
  'identity.appeal.submitted',
  1,
  Type.Object({ appealId: Type.String(), userId: Type.String(), text: Type.String() }),
);

/** An artist code issued by an operator was used: moderation's list shows it used, and by whom. */
export const ArtistCodeRedeemed = defineEvent(
  'identity.artist_code.redeemed',
  1,
  Type.Object({ codeId: Type.String(), userId: Type.String() }),
);

/**
 * Why sessions ended: one per way identity ends them. 'account-claimed': the owner of the address
 * signed in with Google or Facebook and took the unverified account over from whoever registered
 * it; 'suspended': an operator suspended the account; 'second-factor-reset': an operator's
 * authenticator was reset by the operator command (a lost phone), so no session outlives it.
 */
export const SessionEndReason = Type.Union([
  Type.Literal('logout'),
  Type.Literal('logout-everywhere'),
  Type.Literal('password-reset'),
  Type.Literal('role-change'),
  Type.Literal('account-claimed'),
  Type.Literal('suspended'),
  Type.Literal('second-factor-reset'),
]);
export type SessionEndReason = Static<typeof SessionEndReason>;

/**
 * Sessions of a user ended: the live socket drops their sockets at once (a token is checked only
 * when a socket connects or sends). `sessionId` names one session (a token's `jti`, logging out);
 * otherwise every token whose session version (`sv`) is below `sessionVersion` ended, so a token
 * issued with the new version (the artist's fresh one) and a replay of an old event leave the
 * sessions that hold alone. Neither a `jti` nor a version signs anything in without the token:
 * no secret travels here.
 */
export const SessionRevoked = defineEvent(
  'identity.session.revoked',
  1,
  Type.Object({
    userId: Type.String(),
    sessionId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    sessionVersion: Type.Optional(Type.Integer({ minimum: 1 })),
    reason: SessionEndReason,
  }),
);

export const identityEvents = [
  UserRegistered,
  UserUpdated,
  UserVerified,
  VerificationRequested,
  PasswordResetRequested,
  PasswordChanged,
  UserBecameArtist,
  StudioRequested,
  ArtistCodeRedeemed,
  AppealSubmitted,
  SessionRevoked,
] as const;
