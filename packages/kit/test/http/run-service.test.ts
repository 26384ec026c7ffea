import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createServer } from '../../src/http/server.js';

test('closing finishes the request in flight and refuses new ones', async () => {
  const app = createServer({ name: 'test', logLevel: 'silent' });
  let closedHookRan = false;
  app.addHook('onClose', async () => {
    closedHookRan = true;
  });
  let entered: () => void = () => undefined;
  const inHandler = new Promise<void>((resolve) => {
    entered = resolve;
  });
  app.get('/slow', async () => {
    entered();
    await new Promise((r) => setTimeout(r, 400));
    return { status: 'success', message: 'done' };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };

  const inFlight = fetch(`http://127.0.0.1:${port}/slow`).then((r) => r.json());
  // Closed only once the request is in the handler: a busy machine may take longer than any fixed wait.
  await inHandler;
  const closing = app.close();
  assert.deepEqual(await inFlight, { status: 'success', message: 'done' });
  await closing;
  assert.equal(closedHookRan, true);
  await assert.rejects(fetch(`http://127.0.0.1:${port}/slow`));
});
