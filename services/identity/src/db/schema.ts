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
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
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
  status: Generated<string>;
  created_at: CreatedAt;
}

export interface ArtistCodesTable {
  /** Stored upper-cased: codes are compared without regard to case. */
  code: string;
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
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserChanges = Updateable<UsersTable>;
