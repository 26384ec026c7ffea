import assert from 'node:assert/strict';
import { test } from 'node:test';
import { waitUntil } from '@art/testing';
import { sql } from 'kysely';
import { csvCell } from '../../../src/modules/audit/rules.js';
import { moderationSuite } from '../../support/suite.js';
import { caller, registered } from '../../support/test-app.js';

const t = moderationSuite('audit', { operator: { name: 'Op Audit', role: 1 }, other: { name: 'Op Other', role: 3 } });

test('the database refuses UPDATE, DELETE and TRUNCATE of the audit log', async () => {
  const call = caller(t.app);
  assert.equal((await call(t.operator, 'POST', '/api/moderation/artist-codes', {})).statusCode, 201);
  await assert.rejects(sql`update operator_actions set reason = 'changed'`.execute(t.db), /append-only/);
  await assert.rejects(sql`delete from operator_actions`.execute(t.db), /append-only/);
  await assert.rejects(sql`truncate operator_actions`.execute(t.db), /append-only/);
  const count = await t.db
    .selectFrom('operator_actions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  assert.ok(Number(count.n) >= 1);
});

test('every console read is recorded as a view with its path; refused reads are not', async () => {
  const call = caller(t.app);
  const response = await call(t.operator, 'GET', '/api/moderation/suspensions?x=1');
  assert.equal(response.statusCode, 200);
  await waitUntil('the view row', async () =>
    t.db
      .selectFrom('operator_actions')
      .select('id')
      .where('action', '=', 'view')
      .where('operator_id', '=', t.operator.id)
      .where('target_id', '=', '/api/moderation/suspensions?x=1')
      .executeTakeFirst(),
  );
  const member = await registered(t, { name: 'Curious Member' });
  assert.equal((await call(member, 'GET', '/api/moderation/suspensions')).statusCode, 403);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const theirs = await t.db.selectFrom('operator_actions').select('id').where('operator_id', '=', member.id).execute();
  assert.equal(theirs.length, 0);
});

test('the log filters by operator, action, target and time, newest first, and exports the same as CSV', async () => {
  const call = caller(t.app);
  const issued = await call(t.other, 'POST', '/api/moderation/artist-codes', {});
  const codeId = issued.json().data.artistCode.id;
  const page = await call(t.operator, 'GET', `/api/moderation/audit?operator=${t.other.id}&action=artist-code.issue`);
  assert.equal(page.statusCode, 200, page.body);
  const { result, total } = page.json().data;
  assert.equal(total, 1);
  assert.equal(result[0].targetId, codeId);
  assert.deepEqual(result[0].operator, { id: t.other.id, name: t.other.name });
  assert.equal(result[0].after.state, 'unused');
  const byTarget = await call(t.operator, 'GET', `/api/moderation/audit?targetId=${codeId}`);
  assert.equal(byTarget.json().data.total, 1);
  const future = await call(
    t.operator,
    'GET',
    `/api/moderation/audit?from=${new Date(Date.now() + 60_000).toISOString()}`,
  );
  assert.equal(future.json().data.total, 0);

  const csv = await call(t.operator, 'GET', `/api/moderation/audit.csv?operator=${t.other.id}`);
  assert.equal(csv.statusCode, 200, csv.body);
  assert.match(String(csv.headers['content-type']), /^text\/csv/);
  assert.match(String(csv.headers['content-disposition']), /attachment; filename="moderation-audit-/);
  const lines = csv.body.trimEnd().split('\r\n');
  assert.equal(
    lines[0],
    'at,operator_id,operator_name,action,target_type,target_id,subject_user_id,reason,before,after,request_id',
  );
  assert.ok(lines.some((line) => line.includes(`,artist-code.issue,artist-code,${codeId},`)));
});

test('CSV cells are quoted when needed and never start a formula', () => {
  assert.equal(csvCell('plain'), 'plain');
  assert.equal(csvCell('a,b'), '"a,b"');
  assert.equal(csvCell('say "hi"'), '"say ""hi"""');
  assert.equal(csvCell('=HYPERLINK("x")'), `"'=HYPERLINK(""x"")"`);
  assert.equal(csvCell('+1'), "'+1");
  assert.equal(csvCell(null), '');
});

test('the log is counted exactly up to 10,000 matching entries, and says "more" past that', async () => {
  const call = caller(t.app);
  const action = `bulk.${Date.now()}`;
  await sql`insert into operator_actions (operator_id, operator_name, action)
    select ${t.operator.id}, 'Op Audit', ${action} from generate_series(1, 10001)`.execute(t.db);
  const capped = await call(t.operator, 'GET', `/api/moderation/audit?action=${action}&limit=5`);
  assert.equal(capped.statusCode, 200, capped.body);
  assert.deepEqual([capped.json().data.total, capped.json().data.totalCapped], [10_000, true]);
  assert.equal(capped.json().data.result.length, 5);

  const few = await call(t.operator, 'GET', '/api/moderation/audit?action=member.suspend');
  assert.equal(few.json().data.totalCapped, false);
  assert.equal(few.json().data.total, few.json().data.result.length);
});
