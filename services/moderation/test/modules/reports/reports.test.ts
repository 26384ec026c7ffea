import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { ReportCreated } from '@art/contracts';
import { envelopeOf, processed, publish } from '@art/testing';
import { SOCIAL_DURABLE } from '../../../src/consumers.js';
import { moderationSuite } from '../../support/suite.js';
import { auditOf, caller, outboxData, type Person, registered } from '../../support/test-app.js';

const t = moderationSuite('reports', { operator: { name: 'Op Reports', role: 1 } });

async function report(
  reporter: Person,
  target: { type: 'post' | 'product' | 'user' | 'comment'; id: string },
  owner: Person,
  text: string,
) {
  const event = envelopeOf(ReportCreated, {
    reportId: randomUUID(),
    reporterId: reporter.id,
    targetType: target.type,
    targetId: target.id,
    categoryId: 'spam',
    categoryName: 'Spam',
    content: `report: ${text}`,
    snapshot: { ownerId: owner.id, ownerName: owner.name, text, imageUrls: ['/media/art-images/p.webp'] },
  });
  await publish(t.app.bus, event);
  await processed(t.db, SOCIAL_DURABLE, event.id);
  return event.data.reportId;
}

async function openCaseOf(targetId: string) {
  const list = await caller(t.app)(t.operator, 'GET', '/api/moderation/reports?status=open&limit=100');
  assert.equal(list.statusCode, 200, list.body);
  return list.json().data.result.find((c: { targetId: string }) => c.targetId === targetId);
}

test('reports on one target join one open case; each keeps its snapshot; product becomes artwork', async () => {
  const [owner, first, second] = await Promise.all([
    registered(t, { name: 'Owner A' }),
    registered(t, { name: 'Reporter One' }),
    registered(t, { name: 'Reporter Two' }),
  ]);
  const artworkId = randomUUID();
  await report(first, { type: 'product', id: artworkId }, owner, 'original title');
  await report(second, { type: 'product', id: artworkId }, owner, 'edited title');
  const found = await openCaseOf(artworkId);
  assert.equal(found.targetType, 'artwork');
  assert.deepEqual(found.owner, { id: owner.id, name: owner.name });
  assert.equal(found.snapshot.text, 'original title');
  assert.equal(found.reports.length, 2);
  assert.deepEqual(
    found.reports.map((r: { reporter: { name: string }; snapshot: { text: string } }) => [
      r.reporter.name,
      r.snapshot.text,
    ]),
    [
      ['Reporter One', 'original title'],
      ['Reporter Two', 'edited title'],
    ],
  );
  assert.equal(found.reports[0].category.name, 'Spam');
  assert.equal(found.reports[0].text, 'report: original title');
  const one = await caller(t.app)(t.operator, 'GET', `/api/moderation/reports/${found.id}`);
  assert.equal(one.statusCode, 200);
  assert.equal(one.json().data.id, found.id);
});

test('hide: ContentHidden to the owner, ReportResolved to every reporter, the audit row; a new report opens a new case with history', async () => {
  const [owner, first, second] = await Promise.all([
    registered(t, { name: 'Owner B' }),
    registered(t, { name: 'Reporter Three' }),
    registered(t, { name: 'Reporter Four' }),
  ]);
  const postId = randomUUID();
  await report(first, { type: 'post', id: postId }, owner, 'bad post');
  await report(second, { type: 'post', id: postId }, owner, 'bad post');
  await report(first, { type: 'post', id: postId }, owner, 'bad post again');
  const open = await openCaseOf(postId);
  const call = caller(t.app);
  const hidden = await call(t.operator, 'POST', `/api/moderation/reports/${open.id}/hide`, { reason: 'Hate speech' });
  assert.equal(hidden.statusCode, 200, hidden.body);
  assert.equal(hidden.json().message, 'Content hidden');
  assert.equal(hidden.json().data.status, 'resolved');
  assert.equal(hidden.json().data.outcome, 'hidden');
  assert.deepEqual((await outboxData(t.db, 'moderation.content.hidden')).at(-1), {
    caseId: open.id,
    targetType: 'post',
    targetId: postId,
    ownerId: owner.id,
    reason: 'Hate speech',
  });
  assert.deepEqual((await outboxData(t.db, 'moderation.report.resolved')).at(-1), {
    caseId: open.id,
    targetType: 'post',
    targetId: postId,
    outcome: 'hidden',
    reporterIds: [first.id, second.id].sort(),
  });
  const [audit] = (await auditOf(t.db, 'report.hide')).filter((row) => row.target_id === postId);
  assert.equal(audit?.subject_user_id, owner.id);
  assert.equal(audit?.reason, 'Hate speech');

  const late = await call(t.operator, 'POST', `/api/moderation/reports/${open.id}/dismiss`, { reason: 'x' });
  assert.equal(late.statusCode, 409);
  assert.equal(late.json().status, 'already-resolved');

  await report(second, { type: 'post', id: postId }, owner, 'reposted');
  const reopened = await openCaseOf(postId);
  assert.notEqual(reopened.id, open.id);
  assert.equal(reopened.history.earlierCases.length, 1);
  assert.equal(reopened.history.earlierCases[0].outcome, 'hidden');
  assert.equal(reopened.history.earlierCases[0].reportCount, 3);
  assert.ok(reopened.history.ownerActions.some((a: { action: string }) => a.action === 'report.hide'));
  const resolved = await call(t.operator, 'GET', '/api/moderation/reports?status=resolved');
  assert.ok(resolved.json().data.result.some((c: { id: string }) => c.id === open.id));
});

