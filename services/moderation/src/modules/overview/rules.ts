/** The marketplace's days begin at midnight in Nepal: "today" on the overview is Kathmandu's today. */
export const MARKETPLACE_TIME_ZONE = 'Asia/Kathmandu';
/** "This week": the last seven days, today included. */
export const WEEK_DAYS = 7;
