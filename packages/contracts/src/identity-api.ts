import { type Static, Type } from 'typebox';
import type { MemberLanguage } from './identity-internal.js';

/**
 * A member's language as a request or an answer names it: MemberLanguage's values, as an enum
 * rather than its union of constants, so that another value is refused with "language must be
 * equal to one of the allowed values" (the union's words would be "must be equal to constant").
 * The record names every MemberLanguage: one added there fails to compile here until it is listed.
 */
const LANGUAGES = { en: 'English', ne: 'Nepali', zh: 'Chinese' } satisfies Record<MemberLanguage, string>;
export const LanguageChoice = Type.Enum(Object.keys(LANGUAGES) as MemberLanguage[], {
  description:
    'The language the member reads the marketplace and its mails in: en (English), ne (Nepali) or zh (Chinese)',
});

// Fields default to '' so that a missing field gets its "… cannot be empty" message, in the form's
// order, rather than a schema error.
export const RegisterBody = Type.Object({
  name: Type.String({ maxLength: 120, default: '' }),
  email: Type.String({ maxLength: 254, default: '' }),
  password: Type.String({ maxLength: 200, default: '' }),
  'confirm-password': Type.String({ maxLength: 200, default: '' }),
  /** Left out: English. */
  language: Type.Optional(LanguageChoice),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({
  email: Type.String({ maxLength: 254, default: '' }),
  password: Type.String({ maxLength: 200, default: '' }),
});
export type LoginBody = Static<typeof LoginBody>;

export const EmailBody = Type.Object({ email: Type.String({ maxLength: 254, default: '' }) });
export type EmailBody = Static<typeof EmailBody>;

export const ResetBody = Type.Object({
  password: Type.String({ maxLength: 200, default: '' }),
  'confirm-password': Type.String({ maxLength: 200, default: '' }),
});
export type ResetBody = Static<typeof ResetBody>;

/**
 * Whose code it is: the address it was mailed to, unless the request is signed in (then the
 * signed-in account). A code is checked against that one account only.
 */
export const VerifyEmailQuery = Type.Object({ email: Type.Optional(Type.String({ maxLength: 254 })) });
export type VerifyEmailQuery = Static<typeof VerifyEmailQuery>;

export const GoogleSignInBody = Type.Object({ idToken: Type.String({ minLength: 1, maxLength: 8192 }) });
export const FacebookSignInBody = Type.Object({ accessToken: Type.String({ minLength: 1, maxLength: 4096 }) });

/**
 * The browser's way into a social sign-in: the stable codes the callback hands /login (in the
 * address's fragment, `#social-error=<code>&provider=<provider>`) when no session comes of it.
 * denied: the person refused at the provider; state: the callback's state is unknown, used, expired
 * or not this browser's; email: the provider vouches for no e-mail address of the account;
 * failed: the provider's answer did not check out; unavailable: the provider is not configured or
 * could not be reached; operator: an operator's account (they sign in with the second factor).
 */
export const SOCIAL_SIGN_IN_ERRORS = ['denied', 'state', 'email', 'failed', 'unavailable', 'operator'] as const;
export type SocialSignInError = (typeof SOCIAL_SIGN_IN_ERRORS)[number];

/**
 * A sign-in start: the page's language, which an account made by this sign-in starts in (as a
 * registration's `language`); an account that exists keeps its own.
 */
export const SocialStartQuery = Type.Object({ language: Type.Optional(LanguageChoice) });

/** What a provider sends the browser back with: a code and our state, or an error and our state. */
export const SocialCallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 4096 })),
  state: Type.Optional(Type.String({ maxLength: 512 })),
  error: Type.Optional(Type.String({ maxLength: 256 })),
  error_description: Type.Optional(Type.String({ maxLength: 2048 })),
});

/** A sign-in start or a provider's callback sends the browser on. */
export const SocialRedirect = {
  303: Type.Null({
    description:
      'start: to the provider. callback: to `/login#social=<one-time code>` (then POST /api/auth/social/session), ' +
      'or to `/login#social-error=<code>&provider=<provider>`',
  }),
};

/** The one-time code the callback put in /login's fragment (valid one minute, this browser only). */
export const SocialSessionBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 128 }) });

export const ArtistCodeBody = Type.Object({ code: Type.String({ maxLength: 64, default: '' }) });

const CategoryRef = Type.Object({ _id: Type.String(), name: Type.String() });

export const ShippingInfo = Type.Object({
  country: Type.String(),
  city: Type.String(),
  state: Type.String(),
  postalCode: Type.String(),
  address: Type.String(),
  address2: Type.String(),
  phoneNumber: Type.String(),
});

/** A member who saved no shipping details yet. */
export const EMPTY_SHIPPING_INFO: Static<typeof ShippingInfo> = {
  country: '',
  city: '',
  state: '',
  postalCode: '',
  address: '',
  address2: '',
  phoneNumber: '',
};

const Flag = Type.Union([Type.Literal('true'), Type.Literal('false')]);

/** What anyone may read of a member's Edit Information fields. */
const PublicInfo = Type.Object({
  biography: Type.String(),
  achievements: Type.String(),
  categories: Type.Array(CategoryRef),
});

/**
 * The user as anyone may see them (profiles by slug or id): none of the personal fields, which are
 * the e-mail, the date of birth, the address and the shipping details (phone number included).
 */
