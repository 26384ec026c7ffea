import { timingSafeEqual } from 'node:crypto';
import { notificationEndpoints as endpoints } from '@art/contracts/endpoints';
import { badRequest, endpointRoute, INTERNAL_TOKEN_HEADER, unauthorized, viewerOf } from '@art/kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { latestMails, replaceTurnedOffKinds, turnedOffKinds, turnOffKind } from './queries.js';
import { readStopMailToken } from './stop-links.js';
import { mailLogEntry, mailPreferences } from './views.js';

const MailLogQuery = Type.Object({
  recipient: Type.Optional(Type.String({ minLength: 1, maxLength: 320 })),
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
});

const MailLogEntry = Type.Object({
  jobId: Type.String(),
  eventId: Type.String(),
  kind: Type.String(),
  recipient: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  sentAt: Type.Union([Type.String(), Type.Null()]),
  lastError: Type.Union([Type.String(), Type.Null()]),
});

/**
 * For operators and tests: which mails were asked for and whether they went out. It lists
 * addresses, so only callers holding the internal token may read it (the gateway does not route it).
 */
export async function mailLogRoutes(app: FastifyInstance, options: { internalToken: string }) {
  const db = app.db;
  const expected = Buffer.from(options.internalToken);

  async function requireInternalToken(request: FastifyRequest) {
    const given = Buffer.from(String(request.headers[INTERNAL_TOKEN_HEADER] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw unauthorized('This route needs the internal token');
    }
  }

  app.get(
    '/internal/mail-log',
    {
      preHandler: requireInternalToken,
      schema: {
        hide: true,
        querystring: MailLogQuery,
        response: { 200: Type.Object({ status: Type.Literal('success'), mails: Type.Array(MailLogEntry) }) },
      } as never,
    },
    async (request) => {
      const rows = await latestMails(db, request.query as { recipient?: string; limit: number });
      return { status: 'success' as const, mails: rows.map(mailLogEntry) };
    },
  );
}

/**
 * The signed-in member's mail preferences: which optional kinds of mail they turned off; and a
 * mail's stop link, which turns its kind off for the member it names without a sign-in.
 */
export async function mailPreferenceRoutes(app: FastifyInstance, options: { internalToken: string }) {
  const db = app.db;

  endpointRoute(app, endpoints.preferences, {
    handler: async (request) => mailPreferences(await turnedOffKinds(db, viewerOf(request).id)),
  });

  endpointRoute(app, endpoints.setPreferences, {
    handler: async (request) => {
      const userId = viewerOf(request).id;
      await replaceTurnedOffKinds(db, userId, [...new Set(request.body.mailOff)]);
      return mailPreferences(await turnedOffKinds(db, userId));
    },
  });

  endpointRoute(app, endpoints.stopMail, {
    handler: async (request) => {
      const named = readStopMailToken(options.internalToken, request.body.token);
      if (!named) throw badRequest(endpoints.stopMail.messages.invalid);
      await turnOffKind(db, named.userId, named.kind);
      return { status: 'success', kind: named.kind };
    },
  });
}
