import type { ServiceConsumers } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import type { ModerationTables } from './db/schema.js';
import { artistCodeHandlers } from './modules/artist-codes/handlers.js';
import { identityUserHandlers } from './modules/members/handlers.js';
import { commerceHandlers } from './modules/overview/handlers.js';
import { reportHandlers } from './modules/reports/handlers.js';
import { showcaseHandlers } from './modules/showcase/handlers.js';
import { studioRequestHandlers } from './modules/studio-requests/handlers.js';
import { appealHandlers } from './modules/suspensions/handlers.js';

export const IDENTITY_DURABLE = 'moderation-identity';
export const SOCIAL_DURABLE = 'moderation-social';
export const COMMERCE_DURABLE = 'moderation-commerce';
export const CATALOGUE_DURABLE = 'moderation-catalogue';

/**
 * What moderation follows: identity's users (names, e-mails, roles, registrations), studio
 * requests, redeemed artist codes and appeals; social's reports; commerce's orders, payments and
 * refunds (the overview's counts, and an operator's refund marking for the audit log); catalogue's
 * exhibitions and home slides as operators change them (for the audit log).
 */
export function moderationConsumers(app: FastifyInstance): ServiceConsumers<ModerationTables> {
  return {
    db: app.db,
    streams: [
      {
        stream: 'IDENTITY',
        subjectRoot: 'identity',
        durable: IDENTITY_DURABLE,
        filterSubject: 'identity.>',
        handlers: { ...identityUserHandlers, ...studioRequestHandlers, ...artistCodeHandlers, ...appealHandlers },
      },
      {
        stream: 'SOCIAL',
        subjectRoot: 'social',
        durable: SOCIAL_DURABLE,
        filterSubject: 'social.report.>',
        handlers: reportHandlers,
      },
      {
        stream: 'COMMERCE',
        subjectRoot: 'commerce',
        durable: COMMERCE_DURABLE,
        filterSubject: 'commerce.>',
        handlers: commerceHandlers,
      },
      {
        stream: 'CATALOGUE',
        subjectRoot: 'catalogue',
        durable: CATALOGUE_DURABLE,
        // Only the showcase's changes (exhibition and slide): the artworks' traffic is none of this area's.
        filterSubject: 'catalogue.*.changed',
        handlers: showcaseHandlers,
      },
    ],
  };
}
