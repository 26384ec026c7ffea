// The moderation bench's data, written with SQL (generate_series) straight into moderation's own
// tables after its migrations, as the other benches seed theirs: the members identity's events
// would have projected (five operators among them), a year of report cases (the open queue and
// the settled ones, several reports each, the content as reported, targets reported again after an
// earlier case), the studio-request queue with its images, the orders and payments the overview
// counts, and an audit log of 400 days: every console read as a `view` row and the decisions with
// their before/after states, as moderation's own code writes them.
import pg from 'pg';

export const QUEUE = {
  members: 20_000,
  operators: 5,
  openCases: 2_000,
  resolvedCases: 6_000,
  /** Targets the settled cases fall on: open targets 1…2,000 had one or two earlier cases. */
  resolvedTargets: 4_000,
  /** Targets (and so owners) the logged decisions fall on: 1 or 2 per member. */
  decisionTargets: 20_000,
  /** 1 to 4 reports per case. */
  reportsPerCaseMax: 4,
  pendingRequests: 150,
  decidedRequests: 2_500,
  auditRows: 250_000,
  /** One row in this many is a decision; the others are console reads (`view`). */
  decisionEvery: 8,
  auditDays: 400,
  orders: 6_000,
};

/** Operator n (1…5) and member n, as identity's ids would be in moderation's projection. */
export const operatorId = (n) => `00000000-0000-4000-c000-${String(n).padStart(12, '0')}`;
export const memberId = (n) => `00000000-0000-4000-d000-${String(n).padStart(12, '0')}`;
const MEMBER_SQL = (expression) => `'00000000-0000-4000-d000-' || lpad((${expression})::text, 12, '0')`;
const OPERATOR_SQL = (expression) => `'00000000-0000-4000-c000-' || lpad((${expression})::text, 12, '0')`;

/** The decisions of the log, as the console's routes name them. */
export const DECISIONS = [
  'report.dismiss',
  'report.hide',
  'report.warn',
  'report.suspend',
  'studio-request.approve',
  'studio-request.reject',
  'artist-code.issue',
  'member.reinstate',
];
const TARGET_TYPES = ['post', 'comment', 'artwork', 'user', 'artwork-comment'];
const OUTCOMES = ['dismissed', 'hidden', 'warned', 'suspended'];
const CATEGORIES = [
  ['spam', 'Spam'],
  ['harassment', 'Harassment'],
  ['nudity', 'Nudity'],
  ['copyright', 'Copyright'],
  ['other', 'Something else'],
];
const sqlArray = (values) => `array[${values.map((v) => `'${v}'`).join(', ')}]`;

