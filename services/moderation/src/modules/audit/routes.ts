import { AUDIT_COUNT_CAP, AUDIT_CSV_MAX } from '@art/contracts';
import { moderationEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { auditRows, auditTotal } from './queries.js';
import { auditCsv } from './rules.js';
import { auditEntryView } from './views.js';

/** The audit log, read and exported (both reads are themselves on record, as `view`). */
export async function auditRoutes(app: FastifyInstance) {
  const db = app.db;

  endpointRoute(app, endpoints.audit, {
    handler: async (request) => {
      const { limit, skip, ...filters } = request.query;
      const [rows, counted] = await Promise.all([
        auditRows(db, filters, limit, skip),
        auditTotal(db, filters, AUDIT_COUNT_CAP),
      ]);
      const totalCapped = counted > AUDIT_COUNT_CAP;
      return {
        status: 'success',
        data: { result: rows.map(auditEntryView), total: Math.min(counted, AUDIT_COUNT_CAP), totalCapped },
      };
    },
  });

  endpointRoute(app, endpoints.auditCsv, {
    handler: async (request, reply) => {
      const rows = await auditRows(db, request.query, AUDIT_CSV_MAX, 0);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="moderation-audit-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(auditCsv(rows));
    },
  });
}
