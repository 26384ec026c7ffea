// The same bounds as moderation's IssueArtistCodeBody (@art/contracts/moderation-api), restated
// here because the remote takes only types from the contracts (the schemas stay on the server).
export const ARTIST_CODE_DAYS_MIN = 1;
export const ARTIST_CODE_DAYS_MAX = 365;
export const ARTIST_CODE_DAYS_DEFAULT = 30;
