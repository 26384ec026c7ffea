import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { freePort, listensOn, PortTakenError, startService, stopService } from '../src/index.js';

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'fake-service.ts');

test('startService waits for /ready, passes the environment, stopService ends it gracefully', async () => {
  const service = await startService('fake', { FOO: 'bar' }, { entry });
  try {
    assert.match(service.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    const env = await (await fetch(`${service.url}/env`)).json();
    assert.deepEqual(env, { SERVICE_NAME: 'fake', PORT: String(service.port), HOST: '127.0.0.1', FOO: 'bar' });
    assert.equal((await fetch(`${service.url}/ready`)).status, 200);
  } finally {
    const exit = await stopService(service);
    assert.equal(exit.code, 0);
  }
  assert.ok(service.logs().some((l) => l.includes('SIGTERM: closing')));
  await assert.rejects(fetch(`${service.url}/health`));
});

test('startService uses PORT when given and SIGKILL simulates a crash', async () => {
  const port = await freePort();
  const service = await startService('fake', { PORT: String(port) }, { entry });
  assert.equal(service.port, port);
  const exit = await stopService(service, { signal: 'SIGKILL' });
  assert.equal(exit.signal, 'SIGKILL');
});

test('startService fails with the output of a service that dies at start', async () => {
  await assert.rejects(startService('fake', { FAKE_CRASH: '1' }, { entry }), (error: Error) => {
    assert.match(error.message, /fake exited before it was ready \(exit code 3\)/);
    assert.match(error.message, /FAKE_CRASH is set/);
    return true;
  });
});

test('startService fails clearly for a service that does not exist', async () => {
  await assert.rejects(startService('no-such-area'), /no entry file .*services\/no-such-area\/src\/main\.ts/);
});

test('startService gives up after timeoutMs when /ready never answers, saying what the service was doing', async () => {
  const port = await freePort();
  await assert.rejects(
    startService('fake', { PORT: String(port) }, { entry, readyPath: '/never', timeoutMs: 1500 }),
    (error: Error) => {
      assert.match(error.message, /did not answer .*\/never within 1500 ms/);
      // The last answer of the probe, and Node's own report of the process before it was killed.
      assert.match(error.message, /\/never last said: 404 \{\}/);
      assert.match(error.message, /report of pid \d+: [\d.]+ s of CPU/);
      assert.match(error.message, new RegExp(`listening on: 127\\.0\\.0\\.1:${port}`));
      assert.match(error.message, /listening on \d+/); // its own output still comes last
      return true;
    },
  );
});

test('startService says a service that is not listening yet gave no answer', async () => {
  await assert.rejects(
    startService('fake', { FAKE_LISTEN_AFTER_MS: '60000' }, { entry, timeoutMs: 1500 }),
    (error: Error) => {
      assert.match(error.message, /\/ready last said: no answer \(ECONNREFUSED\)/);
      assert.match(error.message, /listening on: nothing/);
      assert.match(error.message, /main thread: idle, waiting on I\/O or timers/);
      return true;
    },
  );
});

test('startService refuses a port another process holds, even when that process answers /ready', async () => {
  // Another stack's service on the port this one was given: it answers /ready with 200.
  const stranger = http.createServer((_req, res) => res.end('{"status":"success"}'));
  await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
  const port = (stranger.address() as { port: number }).port;
  try {
    assert.equal(await listensOn(process.pid, port), true);
    await assert.rejects(startService('fake', { PORT: String(port) }, { entry }), (error: Error) => {
      assert.ok(error instanceof PortTakenError, error.message);
      assert.equal(error.port, port);
      assert.match(error.message, new RegExp(`fake: port ${port} is held by another process`));
      return true;
    });
  } finally {
    await new Promise((resolve) => stranger.close(resolve));
  }
  assert.equal(await listensOn(process.pid, port), false);
});
