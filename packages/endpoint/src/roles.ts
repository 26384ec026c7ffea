/**
 * Role ranges, as numbers on the account: 1–10 operators (never made by sign-up), 11–20 artists
 * (studios), 21–30 regular members. An endpoint's `access` is checked against them.
 */
export function isOperatorRole(role: number): boolean {
  return role >= 1 && role <= 10;
}

export function isArtistRole(role: number): boolean {
  return role >= 11 && role <= 20;
}

export function isUserRole(role: number): boolean {
  return role >= 21 && role <= 30;
}

/** A regular member (above 20) may ask for a studio or enter an artist code; an artist or operator may not. */
export function canRequestStudio(role: number): boolean {
  return role > 20;
}