test('warn and suspend name the owner; dismiss changes nothing but tells the reporters', async () => {
  const [owner, reporter] = await Promise.all([registered(t, { name: 'Owner C' }), registered(t, { name: 'Rep C' })]);
  const call = caller(t.app);
  const commentId = randomUUID();
  await report(reporter, { type: 'comment', id: commentId }, owner, 'rude');
  const warnCase = await openCaseOf(commentId);
  const warned = await call(t.operator, 'POST', `/api/moderation/reports/${warnCase.id}/warn`, { reason: 'Be kind' });
  assert.equal(warned.statusCode, 200, warned.body);
  assert.deepEqual((await outboxData(t.db, 'moderation.member.warned')).at(-1), {
    caseId: warnCase.id,
    userId: owner.id,
    reason: 'Be kind',
  });

  await report(reporter, { type: 'user', id: owner.id }, owner, 'profile');
  const userCase = await openCaseOf(owner.id);
  const suspended = await call(t.operator, 'POST', `/api/moderation/reports/${userCase.id}/suspend`, {
    reason: 'Repeated abuse',
  });
  assert.equal(suspended.statusCode, 200, suspended.body);
  assert.deepEqual((await outboxData(t.db, 'moderation.account.suspended')).at(-1), {
    caseId: userCase.id,
    userId: owner.id,
    reason: 'Repeated abuse',
  });
  const suspensions = (await call(t.operator, 'GET', '/api/moderation/suspensions')).json().data.result;
  assert.ok(suspensions.some((s: { member: { id: string }; caseId: string }) => s.member.id === owner.id));

  const otherPost = randomUUID();
  await report(reporter, { type: 'post', id: otherPost }, owner, 'another');
  const suspendCase = await openCaseOf(otherPost);
  const twice = await call(t.operator, 'POST', `/api/moderation/reports/${suspendCase.id}/suspend`, { reason: 'x' });
  assert.equal(twice.statusCode, 409);
  assert.equal(twice.json().status, 'already-suspended');
  const dismissed = await call(t.operator, 'POST', `/api/moderation/reports/${suspendCase.id}/dismiss`, {
    reason: 'Already handled',
  });
  assert.equal(dismissed.statusCode, 200);
  assert.equal((await outboxData(t.db, 'moderation.report.resolved')).at(-1)?.outcome, 'dismissed');
  const missing = await call(t.operator, 'GET', `/api/moderation/reports/${randomUUID()}`);
  assert.equal(missing.statusCode, 404);
});

test('an operator account cannot be warned or suspended', async () => {
  const [otherOperator, reporter] = await Promise.all([
    registered(t, { name: 'Op Target', role: 4 }),
    registered(t, { name: 'Rep D' }),
  ]);
  const postId = randomUUID();
  await report(reporter, { type: 'post', id: postId }, otherOperator, 'x');
  const open = await openCaseOf(postId);
  for (const action of ['warn', 'suspend']) {
    const refused = await caller(t.app)(t.operator, 'POST', `/api/moderation/reports/${open.id}/${action}`, {
      reason: 'x',
    });
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().status, 'operator-account');
  }
});
