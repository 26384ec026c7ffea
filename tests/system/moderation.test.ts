import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { waitForMail, waitUntil } from '@art/testing';
import type { Socket } from 'socket.io-client';
import { liveSocket } from './support/live-sockets.js';
import {
  type Member,
  type Operator,
  operator,
  paintingPng,
  projected,
  query,
  verifiedMember,
} from './support/members.js';
import { type Stack, startStack } from './support/stack.js';

/**
 * The operators' console through every process: moderation decides, publishes its decision, and
 * the owning areas act on it (identity changes roles and suspensions, social hides content,
 * notification tells the people concerned); every step is in moderation's audit log, which the
 * database keeps append-only.
 */
let stack: Stack;
let op: Operator;
const opened: Socket[] = [];

before(async () => {
  stack = await startStack('moderation');
  op = await operator(stack, 'Oshin Pradhan');
});

after(async () => {
  for (const socket of opened) socket.close();
  await stack?.stop();
});

const asOperator = (path: string, body?: unknown) =>
  stack.api(`/moderation${path}`, { token: op.token, ...(body === undefined ? {} : { body }) });

async function notificationsOf(member: Member): Promise<{ message: string; link: string }[]> {
  const answer = await stack.api('/notifications/all', { token: member.token });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.message;
}

async function auditActions(
  filter: string,
): Promise<{ action: string; reason: string | null; targetId: string | null }[]> {
  const answer = await asOperator(`/audit?${filter}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data.result;
}

async function writePost(author: Member, text: string): Promise<string> {
  const form = new FormData();
  form.set('post', text);
  const response = await fetch(`${stack.gateway.url}/api/post/new`, {
    method: 'POST',
    headers: { authorization: `JWT ${author.token}` },
    body: form,
  });
  const body = await response.json();
  assert.equal(response.status, 200, JSON.stringify(body));
  return body.post._id;
}

async function openCaseFor(targetId: string): Promise<any> {
  return waitUntil(
    `a report case on ${targetId} in moderation's queue`,
    async () => {
      const cases = await asOperator('/reports?status=open');
      assert.equal(cases.status, 200, JSON.stringify(cases.body));
      return cases.body.data.result.find((c: { targetId: string }) => c.targetId === targetId);
    },
    { timeoutMs: 20_000 },
  );
}

test('a studio request approved: the member uploads as an artist at once, with the mail and the notification', async () => {
  const started = Date.now();
  const mark = (what: string) => console.log(`# ${what} at ${Date.now() - started} ms`);
  const applicant = await verifiedMember(stack, 'Sita Gurung', 'applicant');
  const form = new FormData();
  form.set('message', 'I paint Mithila art on handmade lokta paper.');
  form.append('images[]', new Blob([new Uint8Array(await paintingPng())], { type: 'image/png' }), 'mithila.png');
  const applied = await fetch(`${stack.gateway.url}/api/users/become-artist`, {
    method: 'POST',
    headers: { authorization: `JWT ${applicant.token}` },
    body: form,
  });
  mark('applied');
  assert.equal(applied.status, 200, await applied.text());

  const request = await waitUntil(
    'the request in the operators’ queue',
    async () => {
      const list = await asOperator('/studio-requests?status=pending');
      assert.equal(list.status, 200, JSON.stringify(list.body));
      return list.body.data.result.find((r: { applicant: { id: string } }) => r.applicant.id === applicant.id);
    },
    { timeoutMs: 20_000 },
  );
  assert.equal(request.message, 'I paint Mithila art on handmade lokta paper.');
  assert.equal(request.images.length, 1);
  // The applicant's images are private: signed for the console, not public addresses.
  const image = await fetch(new URL(request.images[0].thumbnail, stack.gateway.url));
  assert.equal(image.status, 200, 'the operator sees the applicant’s image');

  mark('queued');
  const approved = await asOperator(`/studio-requests/${request.id}/approve`, {});
  assert.equal(approved.status, 200, JSON.stringify(approved.body));
  const decidedAt = Date.now();

  // The member's session is refreshed, not ended: the old token is renewed without the password.
  const artistToken = await waitUntil(
    'the member’s session renewed with the artist role',
    async () => {
      const renewed = await stack.api('/users/session/refresh', { body: { token: applicant.token } });
      return renewed.status === 200 && renewed.body.user.role === 11 ? (renewed.body.token as string) : undefined;
    },
    { timeoutMs: 10_000, intervalMs: 50 },
  );
  const artist = { ...applicant, token: artistToken };
  await projected(stack.databases.catalogue, artist, 11);
  const upload = new FormData();
  upload.append('image', new Blob([new Uint8Array(await paintingPng())], { type: 'image/png' }), 'painting.png');
  upload.append('name', 'Fish of Mithila');
  upload.append('description', '');
  const categories = await stack.api('/categories');
  upload.append('categories[]', categories.body.message.find((c: { slug: string }) => c.slug === 'painting')._id);
  upload.append('price', '12000');
  upload.append('stock', '1');
  const uploaded = await fetch(`${stack.gateway.url}/api/artwork/upload`, {
    method: 'POST',
    headers: { authorization: `JWT ${artist.token}` },
    body: upload,
  });
  assert.equal(uploaded.status, 200, await uploaded.text());
  console.log(`# approved → uploaded as an artist in ${Date.now() - decidedAt} ms`);

  mark('uploaded');
  const mail = await waitForMail({
    to: applicant.email,
    where: (m) => /studio has been approved/i.test(m.subject),
    timeoutMs: 30_000,
    baseUrl: stack.mailUrl,
  });
  assert.match(mail.subject, /Your studio has been approved/);
  await waitUntil(
    'the notification of the approval',
    async () => (await notificationsOf(artist)).some((n) => /studio has been approved/i.test(n.message)),
    { timeoutMs: 20_000 },
  );

  const decided = await asOperator(`/studio-requests/${request.id}/approve`, {});
  assert.equal(decided.status, 409, 'a decided request is not decided twice');
  const audit = await auditActions(`targetId=${request.id}`);
  assert.ok(
    audit.some((entry) => /approve/.test(entry.action)),
    `the approval is on record: ${JSON.stringify(audit)}`,
  );
});

