import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { StudioRequested } from '@art/contracts';
import { envelopeOf, processed, publish } from '@art/testing';
import { IDENTITY_DURABLE } from '../../../src/consumers.js';
import { moderationSuite } from '../../support/suite.js';
import { auditOf, caller, outboxData, type Person, registered } from '../../support/test-app.js';

const t = moderationSuite('studio', { operator: { name: 'Op Studio', role: 2 } });

async function requestStudio(applicant: Person) {
  const requestId = randomUUID();
  const event = envelopeOf(StudioRequested, {
    userId: applicant.id,
    name: applicant.name,
    email: applicant.email,
    message: 'I paint paubha',
    requestId,
    images: [
      {
        fileName: 'f1',
        keys: {
          large: `private/studio-requests/${applicant.id}/f1-large.webp`,
          thumbnail: `private/studio-requests/${applicant.id}/f1-thumbnail.webp`,
        },
      },
    ],
  });
  await publish(t.app.bus, event);
  await processed(t.db, IDENTITY_DURABLE, event.id);
  return requestId;
}

test('a studio request joins the queue with the applicant and signed image addresses', async () => {
  const applicant = await registered(t, { name: 'Mina Applicant' });
  const id = await requestStudio(applicant);
  const response = await caller(t.app)(t.operator, 'GET', '/api/moderation/studio-requests?status=pending');
  assert.equal(response.statusCode, 200, response.body);
  const found = response.json().data.result.find((r: { id: string }) => r.id === id);
  assert.equal(found.applicant.id, applicant.id);
  assert.equal(found.applicant.slug, applicant.slug);
  assert.equal(found.applicant.email, applicant.email);
  assert.equal(found.message, 'I paint paubha');
  assert.equal(found.status, 'pending');
  assert.match(
    found.images[0].large,
    new RegExp(`^/media/art-images/private/studio-requests/${applicant.id}/f1-large\\.webp\\?expires=\\d+&signature=`),
  );
  assert.match(found.images[0].thumbnail, /f1-thumbnail\.webp\?expires=\d+&signature=/);
});

test('approve: the request is decided, StudioRequestApproved is written and the audit row with it; twice is 409', async () => {
  const applicant = await registered(t, { name: 'Ram Applicant' });
  const id = await requestStudio(applicant);
  const call = caller(t.app);
  const response = await call(t.operator, 'POST', `/api/moderation/studio-requests/${id}/approve`);
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.json().message, 'Studio request approved');
  assert.equal(response.json().data.status, 'approved');
  assert.deepEqual(response.json().data.decidedBy, { id: t.operator.id, name: t.operator.name });
  const events = await outboxData(t.db, 'moderation.studio_request.approved');
  assert.deepEqual(events.at(-1), { requestId: id, userId: applicant.id });
  const [audit] = (await auditOf(t.db, 'studio-request.approve')).filter((row) => row.target_id === id);
  assert.equal(audit?.operator_id, t.operator.id);
  assert.equal(audit?.operator_name, t.operator.name);
  assert.equal(audit?.subject_user_id, applicant.id);
  assert.deepEqual(audit?.before, { status: 'pending' });
  assert.deepEqual(audit?.after, { status: 'approved' });
  assert.ok(audit?.request_id);

  const again = await call(t.operator, 'POST', `/api/moderation/studio-requests/${id}/approve`);
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().status, 'already-decided');
  const rejectLate = await call(t.operator, 'POST', `/api/moderation/studio-requests/${id}/reject`, { reason: 'no' });
  assert.equal(rejectLate.statusCode, 409);
});

test('reject needs a reason, sends it in StudioRequestRejected and records it', async () => {
  const applicant = await registered(t, { name: 'Gita Applicant' });
  const id = await requestStudio(applicant);
  const call = caller(t.app);
  const empty = await call(t.operator, 'POST', `/api/moderation/studio-requests/${id}/reject`, { reason: '   ' });
  assert.equal(empty.statusCode, 400);
  const none = await call(t.operator, 'POST', `/api/moderation/studio-requests/${id}/reject`, {});
  assert.equal(none.statusCode, 400);
  const response = await call(t.operator, 'POST', `/api/moderation/studio-requests/${id}/reject`, {
    reason: 'Please show more of your own work',
  });
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.json().data.decisionReason, 'Please show more of your own work');
  const events = await outboxData(t.db, 'moderation.studio_request.rejected');
  assert.deepEqual(events.at(-1), { requestId: id, userId: applicant.id, reason: 'Please show more of your own work' });
  const [audit] = (await auditOf(t.db, 'studio-request.reject')).filter((row) => row.target_id === id);
  assert.equal(audit?.reason, 'Please show more of your own work');
  const rejected = await call(t.operator, 'GET', '/api/moderation/studio-requests?status=rejected');
  assert.ok(rejected.json().data.result.some((r: { id: string }) => r.id === id));
  const missing = await call(t.operator, 'POST', `/api/moderation/studio-requests/${randomUUID()}/approve`);
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json().status, 'not-found');
});
