import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { verificationCodeIn as codeIn, readMails, uniqueEmail, waitForMail } from '@art/testing';
import { type Stack, startStack } from './support/stack.js';

/**
 * The whole first capability through the public gateway: register → the code arrives by mail →
 * verify → login → authenticate → reset request → the link arrives by mail → reset → login with the
 * new password. Every hop is a real process: gateway, identity, notification, NATS, Redis, SMTP.
 */
let stack: Stack;

before(async () => {
  stack = await startStack('chain', { logLevel: 'info' });
});

after(async () => {
  await stack?.stop();
});

const resetTokenIn = (text: string) => text.match(/\/resetpassword\/([0-9a-f]{32,})/)?.[1];

test('register, verify by mailed code, sign in, reset by mailed link, sign in again', async () => {
  const email = uniqueEmail('chain');
  const registered = await stack.api('/auth/register', {
    body: { name: 'सीता राई', email, password: 'himal123', 'confirm-password': 'himal123' },
  });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  assert.equal(registered.body.status, 'success');

  const codeMail = await waitForMail({ to: email, where: (m) => codeIn(m.text) !== undefined, timeoutMs: 20000 });
  const code = codeIn(codeMail.text)!;

  const early = await stack.api('/auth/login', { body: { email, password: 'himal123' } });
  assert.equal(early.status, 200);
  assert.equal(early.body.user.emailVerified, 'false');

  const verifyPath = (tried: string) => `/auth/verifyemail/${tried}?email=${encodeURIComponent(email)}`;
  const wrongCode = await stack.api(verifyPath(code === '000000' ? '111111' : '000000'));
  assert.equal(wrongCode.status, 400);
  assert.equal(wrongCode.body.message, 'The code you entered is invalid');

  const verified = await stack.api(verifyPath(code));
  assert.equal(verified.status, 200, JSON.stringify(verified.body));

  const login = await stack.api('/auth/login', { body: { email, password: 'himal123' } });
  assert.equal(login.status, 200);
  assert.equal(login.body.status, 'success');
  assert.equal(login.body.user.email, email);
  assert.equal(login.body.user.emailVerified, 'true');
  assert.equal(login.body.user.role, 21);
  const token = login.body.token as string;

  const session = await stack.api('/auth/authenticate', { method: 'POST', token });
  assert.equal(session.status, 200);
  assert.equal(session.body.user.email, email);

  const profile = await stack.api('/user/profile', { token });
  assert.equal(profile.status, 200);
  assert.equal(profile.body.message.name, 'सीता राई');
  assert.match(profile.body.message.slug, /^[a-z0-9-]+$/);

  const resetAsked = await stack.api('/auth/reset', { body: { email } });
  assert.equal(resetAsked.body.status, 'success');
  const resetMail = await waitForMail({
    to: email,
    where: (m) => resetTokenIn(m.text) !== undefined,
    timeoutMs: 20000,
  });
  const resetToken = resetTokenIn(resetMail.text)!;

  const mismatch = await stack.api(`/auth/reset/${resetToken}`, {
    body: { password: 'newpass1', 'confirm-password': 'other' },
  });
  assert.equal(mismatch.body.status, 'validate-error');
  assert.ok(Array.isArray(mismatch.body.message));

  const reset = await stack.api(`/auth/reset/${resetToken}`, {
    body: { password: 'kathmandu9', 'confirm-password': 'kathmandu9' },
  });
  assert.equal(reset.body.status, 'success', JSON.stringify(reset.body));

  const reused = await stack.api(`/auth/reset/${resetToken}`, {
    body: { password: 'another9', 'confirm-password': 'another9' },
  });
  assert.equal(reused.body.status, 'not-found');

  const oldPassword = await stack.api('/auth/login', { body: { email, password: 'himal123' } });
  assert.equal(oldPassword.status, 401);
  const newPassword = await stack.api('/auth/login', { body: { email, password: 'kathmandu9' } });
  assert.equal(newPassword.status, 200);
  assert.equal(newPassword.body.status, 'success');

  // The reset ended the session signed in with the old password, and the owner is told by mail.
  const oldSession = await stack.api('/auth/authenticate', { method: 'POST', token });
  assert.equal(oldSession.status, 401, JSON.stringify(oldSession.body));
  await waitForMail({ to: email, subject: 'Your Art Marketplace password was changed', timeoutMs: 20000 });

  // The welcome mail follows verification; the chain sent each kind of mail exactly once.
  await waitForMail({ to: email, subject: /welcome/i, timeoutMs: 20000 });
  const mails = await readMails(email);
  assert.equal(mails.filter((m) => codeIn(m.text) === code).length, 1);
  assert.equal(mails.filter((m) => resetTokenIn(m.text) === resetToken).length, 1);
});

