import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { MailDev } from 'maildev';
import nodemailer from 'nodemailer';
import { deleteAllMails, freePort, readMails, uniqueEmail, waitForMail } from '../src/index.js';

// A maildev of its own on free ports, so the test neither needs nor disturbs the shared one.
let maildev: MailDev;
let baseUrl: string;
let smtpPort: number;

before(async () => {
  smtpPort = await freePort();
  const webPort = await freePort();
  maildev = new MailDev({ smtp: smtpPort, ip: '127.0.0.1', web: webPort, webIp: '127.0.0.1', silent: true });
  await maildev.start();
  baseUrl = `http://127.0.0.1:${webPort}`;
});
after(async () => {
  await maildev.stop();
});

async function send(to: string, subject: string, text: string) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
  await transport.sendMail({ from: 'no-reply@art.local', to, subject, text, html: `<p>${text}</p>` });
  transport.close();
}

test('readMails returns the mails of one address with subject, text, html, to and time', async () => {
  const to = uniqueEmail('sita');
  const other = uniqueEmail('ram');
  await send(`Sita Shrestha <${to.toUpperCase()}>`, 'तपाईंको कोड', 'code 482913');
  await send(other, 'not for sita', 'x');
  const mails = await readMails(to, { baseUrl });
  assert.equal(mails.length, 1);
  const [mail] = mails;
  assert.equal(mail?.subject, 'तपाईंको कोड');
  assert.match(mail?.text ?? '', /482913/);
  assert.match(mail?.html ?? '', /<p>code 482913<\/p>/);
  assert.deepEqual(mail?.to, [to]);
  assert.ok(mail?.time instanceof Date && Math.abs(mail.time.getTime() - Date.now()) < 60_000);
});

test('waitForMail waits for a mail that arrives later and filters by subject', async () => {
  const to = uniqueEmail('hari');
  await send(to, 'Welcome', 'hello');
  setTimeout(() => void send(to, 'Reset your password', 'token abc'), 400);
  const mail = await waitForMail({ to, subject: /reset/i, timeoutMs: 5000, baseUrl });
  assert.equal(mail.subject, 'Reset your password');
  const first = await waitForMail({ to, subject: 'Welcome', baseUrl });
  assert.equal(first.text.trim(), 'hello');
});

test('waitForMail times out naming what it waited for and what came', async () => {
  const to = uniqueEmail('gita');
  await send(to, 'Welcome', 'hello');
  await assert.rejects(
    waitForMail({ to, subject: 'Verify', timeoutMs: 500, baseUrl }),
    /no mail to .* with subject "Verify" within 500 ms; mails to that address: "Welcome"/,
  );
});

test('deleteAllMails empties the inbox', async () => {
  const to = uniqueEmail('maya');
  await send(to, 'one', '1');
  assert.equal((await readMails(to, { baseUrl })).length, 1);
  await deleteAllMails({ baseUrl });
  assert.equal((await readMails(to, { baseUrl })).length, 0);
});

test('readMails says clearly when maildev is not there', async () => {
  const port = await freePort();
  await assert.rejects(readMails('x@y.z', { baseUrl: `http://127.0.0.1:${port}` }), /maildev is not reachable/);
});
