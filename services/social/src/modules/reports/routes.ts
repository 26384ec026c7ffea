import { socialEndpoints as endpoints } from '@art/contracts/endpoints';
import { badRequest, endpointRoute, eventContextOf, notFound, viewerOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { fileReport } from './filing.js';
import { reportCategories, reportCategoryName } from './queries.js';
import { type ReportTarget, reportContent } from './rules.js';
import { snapshotOf } from './snapshots.js';

/**
 * Report options, and reports of posts, their comments, artworks and users, kept for moderation:
 * the event carries the option's name, the reporter's words and the reported thing as it is now,
 * so moderation's queue shows it as it was even if it is edited or deleted later.
 */
export async function reportsRoutes(app: FastifyInstance) {
  const db = app.db;

  endpointRoute(app, endpoints.reportCategories, {
    handler: async () => {
      const rows = await reportCategories(db);
      return { status: 'success', message: rows.map((row) => ({ _id: row.id, name: row.name })) };
    },
  });

  const reports = [
    ['post', endpoints.reportPost],
    ['comment', endpoints.reportComment],
    ['product', endpoints.reportProduct],
    ['user', endpoints.reportUser],
  ] as const satisfies readonly (readonly [ReportTarget, unknown])[];
  for (const [target, endpoint] of reports) {
    const { messages } = endpoint;
    endpointRoute(app, endpoint, {
      handler: async (request) => {
        const viewer = viewerOf(request);
        const { category, content } = request.body;
        if (!category) throw badRequest(messages.selectOption);
        const categoryName = await reportCategoryName(db, category);
        if (categoryName === undefined) throw badRequest(messages.selectOption);
        const text = reportContent(category, content);
        const snapshot = await snapshotOf[target](db, request.params.id);
        if (!snapshot) throw notFound(messages.notFound);
        if (snapshot.ownerId === viewer.id) throw badRequest(messages.cannotReportYourself);
        await fileReport(
          db,
          {
            reporterId: viewer.id,
            target,
            targetId: request.params.id,
            categoryId: category,
            categoryName,
            content: text,
            snapshot,
          },
          eventContextOf(request),
        );
        return { status: 'success', message: messages.reported };
      },
    });
  }
}
