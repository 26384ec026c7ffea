import { ErrorResponse, ReportCategory, ReportCreated } from '@art/contracts';
import { badRequest, eventContextOf, notFound, requireViewer, viewerOf, writeEvent } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { socialDb } from '../../lib/database.js';
import {
  CANNOT_REPORT_YOURSELF,
  REPORTED,
  type ReportTarget,
  reportContent,
  SELECT_OPTION,
} from '../../lib/report-rules.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TARGET_NAMES: Record<ReportTarget, string> = { post: 'a post', product: 'an artwork', user: 'a user' };

/** Report options, and reports of posts, artworks and users, kept for moderation. */
export async function reportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = socialDb(app);

  app.get(
    '/report/categories',
    {
      schema: {
        tags: ['reports'],
        summary: 'The report options (one of them, `other`, takes a free-text reason)',
        operationId: 'socialReportCategories',
        security: [],
        response: { 200: Type.Object({ status: Type.String(), message: Type.Array(ReportCategory) }) },
      },
    },
    async () => {
      const rows = await db.selectFrom('report_categories').select(['id', 'name']).orderBy('position').execute();
      return { status: 'success', message: rows.map((row) => ({ _id: row.id, name: row.name })) };
    },
  );

  /** The author of what is reported; undefined when there is no such thing. */
  const ownerOf: Record<ReportTarget, (id: string) => Promise<string | undefined>> = {
    post: async (id) =>
      UUID.test(id)
        ? (await db.selectFrom('posts').select('author_id').where('id', '=', id).executeTakeFirst())?.author_id
        : undefined,
    product: async (id) =>
      (
        await db
          .selectFrom('artworks')
          .select('author_id')
          .where('id', '=', id)
          .where('deleted', '=', false)
          .executeTakeFirst()
      )?.author_id,
    user: async (id) => (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst())?.id,
  };

  for (const target of ['post', 'product', 'user'] as const) {
    app.post(
      `/report/${target}/:id`,
      {
        preHandler: requireViewer,
        schema: {
          tags: ['reports'],
          summary: `Report ${TARGET_NAMES[target]}`,
          operationId: `socialReport${target[0]?.toUpperCase()}${target.slice(1)}`,
          security: [{ jwt: [] }],
          params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
          body: Type.Object({
            category: Type.String({ maxLength: 100, default: '' }),
            content: Type.Optional(Type.String()),
          }),
          response: { 200: Type.Object({ status: Type.String(), message: Type.String() }), ...errors },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const { category, content } = request.body;
        if (!category) throw badRequest(SELECT_OPTION);
        const option = await db
          .selectFrom('report_categories')
          .select('id')
          .where('id', '=', category)
          .executeTakeFirst();
        if (!option) throw badRequest(SELECT_OPTION);
        const text = reportContent(category, content);
        const owner = await ownerOf[target](request.params.id);
        if (!owner) throw notFound(`Nothing to report: ${TARGET_NAMES[target]} that does not exist`);
        if (owner === viewer.id) throw badRequest(CANNOT_REPORT_YOURSELF);
        await db.transaction().execute(async (trx) => {
          const report = await trx
            .insertInto('reports')
            .values({
              id: crypto.randomUUID(),
              reporter_id: viewer.id,
              target_type: target,
              target_id: request.params.id,
              category_id: category,
              content: text,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await writeEvent(
            trx,
            ReportCreated,
            {
              reportId: report.id,
              reporterId: viewer.id,
              targetType: target,
              targetId: request.params.id,
              categoryId: category,
            },
            eventContextOf(request),
          );
        });
        app.outbox.kick();
        return { status: 'success', message: REPORTED[target] };
      },
    );
  }
}
