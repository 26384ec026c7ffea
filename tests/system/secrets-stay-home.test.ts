import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { verificationCodeIn as codeIn, uniqueEmail, waitForMail } from '@art/testing';
import { Redis } from 'ioredis';
import { connect } from 'nats';
import pg from 'pg';
import { type Stack, startStack } from './support/stack.js';

/**
 * A verification code or a reset token reaches the member's mailbox, and nowhere else on the way:
 * not identity's outbox, not the NATS stream, not the BullMQ job in Redis. The mail worker reads
 * the secret from identity when it sends the mail.
 */
let stack: Stack;

before(async () => {
  stack = await startStack('secrets');
});

after(async () => {
  await stack?.stop();
});

/** Every copy of the stack's events and mail jobs, serialized, to search for a secret. */
async function everyStoredCopy(): Promise<{ where: string; text: string }[]> {
  const copies: { where: string; text: string }[] = [];
  const db = new pg.Client({ connectionString: stack.databases.identity });
  await db.connect();
  try {
    const rows = await db.query('select id, payload::text as payload from outbox');
    for (const row of rows.rows) copies.push({ where: `outbox ${row.id}`, text: row.payload });
  } finally {
    await db.end();
  }

  const nc = await connect({ servers: stack.nats.url });
  try {
    const jsm = await nc.jetstreamManager();
    for await (const stream of jsm.streams.list()) {
      for (let seq = stream.state.first_seq; seq <= stream.state.last_seq && stream.state.messages > 0; seq++) {
        const message = await jsm.streams.getMessage(stream.config.name, { seq }).catch(() => null);
        if (message)
          copies.push({ where: `${stream.config.name}#${seq}`, text: new TextDecoder().decode(message.data) });
      }
    }
  } finally {
    await nc.drain();
  }

  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    const keys = await redis.keys(`${stack.prefix}-mail:*`);
    for (const key of keys) {
      const type = await redis.type(key);
      if (type === 'hash') copies.push({ where: key, text: JSON.stringify(await redis.hgetall(key)) });
    }
    assert.ok(
      keys.some((key) => /:mail:verification-code\./.test(key)),
      'the mail jobs are kept in Redis and were searched',
    );
  } finally {
    redis.disconnect();
  }
  return copies;
}

test('the code and the reset token are in the mails and in no event or job', async () => {
  const email = uniqueEmail('secrets');
  const registered = await stack.api('/auth/register', {
    body: { name: 'Laxmi Karki', email, password: 'janakpur4', 'confirm-password': 'janakpur4' },
  });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  const codeMail = await waitForMail({ to: email, where: (m) => codeIn(m.text) !== undefined, timeoutMs: 20000 });
  const code = codeIn(codeMail.text)!;

  const verified = await stack.api(`/auth/verifyemail/${code}?email=${encodeURIComponent(email)}`);
  assert.equal(verified.status, 200, 'the mailed code is the right one');

  assert.equal((await stack.api('/auth/reset', { body: { email } })).status, 200);
  const resetMail = await waitForMail({ to: email, subject: /reset/i, timeoutMs: 20000 });
  const token = resetMail.text.match(/\/resetpassword\/([0-9a-f]{64})/)?.[1];
  assert.ok(token, 'the reset mail carries the link');

  const copies = await everyStoredCopy();
  assert.ok(copies.some((copy) => copy.text.includes('identity.user.verification_requested')));
  assert.ok(copies.some((copy) => copy.text.includes('identity.password.reset_requested')));
  // Digits around it would be part of a timestamp or an id, not the code.
  const codeAlone = new RegExp(`(?<![0-9])${code}(?![0-9])`);
  for (const copy of copies) {
    assert.ok(!codeAlone.test(copy.text), `the verification code ${code} is in ${copy.where}`);
    assert.ok(!copy.text.includes(token), `the reset token is in ${copy.where}`);
  }

  const reset = await stack.api(`/auth/reset/${token}`, {
    body: { password: 'biratnagar5', 'confirm-password': 'biratnagar5' },
  });
  assert.equal(reset.status, 200, 'the mailed reset token is the right one');
});
