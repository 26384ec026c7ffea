import type { Endpoint } from '@art/endpoint';
import { catalogueEndpoints } from './catalogue.js';
import { commerceEndpoints } from './commerce.js';
import { identityEndpoints } from './identity.js';
import { messagingEndpoints } from './messaging.js';
import { moderationEndpoints } from './moderation.js';
import { notificationEndpoints } from './notification.js';
import { socialEndpoints } from './social.js';

export {
  catalogueEndpoints,
  commerceEndpoints,
  identityEndpoints,
  messagingEndpoints,
  moderationEndpoints,
  notificationEndpoints,
  socialEndpoints,
};

/** Every area's declarations, by area: the gateway, the sdk generator and the security walks read this. */
export const ENDPOINTS_BY_AREA = {
  identity: identityEndpoints,
  catalogue: catalogueEndpoints,
  social: socialEndpoints,
  commerce: commerceEndpoints,
  messaging: messagingEndpoints,
  notification: notificationEndpoints,
  moderation: moderationEndpoints,
} as const;

/** Every public endpoint, each declared once in its area's file. */
export const PUBLIC_ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINTS_BY_AREA).flatMap(
  (endpoints) => Object.values(endpoints) as Endpoint[],
);
export type { Endpoint, EndpointAnswer, EndpointInput } from '@art/endpoint';