test('a studio request rejected: the applicant is told the reason and may apply again', async () => {
  const applicant = await verifiedMember(stack, 'Ramesh Thapa', 'rejected');
  const apply = async () => {
    const form = new FormData();
    form.set('message', 'Photographs of the Annapurna range.');
    form.append('images[]', new Blob([new Uint8Array(await paintingPng())], { type: 'image/png' }), 'range.png');
    return fetch(`${stack.gateway.url}/api/users/become-artist`, {
      method: 'POST',
      headers: { authorization: `JWT ${applicant.token}` },
      body: form,
    });
  };
  assert.equal((await apply()).status, 200);
  const pending = async () => {
    const list = await asOperator('/studio-requests?status=pending');
    return list.body.data.result.find((r: { applicant: { id: string } }) => r.applicant.id === applicant.id);
  };
  const request = await waitUntil('the request in the queue', pending, { timeoutMs: 20_000 });
  const refused = await asOperator(`/studio-requests/${request.id}/reject`, {});
  assert.equal(refused.status, 400, 'a rejection needs a reason');
  const rejected = await asOperator(`/studio-requests/${request.id}/reject`, {
    reason: 'Please show your own work, not stock photographs.',
  });
  assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
  const mail = await waitForMail({
    to: applicant.email,
    where: (m) => m.text.includes('Please show your own work, not stock photographs.'),
    timeoutMs: 30_000,
    baseUrl: stack.mailUrl,
  });
  assert.ok(mail, 'the reason is mailed');
  await waitUntil(
    'identity to know the request was rejected (the member may apply again)',
    async () => (await apply()).status === 200,
    { timeoutMs: 20_000 },
  );
});

test('a report, then hide: the post is gone from every listing and detail, its owner and the reporter are told', async () => {
  const owner = await verifiedMember(stack, 'Bikash Rai', 'owner');
  const reporter = await verifiedMember(stack, 'Anjali Shrestha', 'reporter');
  const viewer = await verifiedMember(stack, 'Kiran Magar', 'viewer');
  const postId = await writePost(owner, 'Selling fake thangka prints as originals, call me');
  const categories = await stack.api('/report/categories');
  const category = categories.body.message[0];
  const reported = await stack.api(`/report/post/${postId}`, {
    token: reporter.token,
    body: { category: category._id, content: '' },
  });
  assert.equal(reported.status, 200, JSON.stringify(reported.body));

  const reportCase = await openCaseFor(postId);
  assert.equal(reportCase.targetType, 'post');
  assert.equal(reportCase.reports.length, 1);
  assert.equal(reportCase.reports[0].reporter.id, reporter.id);
  assert.match(reportCase.snapshot.text, /fake thangka/, 'the content as it was when reported');

  const visible = {
    detail: async (member: Member) => (await stack.api(`/feed/post/${postId}`, { token: member.token })).status,
    profile: async (member: Member) => {
      const answer = await stack.api(`/post/getbyartist/${owner.id}/10`, { token: member.token });
      return JSON.stringify(answer.body).includes(postId);
    },
    feed: async (member: Member) => {
      const answer = await stack.api('/feed/allPosts', { token: member.token });
      return JSON.stringify(answer.body).includes(postId);
    },
  };
  assert.equal(await visible.detail(viewer), 200, 'shown before the decision');

  const hidden = await asOperator(`/reports/${reportCase.id}/hide`, {
    reason: 'Misleading sale of prints as originals',
  });
  assert.equal(hidden.status, 200, JSON.stringify(hidden.body));
  await waitUntil('the post to be hidden', async () => (await visible.detail(viewer)) === 404, {
    timeoutMs: 20_000,
  });
  assert.equal(await visible.profile(viewer), false, 'gone from the profile');
  assert.equal(await visible.feed(viewer), false, 'gone from the feed');
  assert.equal(await visible.detail(reporter), 404, 'gone for the reporter too');
  assert.equal((await stack.api(`/feed/post/${postId}`)).status, 404, 'gone for a guest');

  await waitUntil(
    'the owner told why',
    async () =>
      (await notificationsOf(owner)).some((n) => n.message.includes('Misleading sale of prints as originals')),
    { timeoutMs: 20_000 },
  );
  await waitUntil(
    'the reporter told the outcome',
    async () => (await notificationsOf(reporter)).some((n) => /report/i.test(n.message)),
    { timeoutMs: 20_000 },
  );
  const audit = await auditActions(`targetId=${postId}`);
  assert.ok(
    audit.some((e) => /hide/.test(e.action)),
    `the hide is on record: ${JSON.stringify(audit)}`,
  );
});

