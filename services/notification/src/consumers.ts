import type { ConsumerOptions, ServiceConsumers, ServiceSettings } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import type { NotificationDatabase } from './db/tables.js';
import { exhibitionProjectionHandlers } from './modules/exhibitions/handlers.js';
import { accountMailHandlers } from './modules/mail/handlers/account-mails.js';
import { inquiryMailHandlers } from './modules/mail/handlers/inquiry-mails.js';
import {
  blockProjectionHandlers,
  followProjectionHandlers,
  userProjectionHandlers,
} from './modules/members/handlers.js';
import { hiddenWorkHandlers, newWorkHandlers } from './modules/new-works/handlers.js';
import { blockHandlers } from './modules/notifications/handlers/blocks.js';
import { artworkEngagementHandlers, postEngagementHandlers } from './modules/notifications/handlers/engagement.js';
import { followNotificationHandlers } from './modules/notifications/handlers/follows.js';
import { moderationHandlers } from './modules/notifications/handlers/moderation.js';
import { hiddenPostHandlers, newPostHandlers } from './modules/notifications/handlers/new-posts.js';
import { studioOutcomeHandlers } from './modules/notifications/handlers/studio-outcome.js';
import { buyerUpdateHandlers } from './modules/orders/handlers/buyer-updates.js';
import { orderMailHandlers } from './modules/orders/handlers/order-mails.js';
import { orderNotificationHandlers } from './modules/orders/handlers/order-notifications.js';

export const IDENTITY_DURABLE = 'notification-identity';
export const CATALOGUE_DURABLE = 'notification-catalogue';
export const SOCIAL_DURABLE = 'notification-social';
export const COMMERCE_DURABLE = 'notification-commerce';
export const MODERATION_DURABLE = 'notification-moderation';

type Handlers = ConsumerOptions<NotificationDatabase>['handlers'];

/** The handlers of several modules for one event, one after the other in its one transaction. */
function allInOneTransaction(...sets: Handlers[]): Handlers {
  const handlers: Handlers = {};
  for (const set of sets) {
    for (const [type, next] of Object.entries(set)) {
      const before = handlers[type];
      handlers[type] = before
        ? {
            event: before.event,
            handle: async (event, context) => {
              await before.handle(event, context);
              await next.handle(event, context);
            },
          }
        : next;
    }
  }
  return handlers;
}

/**
 * The five areas whose events become mails and notifications, each read by its own durable
 * consumer (the names are those of running deployments). Every handler writes through
 * `app.consumerDb`, so the notifications an event stored are pushed live once it committed. The
 * service preset starts them last: they stop first on shutdown, before the queue closes, so no job
 * is queued once it started closing. Each area's other events are acknowledged and skipped.
 */
export function notificationConsumers(
  app: FastifyInstance,
  config: ServiceSettings,
): ServiceConsumers<NotificationDatabase> {
  const mailQueue = app.mailQueue;
  const publicUrl = config.PUBLIC_URL;
  return {
    db: app.consumerDb,
    streams: [
      {
        // Mails of the account (codes, resets, welcome, studio requests), the `users` projection
        // (a notification's sender) and the approved studio request.
        stream: 'IDENTITY',
        subjectRoot: 'identity',
        durable: IDENTITY_DURABLE,
        filterSubject: 'identity.>',
        handlers: allInOneTransaction(
          accountMailHandlers({ mailQueue, publicUrl }),
          userProjectionHandlers(),
          studioOutcomeHandlers({ mailQueue, publicUrl }),
        ),
      },
      {
        // Inquiries become mails; likes and comments, notifications for the artwork's author; a
        // new artwork, notifications for its studio's followers and a line of their digest; exhibition
        // follows and changes, what the exhibition reminders read.
        stream: 'CATALOGUE',
        subjectRoot: 'catalogue',
        durable: CATALOGUE_DURABLE,
        filterSubject: 'catalogue.>',
        handlers: allInOneTransaction(
          inquiryMailHandlers({
            mailQueue,
            supportEmail: config.SUPPORT_EMAIL,
            media: { publicUrl, publicMediaUrl: config.PUBLIC_MEDIA_URL },
          }),
          artworkEngagementHandlers(),
          newWorkHandlers({ fanOutLimit: config.POST_FANOUT_LIMIT }),
          exhibitionProjectionHandlers(),
        ),
      },
      {
        // Likes, comments, new posts, follows and follow requests; a follow is recorded (the
        // fan-out of new posts reads it) before its notification, in the same transaction. A
        // deleted post and a block take notifications away; blocks are also kept for the
        // exhibition reminders.
        stream: 'SOCIAL',
        subjectRoot: 'social',
        durable: SOCIAL_DURABLE,
        filterSubject: 'social.>',
        handlers: allInOneTransaction(
          followProjectionHandlers(),
          postEngagementHandlers(),
          newPostHandlers({ fanOutLimit: config.POST_FANOUT_LIMIT }),
          followNotificationHandlers(),
          blockProjectionHandlers(),
          blockHandlers(),
        ),
      },
      {
        // Orders, payments and refunds: mails and notifications for the buyer and the artists.
        stream: 'COMMERCE',
        subjectRoot: 'commerce',
        durable: COMMERCE_DURABLE,
        filterSubject: 'commerce.>',
        handlers: allInOneTransaction(
          orderMailHandlers({ mailQueue, publicUrl }),
          orderNotificationHandlers(),
          buyerUpdateHandlers({ mailQueue, publicUrl }),
        ),
      },
      {
        // The operators' decisions: studio requests answered, content hidden, warnings,
        // suspensions and their lifting, and the outcome of each report for its reporters.
        stream: 'MODERATION',
        subjectRoot: 'moderation',
        durable: MODERATION_DURABLE,
        filterSubject: 'moderation.>',
        handlers: allInOneTransaction(
          moderationHandlers({ mailQueue, publicUrl }),
          hiddenWorkHandlers(),
          hiddenPostHandlers(),
        ),
      },
    ],
  };
}
