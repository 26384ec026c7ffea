import type { MemberLanguage } from '@art/contracts';
import type { KitTables } from '@art/kit';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface CategoryRef {
  _id: string;
  name: string;
}

export interface ShippingInfo {
  country: string;
  city: string;
  state: string;
  postalCode: string;
  address: string;
  address2: string;
  phoneNumber: string;
}

type Json<T> = ColumnType<T, string, string>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  /** Null for accounts made by a social sign-in that never set a password. */
  password_hash: string | null;
  name: string;
  slug: string;
  role: Generated<number>;
  email_verified: Generated<boolean>;
  verified_artist: Generated<boolean>;
  updated: Generated<boolean>;
  initiate_follows: Generated<boolean>;
  picture: Generated<string>;
  cover: Generated<string>;
  /** Object keys of the current picture and cover variants, removed when they are replaced. */
  media_keys: ColumnType<string[], string | undefined, string>;
  dob: Generated<string>;
  address: Generated<string>;
  biography: Generated<string>;
  achievements: Generated<string>;
  categories: ColumnType<CategoryRef[], string | undefined, string>;
  is_private: Generated<boolean>;
  shipping_info: ColumnType<ShippingInfo, string | undefined, string>;
  google_id: string | null;
  facebook_id: string | null;
  /** Tokens carry it (claim `sv`); a token with a lower one is refused. */
  session_version: Generated<number>;
  /** Grows with every change; snapshot events carry it. */
  version: Generated<number>;
  /** Catalogue's count of the user's artworks (catalogue.artist.works_counted), for the user view. */
  total_artworks: Generated<number>;
  /** The version of that count: an older one arriving late is ignored. */
  works_version: Generated<number>;
  /** Social's counts (social.user.follows_counted), for the user view; the version orders them. */
  followers_count: Generated<number>;
  following_count: Generated<number>;
  follows_version: Generated<number>;
  /** An operator's TOTP secret, sealed (identity reads it to check codes); null until enrolment starts. */
  totp_secret_sealed: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the operator's first right code confirmed the authenticator; null while enrolling. */
  totp_confirmed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The last TOTP time step accepted: a code is used once. */
  totp_last_step: ColumnType<string | null, number | null | undefined, number | null>;
  /** Suspended by an operator (moderation.account.suspended), with the reason sign-in names. */
  suspended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** `suspended_at is not null`, kept by PostgreSQL (a generated column): what the audience reads. */
  suspended: ColumnType<boolean, never, never>;
  suspension_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The first session version of an unbroken run of role changes: a token from that version on
   * was ended by role changes only and may be renewed once. Null after any other ending.
   */
  refreshable_from_version: ColumnType<number | null, number | null | undefined, number | null>;
  /** What the member reads the marketplace in (en, ne or zh; a check constraint): their mails' language. */
  language: ColumnType<MemberLanguage, MemberLanguage | undefined, MemberLanguage>;
  /** The member chose `language` (false: the default nobody picked); only a chosen one follows them to a new browser. */
  language_chosen: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** An operator's single-use recovery codes (argon2 hashes), made at enrolment. */
export interface OperatorRecoveryCodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** A suspended member's appeal: one per suspension (named by its `suspended_at`). */
export interface AppealsTable {
  id: Generated<string>;
  user_id: string;
  suspended_at: Date;
  text: string;
  created_at: CreatedAt;
}

export interface VerificationCodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  /** Wrong codes tried against this one; at the limit it is spent. */
  failed_attempts: Generated<number>;
  /** The code encrypted with the sealing key while it is open, for the mail worker; null after. */
  code_sealed: string | null;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface ResetTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  /** The token encrypted with the sealing key while it is open, for the mail worker; null after. */
  token_sealed: string | null;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface StudioRequestsTable {
  id: Generated<string>;
  user_id: string;
  message: string;
  images: Json<{ fileName: string; urls: Record<string, string>; keys: string[] }[]>;
  /** pending, approved or rejected (moderation's decision); one pending or approved per member. */
  status: Generated<string>;
  rejection_reason: string | null;
  decided_at: Date | null;
  created_at: CreatedAt;
}

export interface ArtistCodesTable {
  code_id: Generated<string>;
  /** Hex SHA-256 of the code upper-cased, without spaces or dashes: how a typed code is found. */
  code_hash: string;
  /**
   * The text, only for codes from before hashes and the demo seed's (npm start prints it); an
   * operator's code is known by its hash alone.
   */
  code: string | null;
  expires_at: Date | null;
  /** Bound to one address: only the member signed in with it may use the code. */
  email: string | null;
  revoked_at: Date | null;
  used_by: string | null;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** Social's blocks (social.user.blocked / unblocked): a blocked viewer does not see the blocker's profile. */
export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
}

/** A logged-out session: the token's `jti`, kept until the token would have expired. */
export interface SignedOutSessionsTable {
  session_id: string;
  user_id: string;
  expires_at: Date;
}

export interface IdentityTables extends KitTables {
  signed_out_sessions: SignedOutSessionsTable;
  users: UsersTable;
  blocks: BlocksTable;
  verification_codes: VerificationCodesTable;
  reset_tokens: ResetTokensTable;
  studio_requests: StudioRequestsTable;
  artist_codes: ArtistCodesTable;
  operator_recovery_codes: OperatorRecoveryCodesTable;
  appeals: AppealsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserChanges = Updateable<UsersTable>;