test('suspend: sign-in refused with the reason, the open socket dropped, the content hidden; lift: all back', async () => {
  const member = await verifiedMember(stack, 'Suman Bhandari', 'suspended');
  const viewer = await verifiedMember(stack, 'Gita Pokharel', 'onlooker');
  const postId = await writePost(member, 'Morning light over Phewa lake');
  await projected(stack.databases.messaging, member, 21);
  const socket = await liveSocket(stack.gateway.url, member, opened);
  const dropped = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));

  const suspended = await asOperator(`/members/${member.id}/suspend`, { reason: 'Repeated harassment in chats' });
  assert.equal(suspended.status, 200, JSON.stringify(suspended.body));

  await dropped;
  await waitUntil(
    'sign-in refused with the reason',
    async () => {
      const login = await stack.api('/auth/login', { body: { email: member.email, password: 'himal123' } });
      return login.status === 403 && JSON.stringify(login.body).includes('Repeated harassment in chats');
    },
    { timeoutMs: 20_000 },
  );
  const old = await stack.api('/user/profile', { token: member.token });
  assert.equal(old.status, 401, 'the sessions from before are ended');
  await waitUntil(
    'the post hidden from others',
    async () => (await stack.api(`/feed/post/${postId}`, { token: viewer.token })).status === 404,
    { timeoutMs: 20_000 },
  );

  const appeal = await stack.api('/users/appeal', {
    body: { email: member.email, password: 'himal123', text: 'It was a misunderstanding with a buyer.' },
  });
  assert.equal(appeal.status, 200, JSON.stringify(appeal.body));
  const second = await stack.api('/users/appeal', {
    body: { email: member.email, password: 'himal123', text: 'Again' },
  });
  assert.equal(second.status, 409, 'one appeal per suspension');
  await waitUntil(
    'the appeal in the queue',
    async () => {
      const appeals = await asOperator('/appeals?status=open');
      return appeals.body.data.result.some((a: { text: string }) => a.text.includes('misunderstanding'));
    },
    { timeoutMs: 20_000 },
  );

  const lifted = await asOperator(`/members/${member.id}/reinstate`, { reason: 'Appeal accepted' });
  assert.equal(lifted.status, 200, JSON.stringify(lifted.body));
  await waitUntil(
    'sign-in works again',
    async () =>
      (await stack.api('/auth/login', { body: { email: member.email, password: 'himal123' } })).status === 200,
    { timeoutMs: 20_000 },
  );
  await waitUntil(
    'the post shown again',
    async () => (await stack.api(`/feed/post/${postId}`, { token: viewer.token })).status === 200,
    { timeoutMs: 20_000 },
  );

  const audit = await auditActions(`targetId=${member.id}`);
  const actions = audit.map((e) => e.action);
  assert.ok(
    actions.some((a) => /suspend/.test(a)),
    `the suspension is on record: ${actions}`,
  );
  assert.ok(
    actions.some((a) => /reinstate/.test(a)),
    `the lift is on record: ${actions}`,
  );
});

test('the audit log refuses UPDATE and DELETE, and exports as CSV', async () => {
  const database = stack.databases.moderation;
  const rows = await query<{ id: string }>(database, 'SELECT id FROM operator_actions LIMIT 1');
  assert.equal(rows.length, 1, 'there is something on record');
  await assert.rejects(
    query(database, "UPDATE operator_actions SET reason = 'rewritten' WHERE id = $1", [rows[0]!.id]),
  );
  await assert.rejects(query(database, 'DELETE FROM operator_actions WHERE id = $1', [rows[0]!.id]));
  const csv = await fetch(`${stack.gateway.url}/api/moderation/audit.csv`, {
    headers: { authorization: `JWT ${op.token}` },
  });
  assert.equal(csv.status, 200);
  assert.match(csv.headers.get('content-type') ?? '', /text\/csv/);
  const text = await csv.text();
  assert.ok(text.split('\n').length > 2, 'a header and the actions');
});
