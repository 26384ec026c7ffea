import { ReportCreated } from '@art/contracts';
import { type EventContext, writeEvent } from '@art/kit';
import type { Kysely } from 'kysely';
import type { SocialTables } from '../../db/schema.js';
import { insertReport } from './queries.js';
import type { ReportTarget } from './rules.js';
import type { ReportSnapshot } from './snapshots.js';

export interface ReportFiling {
  reporterId: string;
  target: ReportTarget;
  targetId: string;
  categoryId: string;
  categoryName: string;
  content: string;
  snapshot: ReportSnapshot;
}

/**
 * A report kept and announced in one transaction: moderation's queue learns of it by the event,
 * with the option's name, the reporter's words and the thing as it is now. The route and the demo
 * seed file reports the same way.
 */
export async function fileReport(
  db: Kysely<SocialTables>,
  report: ReportFiling,
  context: EventContext,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const reportId = await insertReport(trx, {
      reporterId: report.reporterId,
      targetType: report.target,
      targetId: report.targetId,
      categoryId: report.categoryId,
      content: report.content,
    });
    await writeEvent(
      trx,
      ReportCreated,
      {
        reportId,
        reporterId: report.reporterId,
        targetType: report.target,
        targetId: report.targetId,
        categoryId: report.categoryId,
        categoryName: report.categoryName,
        content: report.content,
        snapshot: report.snapshot,
      },
      context,
    );
    return reportId;
  });
}
