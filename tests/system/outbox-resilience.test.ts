import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { verificationCodeIn as codeIn, readMails, uniqueEmail, waitForMail } from '@art/testing';
import { connect } from 'nats';
import pg from 'pg';
import { type Stack, startStack } from './support/stack.js';

/**
 * NATS goes away while people register: identity keeps answering (the events wait in its
 * outbox), and once NATS is back every verification mail goes out, each exactly once. A late
 * redelivery of an event that was already handled sends no second mail.
 */
let stack: Stack;

before(async () => {
  stack = await startStack('outbox');
});

after(async () => {
  await stack?.stop();
});

test('registrations while NATS is down lose no mail and send none twice', async () => {
  await stack.nats.stop();
  const emails = [uniqueEmail('down-a'), uniqueEmail('down-b'), uniqueEmail('down-c')];
  for (const email of emails) {
    const res = await stack.api('/auth/register', {
      body: { name: 'Hari Shrestha', email, password: 'pokhara7', 'confirm-password': 'pokhara7' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  }
  await new Promise((r) => setTimeout(r, 1500));
  for (const email of emails) assert.equal((await readMails(email)).length, 0, 'no mail can go out yet');

  await stack.nats.start();
  for (const email of emails) {
    await waitForMail({ to: email, where: (m) => codeIn(m.text) !== undefined, timeoutMs: 30000 });
  }
  await new Promise((r) => setTimeout(r, 1500));
  for (const email of emails) {
    const codeMails = (await readMails(email)).filter((m) => codeIn(m.text) !== undefined);
    assert.equal(codeMails.length, 1, `${email} got ${codeMails.length} code mails`);
  }
});

test('a redelivered event does not send a second mail', async () => {
  const email = uniqueEmail('redeliver');
  const res = await stack.api('/auth/register', {
    body: { name: 'Maya Gurung', email, password: 'lalitpur5', 'confirm-password': 'lalitpur5' },
  });
  assert.equal(res.status, 200);
  await waitForMail({ to: email, where: (m) => codeIn(m.text) !== undefined, timeoutMs: 20000 });

  // Find the stored event (it names the user by id only) and publish it again under a new msgID,
  // as a late redelivery would.
  const db = new pg.Client({ connectionString: stack.databases.identity });
  await db.connect();
  const userId = (await db.query('select id from users where email = $1', [email])).rows[0]?.id;
  await db.end();
  assert.ok(userId);
  const nc = await connect({ servers: stack.nats.url });
  const jsm = await nc.jetstreamManager();
  const js = nc.jetstream();
  let republished = 0;
  for await (const stream of jsm.streams.list()) {
    if (!stream.config.name.endsWith('_IDENTITY')) continue;
    for (let seq = stream.state.first_seq; seq <= stream.state.last_seq; seq++) {
      const message = await jsm.streams.getMessage(stream.config.name, { seq });
      const envelope = JSON.parse(new TextDecoder().decode(message.data));
      if (envelope.type === 'identity.user.verification_requested' && envelope.data.userId === userId) {
        await js.publish(message.subject, message.data, { msgID: `again-${envelope.id}` });
        republished += 1;
      }
    }
  }
  await nc.drain();
  assert.equal(republished, 1);
  await new Promise((r) => setTimeout(r, 2500));
  const codeMails = (await readMails(email)).filter((m) => codeIn(m.text) !== undefined);
  assert.equal(codeMails.length, 1);
});
