// Generated from @art/contracts/endpoints by `npm run generate -w @art/sdk`: do not edit.
import type { notificationEndpoints } from '@art/contracts/endpoints';
import { declaredRoute } from '../declared-route.js';

/** The notification endpoints as the client calls them (paths under the API base). */
export const notificationRoutes = {
  list: declaredRoute<(typeof notificationEndpoints)['list']>('GET', '/notifications/all'),
  unreadCount: declaredRoute<(typeof notificationEndpoints)['unreadCount']>('GET', '/notifications/unread-count'),
  makeSeen: declaredRoute<(typeof notificationEndpoints)['makeSeen']>('POST', '/notifications/makeseen'),
  makeViewed: declaredRoute<(typeof notificationEndpoints)['makeViewed']>('POST', '/notifications/makeviewed'),
  makeAllViewed: declaredRoute<(typeof notificationEndpoints)['makeAllViewed']>('POST', '/notifications/makeallviewed'),
  clear: declaredRoute<(typeof notificationEndpoints)['clear']>('POST', '/notifications/clear'),
  preferences: declaredRoute<(typeof notificationEndpoints)['preferences']>('GET', '/notifications/preferences'),
  setPreferences: declaredRoute<(typeof notificationEndpoints)['setPreferences']>('PUT', '/notifications/preferences'),
  stopMail: declaredRoute<(typeof notificationEndpoints)['stopMail']>('POST', '/notifications/mail/stop'),
} as const;
