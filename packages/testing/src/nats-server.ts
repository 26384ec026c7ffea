import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './service.js';
import { waitUntil } from './wait-until.js';

const NATS_SERVER = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

export interface OwnNats {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its store. */
  dispose(): Promise<void>;
}

/**
 * A nats-server of the test's own (own port, own JetStream folder), so stopping it disturbs
 * nobody else using the machine's NATS. Restarting keeps the folder: streams and durables survive.
 */
export async function startOwnNats(): Promise<OwnNats> {
  const port = await freePort();
  const storeDir = await mkdtemp(path.join(tmpdir(), 'art-nats-'));
  let child: ChildProcess | null = null;

  async function start() {
    const started = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
      stdio: 'ignore',
    });
    child = started;
    await waitUntil(`nats-server on port ${port}`, async () => {
      if (started.exitCode !== null) throw new Error(`nats-server exited with ${started.exitCode}`);
      return accepts(port);
    });
  }

  async function stop() {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
    child = null;
  }

  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    start,
    stop,
    async dispose() {
      await stop();
      await rm(storeDir, { recursive: true, force: true });
    },
  };
}
