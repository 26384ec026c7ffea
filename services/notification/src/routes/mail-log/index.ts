import { timingSafeEqual } from 'node:crypto';
import { INTERNAL_TOKEN_HEADER, unauthorized } from '@art/kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { NotificationDatabase } from '../../db/tables.js';

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
  const db = app.db as Kysely<NotificationDatabase>;
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
      const query = request.query as { recipient?: string; limit: number };
      let select = db.selectFrom('mail_log').selectAll().orderBy('created_at', 'desc').limit(query.limit);
      if (query.recipient) select = select.where('recipient', '=', query.recipient);
      const rows = await select.execute();
      return {
        status: 'success' as const,
        mails: rows.map((row) => ({
          jobId: row.job_id,
          eventId: row.event_id,
          kind: row.kind,
          recipient: row.recipient,
          createdAt: row.created_at.toISOString(),
          sentAt: row.sent_at ? row.sent_at.toISOString() : null,
          lastError: row.last_error,
        })),
      };
    },
  );
}
