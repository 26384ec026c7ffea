import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { SERVER_EVENTS } from '@art/contracts';
import { type MessagingTestContext, startMessagingTestApp } from '../../support/test-app.js';

let t: MessagingTestContext;
let closed = false;
const unhandled: unknown[] = [];
const record = (reason: unknown) => unhandled.push(reason);

before(async () => {
  process.on('unhandledRejection', record);
  t = await startMessagingTestApp('socket_closing');
});
after(async () => {
  process.off('unhandledRejection', record);
  if (!closed) await t?.close();
});

// A bus event still being handled while the instance stops (a message's unread counts, a logout)
// emits after the adapter's Redis clients are closed: the adapter publishes without catching, so
// that publish's "Connection is closed" was an unhandled rejection, which ends a Node process.
test('an emit after the instance closed is dropped, without an unhandled rejection', async () => {
  const live = t.app.live;
  await t.close();
  closed = true;
  live.toUsers([randomUUID()], SERVER_EVENTS.unreadCount, { total: 1, conversations: 1 });
  assert.equal(live.endSessions({ userId: randomUUID(), sessionVersion: 2 }), 0);
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.deepEqual(
    unhandled.map((reason) => String(reason)),
    [],
  );
});