/** Fills the bench database; answers what it wrote. */
export async function seedQueue(databaseUrl) {
  const q = QUEUE;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      insert into members (id, name, email, slug, role, suspended, registered_at, version)
      select ${OPERATOR_SQL('n')}, 'Operator ' || n, 'operator' || n || '@example.com', 'operator-' || n, 1, false,
             now() - interval '500 days', 1
      from generate_series(1, ${q.operators}) n
      union all
      select ${MEMBER_SQL('n')}, 'Member ' || n, 'member' || n || '@example.com', 'member-' || n,
             case when n % 10 = 0 then 11 else 21 end, n % 500 = 0,
             now() - (n % 400) * interval '1 day' - (n % 1440) * interval '1 minute', 1
      from generate_series(1, ${q.members}) n`);

    // Open cases: target n (1…2,000), opened over the last two weeks, oldest first in the queue.
    // Settled cases: targets 1…2,500 again, over 400 days, so most open targets have a history.
    const targetType = (target) => `(${sqlArray(TARGET_TYPES)})[1 + (${target}) % ${TARGET_TYPES.length}]`;
    const owner = (target) => `(((${target}) * 7) % ${q.members}) + 1`;
    const snapshot = (target) => `jsonb_build_object(
        'ownerId', ${MEMBER_SQL(owner(target))}, 'ownerName', 'Member ' || ${owner(target)},
        'text', 'Reported content ' || (${target}) || ': ' || repeat('a painting of the hills at dusk, ', 1 + (${target}) % 6),
        'imageUrls', case when (${target}) % 3 = 0 then jsonb_build_array('/media/artworks/' || (${target}) || '/large.webp') else '[]'::jsonb end)`;
    await client.query(`
      insert into report_cases (id, target_type, target_id, owner_id, owner_name, snapshot, status, opened_at)
      select gen_random_uuid(), ${targetType('n')}, 'target-' || n, ${MEMBER_SQL(owner('n'))}, 'Member ' || ${owner('n')},
             ${snapshot('n')}, 'open', now() - interval '14 days' + n * interval '10 minutes'
      from generate_series(1, ${q.openCases}) n`);
    await client.query(`
      insert into report_cases (id, target_type, target_id, owner_id, owner_name, snapshot, status, opened_at,
                                outcome, decision_reason, resolved_at, resolved_by, resolved_by_name)
      select gen_random_uuid(), ${targetType(`n % ${q.resolvedTargets} + 1`)}, 'target-' || (n % ${q.resolvedTargets} + 1),
             ${MEMBER_SQL(owner(`n % ${q.resolvedTargets} + 1`))}, 'Member ' || ${owner(`n % ${q.resolvedTargets} + 1`)},
             ${snapshot(`n % ${q.resolvedTargets} + 1`)}, 'resolved',
             now() - interval '${q.auditDays} days' + n * interval '1 hour',
             (${sqlArray(OUTCOMES)})[1 + n % 4], 'Decided after reading every report (' || n || ')',
             now() - interval '${q.auditDays} days' + n * interval '1 hour' + interval '5 hours',
             ${OPERATOR_SQL(`n % ${q.operators} + 1`)}, 'Operator ' || (n % ${q.operators} + 1)
      from generate_series(1, ${q.resolvedCases}) n`);
    // 1 to 4 reports per case, by different members, each with the content as that reporter saw it.
    await client.query(`
      insert into reports (id, case_id, reporter_id, category_id, category_name, text, snapshot, reported_at)
      select 'report-' || c.id || '-' || k, c.id, ${MEMBER_SQL(`(abs(hashtext(c.id::text)) + k * 977) % ${q.members} + 1`)},
             (${sqlArray(CATEGORIES.map(([id]) => id))})[1 + (abs(hashtext(c.id::text)) + k) % ${CATEGORIES.length}],
             (${sqlArray(CATEGORIES.map(([, name]) => name))})[1 + (abs(hashtext(c.id::text)) + k) % ${CATEGORIES.length}],
             'Reporter ' || k || ' says: this breaks the rules, please have a look.', c.snapshot,
             c.opened_at + k * interval '20 minutes'
      from report_cases c
      cross join lateral generate_series(1, 1 + abs(hashtext(c.id::text)) % ${q.reportsPerCaseMax}) k`);

    await client.query(`
      insert into studio_requests (id, user_id, name, email, message, images, submitted_at, status,
                                   decided_at, decided_by, decided_by_name, decision_reason)
      select gen_random_uuid(), ${MEMBER_SQL(`n * 3 % ${q.members} + 1`)}, 'Member ' || (n * 3 % ${q.members} + 1),
             'member' || (n * 3 % ${q.members} + 1) || '@example.com',
             'I paint Newari paubha and would like to sell my work here. ' || repeat('My studio is in Patan. ', 1 + n % 5),
             (select jsonb_agg(jsonb_build_object('fileName', 'work-' || i || '.jpg', 'keys', jsonb_build_object(
                'large', 'private/studio-requests/' || n || '/work-' || i || '-large.webp',
                'thumbnail', 'private/studio-requests/' || n || '/work-' || i || '-thumbnail.webp')))
              from generate_series(1, 3) i),
             case when n <= ${q.pendingRequests} then now() - interval '10 days' + n * interval '30 minutes'
                  else now() - interval '${q.auditDays} days' + n * interval '3 hours' end,
             case when n <= ${q.pendingRequests} then 'pending' when n % 3 = 0 then 'rejected' else 'approved' end,
             case when n <= ${q.pendingRequests} then null else now() - interval '${q.auditDays} days' + n * interval '3 hours' + interval '1 day' end,
             case when n <= ${q.pendingRequests} then null else ${OPERATOR_SQL(`n % ${q.operators} + 1`)} end,
             case when n <= ${q.pendingRequests} then null else 'Operator ' || (n % ${q.operators} + 1) end,
             case when n > ${q.pendingRequests} and n % 3 = 0 then 'Please show more of your own work' end
      from generate_series(1, ${q.pendingRequests + q.decidedRequests}) n`);

    await client.query(`
      insert into orders (id, placed_at)
      select 'order-' || n, now() - (n % 30) * interval '1 day' - (n % 1440) * interval '1 minute'
      from generate_series(1, ${q.orders}) n`);
    await client.query(`
      insert into payments (id, order_id, amount_npr, paid_at)
      select 'payment-' || n, 'order-' || n, 5000 + (n % 40) * 1250, now() - (n % 30) * interval '1 day' - (n % 1440) * interval '1 minute'
      from generate_series(1, ${q.orders}) n where n % 5 <> 0`);
    await client.query(`
      insert into refunds (id, order_id, provider, amount_npr, requested_at, completed_at)
      select 'refund-' || n, 'order-' || (n * 50), case when n % 2 = 0 then 'esewa' else 'connect_ips' end, 7500,
             now() - n * interval '1 day', case when n % 3 = 0 then now() - n * interval '1 day' + interval '2 hours' end
      from generate_series(1, 60) n`);

    // The audit log: 400 days, newest last; seven console reads for each decision. A decision names
    // its target and the member concerned, with the states before and after.
    const every = q.decisionEvery;
    const seconds = Math.floor((q.auditDays * 86_400) / q.auditRows);
    const decision = `(${sqlArray(DECISIONS)})[1 + (n / ${every}) % ${DECISIONS.length}]`;
    await client.query(`
      insert into operator_actions (operator_id, operator_name, action, target_type, target_id, subject_user_id,
                                    reason, before, after, request_id, created_at)
      select ${OPERATOR_SQL(`n % ${q.operators} + 1`)}, 'Operator ' || (n % ${q.operators} + 1),
             case when n % ${every} = 0 then ${decision} else 'view' end,
             case when n % ${every} = 0 then split_part(${decision}, '.', 1) else 'path' end,
             case when n % ${every} = 0 then 'target-' || ((n / ${every}) % ${q.decisionTargets} + 1)
                  else (array['/api/moderation/reports?status=open&limit=20&skip=0', '/api/moderation/overview',
                              '/api/moderation/studio-requests?status=pending', '/api/moderation/audit?limit=50&skip=0'])[1 + n % 4] end,
             case when n % ${every} = 0 then ${MEMBER_SQL(owner(`(n / ${every}) % ${q.decisionTargets} + 1`))} end,
             case when n % ${every} = 0 then 'Reason given for decision ' || n || ': against the community rules, second notice' end,
             case when n % ${every} = 0 then jsonb_build_object('status', 'open', 'visible', true) end,
             case when n % ${every} = 0 then jsonb_build_object('status', 'resolved', 'visible', n % 3 <> 0, 'note', 'decided in the console') end,
             'req-' || n,
             now() - interval '${q.auditDays} days' + n * interval '${seconds} seconds'
      from generate_series(1, ${q.auditRows}) n`);

    await client.query('analyze');
    const count = async (table, where = 'true') =>
      Number((await client.query(`select count(*)::int as n from ${table} where ${where}`)).rows[0].n);
    return {
      members: await count('members'),
      openCases: await count('report_cases', "status = 'open'"),
      resolvedCases: await count('report_cases', "status = 'resolved'"),
      reports: await count('reports'),
      pendingRequests: await count('studio_requests', "status = 'pending'"),
      decidedRequests: await count('studio_requests', "status <> 'pending'"),
      auditRows: await count('operator_actions'),
      decisions: await count('operator_actions', "action <> 'view'"),
      orders: await count('orders'),
    };
  } finally {
    await client.end();
  }
}

/** What the measured requests name: open case ids (queue order), decided targets, an owner with history. */
export async function benchTargets(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const open = await client.query(
      `select id from report_cases where status = 'open' order by opened_at, id limit 200`,
    );
    const decided = await client.query(
      `select distinct target_id from operator_actions where action <> 'view' and target_id is not null limit 50`,
    );
    return { caseIds: open.rows.map((r) => r.id), targetIds: decided.rows.map((r) => r.target_id) };
  } finally {
    await client.end();
  }
}
