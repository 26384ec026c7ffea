import { type Kysely, sql } from 'kysely';
import type { ModerationTables } from '../../db/schema.js';
import { MARKETPLACE_TIME_ZONE, WEEK_DAYS } from './rules.js';

const startOfToday = sql<Date>`(date_trunc('day', now() at time zone ${MARKETPLACE_TIME_ZONE}) at time zone ${MARKETPLACE_TIME_ZONE})`;
const startOfWeek = sql<Date>`(${startOfToday} - make_interval(days => ${WEEK_DAYS - 1}))`;

/** The counts of the overview, in one statement over moderation's own tables. */
export async function overviewCounts(db: Kysely<ModerationTables>) {
  const { rows } = await sql<{
    members_today: string;
    members_week: string;
    orders_today: string;
    orders_week: string;
    sales_today: string;
    sales_week: string;
    open_cases: string;
    pending_requests: string;
    refunds_due: string;
  }>`
    select
      (select count(*) from members where registered_at >= ${startOfToday}) as members_today,
      (select count(*) from members where registered_at >= ${startOfWeek}) as members_week,
      (select count(*) from orders where placed_at >= ${startOfToday}) as orders_today,
      (select count(*) from orders where placed_at >= ${startOfWeek}) as orders_week,
      (select coalesce(sum(amount_npr), 0) from payments where paid_at >= ${startOfToday}) as sales_today,
      (select coalesce(sum(amount_npr), 0) from payments where paid_at >= ${startOfWeek}) as sales_week,
      (select count(*) from report_cases where status = 'open') as open_cases,
      (select count(*) from studio_requests where status = 'pending') as pending_requests,
      (select count(*) from refunds where completed_at is null and provider in ('esewa', 'connect_ips')) as refunds_due
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('the overview query answered no row');
  return row;
}
