import { isOperatorRole } from '@art/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { operatorNameOf } from './operator.js';
import { recordAction } from './queries.js';

/** The console's routes: every read of them is on record. */
const CONSOLE_PREFIX = '/api/moderation/';
const PATH_MAX = 2000;

/**
 * Every read an operator makes of the console goes into the audit log as a lighter row (action
 * `view`, the path with its query). One `onResponse` hook for all of them, rather than a line in
 * each handler: a new read route cannot forget it, it runs after the answer is sent (a slow or
 * failing insert never delays or breaks the read; a failure is logged), and it sees the final
 * status, so only what was actually shown (a 2xx or 3xx to an operator) is recorded. Writes are
 * not recorded here: each decision writes its own, fuller row in its own transaction.
 */
export const consoleReadsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' || reply.statusCode >= 400) return;
      const route = request.routeOptions.url;
      if (!route?.startsWith(CONSOLE_PREFIX)) return;
      const viewer = request.viewer;
      if (!viewer || !isOperatorRole(viewer.role)) return;
      try {
        await recordAction(app.db, {
          operatorId: viewer.id,
          operatorName: await operatorNameOf(app.db, viewer.id),
          action: 'view',
          targetType: 'path',
          targetId: request.url.slice(0, PATH_MAX),
          requestId: request.id,
        });
      } catch (error) {
        request.log.error({ err: error }, 'a console read could not be written to the audit log');
      }
    });
  },
  { name: 'moderation-console-reads', dependencies: ['database'] },
);
