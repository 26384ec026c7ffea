export { canRequestStudio, isArtistRole, isOperatorRole, isUserRole } from '@art/endpoint';

/** Roles are numeric: 1–10 operators, 11–20 artist (studio) accounts, 21–30 regular users. */
export const ROLE = {
  artist: 11,
  verifiedArtist: 12,
  user: 21,
} as const;
