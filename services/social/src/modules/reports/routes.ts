import { ReportCreated } from '@art/contracts';
import { socialEndpoints as endpoints } from '@art/contracts/endpoints';
import { badRequest, endpointRoute, eventContextOf, notFound, viewerOf, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { artworkAuthor } from '../artworks/queries.js';
import { postAuthor } from '../posts/queries.js';
import { isPostId } from '../posts/rules.js';
import { knownUserId } from '../users/queries.js';
import { insertReport, isReportCategory, reportCategories } from './queries.js';
import { type ReportTarget, reportContent } from './rules.js';

/** Report options, and reports of posts, artworks and users, kept for moderation. */
export async function reportsRoutes(app: FastifyInstance) {
  const db = app.db;

  endpointRoute(app, endpoints.reportCategories, {
    handler: async () => {
      const rows = await reportCategories(db);
      return { status: 'success', message: rows.map((row) => ({ _id: row.id, name: row.name })) };
    },
  });

  /** The author of what is reported; undefined when there is no such thing. */
  const ownerOf: Record<ReportTarget, (id: string) => Promise<string | undefined>> = {
    post: async (id) => (isPostId(id) ? postAuthor(db, id) : undefined),
    product: (id) => artworkAuthor(db, id),
    user: (id) => knownUserId(db, id),
  };

  const reports = [
    ['post', endpoints.reportPost],
    ['product', endpoints.reportProduct],
    ['user', endpoints.reportUser],
  ] as const;
  for (const [target, endpoint] of reports) {
    const { messages } = endpoint;
    endpointRoute(app, endpoint, {
      handler: async (request) => {
        const viewer = viewerOf(request);
        const { category, content } = request.body;
        if (!category) throw badRequest(messages.selectOption);
        if (!(await isReportCategory(db, category))) throw badRequest(messages.selectOption);
        const text = reportContent(category, content);
        const owner = await ownerOf[target](request.params.id);
        if (!owner) throw notFound(messages.notFound);
        if (owner === viewer.id) throw badRequest(messages.cannotReportYourself);
        await db.transaction().execute(async (trx) => {
          const reportId = await insertReport(trx, {
            reporterId: viewer.id,
            targetType: target,
            targetId: request.params.id,
            categoryId: category,
            content: text,
          });
          await writeEvent(
            trx,
            ReportCreated,
            {
              reportId,
              reporterId: viewer.id,
              targetType: target,
              targetId: request.params.id,
              categoryId: category,
            },
            eventContextOf(request),
          );
        });
        return { status: 'success', message: messages.reported };
      },
    });
  }
}
