import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO_CONVERSATION, seedDemoMessaging } from '../../src/seed/seed-demo-messaging.js';
import { type MessagingTestContext, seedUser, startMessagingTestApp } from '../support/test-app.js';

let t: MessagingTestContext;
before(async () => {
  t = await startMessagingTestApp('seed');
});
after(async () => {
  await t?.close();
});

test('the demo seed opens one conversation with a few messages once; a second run adds nothing', async () => {
  const sita = await seedUser(t.db, { name: 'Sita Shrestha', role: 21 });
  const ramesh = await seedUser(t.db, { name: 'Ramesh Chitrakar', role: 11 });
  await seedUser(t.db, { name: 'Bikash Gurung', role: 21 });
  const first = await seedDemoMessaging(t.app, { expectedUsers: 3, waitForUsersMs: 1000 });
  assert.deepEqual(first, { users: 3, rooms: 1, messages: DEMO_CONVERSATION.length, added: DEMO_CONVERSATION.length });
  const room = await t.db.selectFrom('rooms').select(['pair_key', 'last_message']).executeTakeFirstOrThrow();
  assert.equal(room.pair_key, [sita.id, ramesh.id].sort().join(':'));
  assert.equal(room.last_message?.message, DEMO_CONVERSATION.at(-1));
  const second = await seedDemoMessaging(t.app, { expectedUsers: 3, waitForUsersMs: 1000 });
  assert.deepEqual(second, { ...first, added: 0 });
});

test('without a buyer and a studio the seed says so', async () => {
  await t.db.deleteFrom('users').where('role', '<=', 20).execute();
  await assert.rejects(seedDemoMessaging(t.app, { expectedUsers: 1, waitForUsersMs: 200 }), /No demo buyer and studio/);
});
