/** How many studios the home page's Studios to follow row shows (home rows slice to 11). */
export const STUDIOS_TO_FOLLOW = 11;
/** Trending looks at the followers gained in this many days. */
export const TRENDING_DAYS = 30;
