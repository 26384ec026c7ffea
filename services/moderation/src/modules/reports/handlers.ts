import { randomUUID } from 'node:crypto';
import { ReportCreated } from '@art/contracts';
import { on } from '@art/kit';
import { sql } from 'kysely';
import type { ModerationTables } from '../../db/schema.js';
import { ownerOf, targetTypeOf } from './rules.js';

/**
 * social's reports become cases: one open case per target, which a new report on it joins. Each
 * report keeps the content as its reporter saw it; the case keeps the first one as "as reported".
 */
export const reportHandlers = {
  ...on<typeof ReportCreated, ModerationTables>(ReportCreated, async (event, { trx }) => {
    const { data } = event;
    const targetType = targetTypeOf(data.targetType);
    const owner = ownerOf(targetType, data.targetId, data.snapshot);
    const snapshot = data.snapshot ? JSON.stringify(data.snapshot) : null;
    await sql`
      insert into report_cases (id, target_type, target_id, owner_id, owner_name, snapshot, status, opened_at)
      values (${randomUUID()}, ${targetType}, ${data.targetId}, ${owner?.id ?? null}, ${owner?.name ?? null},
              ${snapshot}::jsonb, 'open', ${event.occurredAt})
      on conflict (target_type, target_id) where status = 'open' do update set
        owner_id = coalesce(report_cases.owner_id, excluded.owner_id),
        owner_name = coalesce(report_cases.owner_name, excluded.owner_name),
        snapshot = coalesce(report_cases.snapshot, excluded.snapshot)
    `.execute(trx);
    const open = await trx
      .selectFrom('report_cases')
      .select('id')
      .where('target_type', '=', targetType)
      .where('target_id', '=', data.targetId)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('reports')
      .values({
        id: data.reportId,
        case_id: open.id,
        reporter_id: data.reporterId,
        category_id: data.categoryId,
        category_name: data.categoryName ?? '',
        text: data.content ?? '',
        snapshot,
        reported_at: event.occurredAt,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }),
};
