// No imports: browsers load this file on its own (@art/contracts/social-limits), without the schemas.

/** The fixed report option whose free text is kept (the dialog shows a text box only for it). */
export const REPORT_OTHER_ID = 'other';

/** Feed page size, comments page size and how many top studios the feed's side filter shows. */
export const FEED_PAGE_SIZE = 10;
export const FEED_COMMENTS_PAGE_SIZE = 5;
export const TOP_STUDIOS_SHOWN = 5;
export const TOP_STUDIOS_FETCHED = 25;
/** The post card's text cut and the number of comments previewed on a card. */
export const POST_TEXT_CUT = 300;
export const POST_COMMENTS_PREVIEW = 2;
/** Most posts or comments one request reads (the `total` the feed's paging asks for). */
export const POSTS_MAX_TOTAL = 500;
/** A followers or following list's page: its default and largest size. */
export const FOLLOW_LIST_DEFAULT = 50;
export const FOLLOW_LIST_MAX = 200;
