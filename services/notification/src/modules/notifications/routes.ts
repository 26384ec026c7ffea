import { notificationEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute, notFound, viewerOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import {
  clearNotifications,
  markAllRead,
  markAllSeen,
  markRead,
  notificationsOf,
  unreadCount,
} from './queries/index.js';
import { notificationView } from './views.js';

/** The signed-in member's notifications page and header: list, read states, clear. */
export async function notificationRoutes(app: FastifyInstance) {
  const db = app.db;

  endpointRoute(app, endpoints.list, {
    handler: async (request) => {
      const rows = await notificationsOf(db, viewerOf(request).id);
      return { status: 'success', message: rows.map(notificationView) };
    },
  });

  endpointRoute(app, endpoints.unreadCount, {
    handler: async (request) => ({ status: 'success', count: await unreadCount(db, viewerOf(request).id) }),
  });

  endpointRoute(app, endpoints.makeSeen, {
    handler: async (request) => {
      await markAllSeen(db, viewerOf(request).id);
      return { status: 'success' };
    },
  });

  endpointRoute(app, endpoints.makeAllViewed, {
    handler: async (request) => {
      await markAllRead(db, viewerOf(request).id);
      return { status: 'success' };
    },
  });

  endpointRoute(app, endpoints.makeViewed, {
    handler: async (request) => {
      if (!(await markRead(db, viewerOf(request).id, request.body.notificationID))) {
        throw notFound(endpoints.makeViewed.messages.notFound);
      }
      return { status: 'success' };
    },
  });

  endpointRoute(app, endpoints.clear, {
    handler: async (request) => {
      await clearNotifications(db, viewerOf(request).id);
      return { status: 'success', message: endpoints.clear.messages.cleared };
    },
  });
}