export const PublicUser = Type.Object({
  _id: Type.String(),
  id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  picture: Type.String(),
  cover: Type.String(),
  role: Type.Integer(),
  emailVerified: Flag,
  updated: Flag,
  verifiedArtist: Type.Boolean(),
  initiateFollows: Flag,
  info: PublicInfo,
  categories: Type.Array(CategoryRef),
  settings: Type.Object({ private: Type.Boolean() }),
  follows: Type.Array(Type.String()),
  followsCount: Type.Integer(),
  productsCount: Type.Integer(),
  totalArtworks: Type.Integer(),
  createdAt: Type.String(),
});
export type PublicUser = Static<typeof PublicUser>;

/**
 * The user as they see themself (some flags are the strings "true"/"false", as the API always had them):
 * the public view and the personal fields.
 */
export const User = Type.Object({
  ...PublicUser.properties,
  email: Type.String(),
  info: Type.Object({ dob: Type.String(), address: Type.String(), ...PublicInfo.properties }),
  shippingInfo: ShippingInfo,
  /** Optional: the owner's views carry it, and User also types a profile that may be another's. */
  language: Type.Optional(LanguageChoice),
  /**
   * Optional as `language` is. False for an account that never chose (it reads `en` by default):
   * only a chosen language is brought to the page at sign-in.
   */
  languageChosen: Type.Optional(
    Type.Boolean({
      description:
        'Whether the member chose `language` (registration with a language, a first social sign-in from a page, ' +
        'or PUT /api/user/language); false when `en` is only the default. The pages switch to a chosen one at sign-in',
    }),
  ),
});
export type User = Static<typeof User>;

export const LoginResponse = Type.Object({
  status: Type.String(),
  message: Type.String(),
  user: User,
  token: Type.String(),
});
export type LoginResponse = Static<typeof LoginResponse>;

/**
 * An operator's sign-in with the right password: no session yet, a second factor is asked for.
 * `challenge` names this sign-in (single use, valid `expiresIn` seconds, a few tries); send it with
 * the code to `POST /api/users/login/second-factor`. `enrolment` comes only while the operator has
 * no confirmed authenticator: the secret to add to a TOTP app (also as an `otpauth://` URI for a QR
 * code); the first right code confirms it.
 */
export const SecondFactorChallenge = Type.Object({
  status: Type.Literal('second-factor'),
  message: Type.String(),
  challenge: Type.String(),
  expiresIn: Type.Integer(),
  enrolment: Type.Optional(Type.Object({ secret: Type.String(), otpauthUri: Type.String() })),
});
export type SecondFactorChallenge = Static<typeof SecondFactorChallenge>;

/**
 * What sign-in with a password answers: a session (members and artists, always), or for an
 * operator the second-factor challenge. A session answer comes first: it is written with the first
 * schema it fits.
 */
export const LoginAnswer = Type.Union([LoginResponse, SecondFactorChallenge]);
export type LoginAnswer = Static<typeof LoginAnswer>;

/** The second factor's code: the 6 digits of the authenticator app, or one unused recovery code. */
export const SecondFactorBody = Type.Object({
  challenge: Type.String({ maxLength: 200, default: '' }),
  code: Type.String({ maxLength: 64, default: '' }),
});
export type SecondFactorBody = Static<typeof SecondFactorBody>;

/**
 * The operator's session. `recoveryCodes` only at enrolment (the first confirmed code), shown
 * once: each one signs in once in place of the app's code.
 */
export const SecondFactorResponse = Type.Object({
  ...LoginResponse.properties,
  recoveryCodes: Type.Optional(Type.Array(Type.String())),
});
export type SecondFactorResponse = Static<typeof SecondFactorResponse>;

/**
 * A token ended by a role change only (a studio approved), sent in the body: the gateway refuses
 * an ended token in the Authorization header on every route.
 */
export const RefreshSessionBody = Type.Object({ token: Type.String({ maxLength: 4096, default: '' }) });
export type RefreshSessionBody = Static<typeof RefreshSessionBody>;

/** A suspended member's appeal, proven with the account's e-mail and password (no sign-in is possible). */
export const AppealBody = Type.Object({
  email: Type.String({ maxLength: 254, default: '' }),
  password: Type.String({ maxLength: 200, default: '' }),
  text: Type.String({ maxLength: 2000, default: '' }),
});
export type AppealBody = Static<typeof AppealBody>;

export const AuthenticateResponse = Type.Object({
  status: Type.String(),
  message: Type.String(),
  user: User,
});

export const ProfileResponse = Type.Object({ status: Type.String(), message: User });
/**
 * A profile by slug or id: the owner's view when the owner asks, the public view for anyone else.
 * User comes first: the answer is written with the first schema it fits, and a public view does not
 * fit User (no e-mail).
 */
export const PublicProfileResponse = Type.Object({ status: Type.String(), message: Type.Union([User, PublicUser]) });

/** `PUT /api/user/language`: the language the member's mails and pages are to be in. */
export const LanguageBody = Type.Object({ language: LanguageChoice });
export type LanguageBody = Static<typeof LanguageBody>;

/** The language saved. */
export const LanguageResponse = Type.Object({ status: Type.Literal('success'), language: LanguageChoice });
export type LanguageResponse = Static<typeof LanguageResponse>;

export const UpdateProfileResponse = Type.Object({
  status: Type.String(),
  message: Type.String(),
  user: User,
});
