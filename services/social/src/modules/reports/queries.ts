import type { Kysely } from 'kysely';
import type { SocialTables } from '../../db/schema.js';
import type { ReportTarget } from './rules.js';

type Db = Kysely<SocialTables>;

/** The report options, in the order the form shows them. */
export async function reportCategories(db: Db) {
  return db.selectFrom('report_categories').select(['id', 'name']).orderBy('position').execute();
}

export async function isReportCategory(db: Db, categoryId: string): Promise<boolean> {
  const option = await db.selectFrom('report_categories').select('id').where('id', '=', categoryId).executeTakeFirst();
  return option !== undefined;
}

/** Stores an open report; its id. */
export async function insertReport(
  db: Db,
  report: { reporterId: string; targetType: ReportTarget; targetId: string; categoryId: string; content: string },
): Promise<string> {
  const row = await db
    .insertInto('reports')
    .values({
      id: crypto.randomUUID(),
      reporter_id: report.reporterId,
      target_type: report.targetType,
      target_id: report.targetId,
      category_id: report.categoryId,
      content: report.content,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
