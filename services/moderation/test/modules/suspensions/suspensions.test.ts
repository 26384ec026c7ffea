import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { AppealSubmitted } from '@art/contracts';
import { envelopeOf, processed, publish } from '@art/testing';
import { IDENTITY_DURABLE } from '../../../src/consumers.js';
import { moderationSuite } from '../../support/suite.js';
import { auditOf, caller, outboxData, type Person, registered } from '../../support/test-app.js';

const t = moderationSuite('suspensions', { operator: { name: 'Op Suspend', role: 1 } });

async function appeal(member: Person, text: string) {
  const appealId = randomUUID();
  const event = envelopeOf(AppealSubmitted, { appealId, userId: member.id, text });
  await publish(t.app.bus, event);
  await processed(t.db, IDENTITY_DURABLE, event.id);
  return appealId;
}

test('suspend, appeal, reinstate: the appeal is granted by lifting, each step on record', async () => {
  const member = await registered(t, { name: 'Suspended One' });
  const call = caller(t.app);
  const suspended = await call(t.operator, 'POST', `/api/moderation/members/${member.id}/suspend`, { reason: 'Spam' });
  assert.equal(suspended.statusCode, 200, suspended.body);
  assert.equal(suspended.json().data.reason, 'Spam');
  assert.deepEqual((await outboxData(t.db, 'moderation.account.suspended')).at(-1), {
    caseId: null,
    userId: member.id,
    reason: 'Spam',
  });
  const twice = await call(t.operator, 'POST', `/api/moderation/members/${member.id}/suspend`, { reason: 'x' });
  assert.equal(twice.statusCode, 409);
  assert.equal(twice.json().status, 'already-suspended');

  const appealId = await appeal(member, 'It was a mistake');
  const open = (await call(t.operator, 'GET', '/api/moderation/appeals?status=open')).json().data.result;
  const mine = open.find((a: { id: string }) => a.id === appealId);
  assert.equal(mine.text, 'It was a mistake');
  assert.deepEqual(mine.suspension.reason, 'Spam');
  const list = (await call(t.operator, 'GET', '/api/moderation/suspensions')).json().data.result;
  assert.equal(list.find((s: { member: { id: string } }) => s.member.id === member.id).appeal.id, appealId);

  const lifted = await call(t.operator, 'POST', `/api/moderation/members/${member.id}/reinstate`, { reason: 'Fair' });
  assert.equal(lifted.statusCode, 200, lifted.body);
  assert.equal(lifted.json().data.appeal.status, 'granted');
  assert.deepEqual((await outboxData(t.db, 'moderation.account.reinstated')).at(-1), {
    userId: member.id,
    reason: 'Fair',
  });
  const [audit] = (await auditOf(t.db, 'member.reinstate')).filter((row) => row.subject_user_id === member.id);
  assert.equal((audit?.before as { reason?: string } | undefined)?.reason, 'Spam');
  const notNow = await call(t.operator, 'POST', `/api/moderation/members/${member.id}/reinstate`, { reason: 'x' });
  assert.equal(notNow.statusCode, 409);
  assert.equal(notNow.json().status, 'not-suspended');
});

test('reject an appeal (once); unknown members and operators cannot be suspended', async () => {
  const member = await registered(t, { name: 'Suspended Two' });
  const call = caller(t.app);
  await call(t.operator, 'POST', `/api/moderation/members/${member.id}/suspend`, { reason: 'Fraud' });
  const appealId = await appeal(member, 'Please');
  const rejected = await call(t.operator, 'POST', `/api/moderation/appeals/${appealId}/reject`, { reason: 'No' });
  assert.equal(rejected.statusCode, 200, rejected.body);
  assert.equal(rejected.json().data.status, 'rejected');
  const again = await call(t.operator, 'POST', `/api/moderation/appeals/${appealId}/reject`, { reason: 'No' });
  assert.equal(again.statusCode, 409);
  assert.equal((await auditOf(t.db, 'appeal.reject')).length, 1);
  // The member is told once, with the reason (notification mails it: they cannot sign in).
  const told = (await outboxData(t.db, 'moderation.appeal.rejected')).filter((data) => data.appealId === appealId);
  assert.deepEqual(told, [{ appealId, userId: member.id, reason: 'No' }]);

  const unknown = await call(t.operator, 'POST', `/api/moderation/members/${randomUUID()}/suspend`, { reason: 'x' });
  assert.equal(unknown.statusCode, 404);
  const peer = await registered(t, { name: 'Op Peer', role: 5 });
  const refused = await call(t.operator, 'POST', `/api/moderation/members/${peer.id}/suspend`, { reason: 'x' });
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json().status, 'operator-account');
});
