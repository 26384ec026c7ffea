/** Roles are numeric: 11–20 artist (studio) accounts, 21–30 regular users. */
export const ROLE = {
  artist: 11,
  verifiedArtist: 12,
  user: 21,
} as const;

export function isArtistRole(role: number): boolean {
  return role >= 11 && role <= 20;
}

export function isUserRole(role: number): boolean {
  return role >= 21 && role <= 30;
}

/** Regular users (above 20) may ask for a studio or enter an artist code. */
export function canGetIntoStudio(role: number): boolean {
  return role > 20;
}

/** Roles 1–10 run the marketplace (operators): never made by sign-up. */
export function isOperatorRole(role: number): boolean {
  return role >= 1 && role <= 10;
}
