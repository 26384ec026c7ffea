import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer as createNetServer } from 'node:net';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const FIXTURE = fileURLToPath(new URL('./fixtures/draining-service.ts', import.meta.url));
const DRAIN_MS = 2000;

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const statusOf = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    (response) => response.status,
    () => 0,
  );

test('after SIGTERM /ready answers 503 while routes are still served, then the process closes', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--conditions=@art/source', '--import', 'tsx', FIXTURE], {
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: String(DRAIN_MS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  try {
    const deadline = Date.now() + 60_000;
    while ((await statusOf(`${base}/ready`)) !== 200) {
      assert.ok(Date.now() < deadline && child.exitCode === null, `the service did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const signalled = Date.now();
    child.kill('SIGTERM');
    while ((await statusOf(`${base}/ready`)) !== 503) {
      assert.ok(Date.now() - signalled < DRAIN_MS / 2, '/ready did not turn 503 after SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.equal(await statusOf(`${base}/api/artworks`), 200, 'an ordinary route is served during the drain');
    assert.equal(await statusOf(`${base}/health`), 200);
    assert.ok(Date.now() - signalled < DRAIN_MS, 'the checks ran inside the drain');

    const [code] = await exited;
    assert.equal(code, 0);
    assert.ok(Date.now() - signalled >= DRAIN_MS - 50, 'the listener stayed open for the drain');
    assert.match(output, /resources closed/);
    assert.equal(await statusOf(`${base}/health`), 0, 'the listener is closed');
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});
