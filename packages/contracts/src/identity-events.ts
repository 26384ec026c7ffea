import { Type } from 'typebox';
import { defineEvent } from './envelope.js';

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
});

export const UserRegistered = defineEvent('identity.user.registered', 1, UserSnapshot);

export const UserUpdated = defineEvent('identity.user.updated', 1, UserSnapshot);

export const UserVerified = defineEvent(
  'identity.user.verified',
  1,
  Type.Object({ userId: Type.String(), name: Type.String(), email: Type.String() }),
);

/**
 * The code travels in the event because the mail is sent by notification, which owns no user
 * data; the stream is internal and codes expire (see docs/decisions.md).
 */
export const VerificationRequested = defineEvent(
  'identity.user.verification_requested',
  1,
  Type.Object({
    userId: Type.String(),
    name: Type.String(),
    email: Type.String(),
    code: Type.String(),
    expiresAt: Type.String({ format: 'date-time' }),
  }),
);

export const PasswordResetRequested = defineEvent(
  'identity.password.reset_requested',
  1,
  Type.Object({
    userId: Type.String(),
    name: Type.String(),
    email: Type.String(),
    token: Type.String(),
    /** The page that takes the token (`{PUBLIC_URL}/resetpassword/{token}`), ready for the mail. */
    resetUrl: Type.Optional(Type.String()),
    expiresAt: Type.String({ format: 'date-time' }),
  }),
);

export const UserBecameArtist = defineEvent(
  'identity.user.became_artist',
  1,
  Type.Object({
    userId: Type.String(),
    role: Type.Integer(),
    via: Type.Union([Type.Literal('artist-code'), Type.Literal('studio-request')]),
  }),
);

/** A studio request waits for review by the marketplace team; it is also a notification. */
export const StudioRequested = defineEvent(
  'identity.studio.requested',
  1,
  Type.Object({ userId: Type.String(), name: Type.String(), email: Type.String(), message: Type.String() }),
);

export const identityEvents = [
  UserRegistered,
  UserUpdated,
  UserVerified,
  VerificationRequested,
  PasswordResetRequested,
  UserBecameArtist,
  StudioRequested,
] as const;