test('a member reads the mails in the language they chose: Nepali from registration, Chinese once switched', async () => {
  const email = uniqueEmail('language');
  const registered = await stack.api('/auth/register', {
    body: { name: 'सीता राई', email, password: 'himal123', 'confirm-password': 'himal123', language: 'ne' },
  });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  const codeMail = await waitForMail({ to: email, where: (m) => codeIn(m.text) !== undefined, timeoutMs: 20000 });
  assert.equal(codeMail.subject, 'तपाईंको कला बजार प्रमाणीकरण कोड');
  assert.match(codeMail.text, /नमस्ते सीता राई,/);

  const login = await stack.api('/auth/login', { body: { email, password: 'himal123' } });
  const token = login.body.token as string;
  const refused = await stack.api('/user/language', { method: 'PUT', body: { language: 'fr' }, token });
  assert.equal(refused.status, 400, JSON.stringify(refused.body));
  const switched = await stack.api('/user/language', { method: 'PUT', body: { language: 'zh' }, token });
  assert.deepEqual(switched.body, { status: 'success', language: 'zh' });

  await stack.api('/auth/reset', { body: { email } });
  const resetMail = await waitForMail({
    to: email,
    where: (m) => resetTokenIn(m.text) !== undefined,
    timeoutMs: 20000,
  });
  assert.equal(resetMail.subject, '重置您的艺术市场密码');
});

test('one request id follows a registration through the gateway, identity, the event and the mail', async () => {
  const email = uniqueEmail('traced');
  const res = await fetch(`${stack.gateway.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bishnu Thapa', email, password: 'bhaktapur3', 'confirm-password': 'bhaktapur3' }),
  });
  assert.equal(res.status, 200);
  const requestId = res.headers.get('x-request-id');
  assert.match(String(requestId), /^[0-9a-f-]{36}$/);
  await waitForMail({ to: email, where: (m) => codeIn(m.text) !== undefined, timeoutMs: 20000 });

  const lineWith = (lines: string[]) =>
    lines.map((line) => line.trim()).filter((line) => line.startsWith('{') && line.includes(requestId!));
  const waitForLog = async (handle: { logs(): string[] }) => {
    const deadline = Date.now() + 10000;
    while (lineWith(handle.logs()).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    return lineWith(handle.logs()).map((line) => JSON.parse(line));
  };
  const gatewayLines = await waitForLog(stack.gateway);
  const identityLines = await waitForLog(stack.identity);
  const notificationLines = await waitForLog(stack.notification);
  assert.ok(gatewayLines.some((l) => l.requestId === requestId));
  assert.ok(identityLines.some((l) => l.requestId === requestId));
  // The mail job carries the id of the request that caused the event.
  assert.ok(notificationLines.some((l) => l.requestId === requestId));
});

test('a token from the gateway is refused when signed with another key or forged headers are sent', async () => {
  const forged = await fetch(`${stack.gateway.url}/api/user/profile`, {
    headers: {
      'x-user-id': '2b7c7f3e-8f5e-4d43-9d0c-6a0f6b7a1e11',
      'x-user-role': '11',
      'x-internal-token': 'guess',
    },
  });
  // The gateway strips the headers, so the service sees a guest.
  assert.equal(forged.status, 401);
  const direct = await fetch(`${stack.identity.url}/api/user/profile`, {
    headers: { 'x-user-id': '2b7c7f3e-8f5e-4d43-9d0c-6a0f6b7a1e11', 'x-user-role': '11' },
  });
  assert.equal(direct.status, 401);
  const bad = await stack.api('/auth/authenticate', { method: 'POST', token: 'not.a.jwt' });
  assert.equal(bad.status, 401);
});
