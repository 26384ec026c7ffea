import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@art/testing';

/**
 * A NATS server of the test's own (JetStream on, its own store), so a test can stop and restart
 * it without disturbing the machine's server that other stacks use.
 */
export interface OwnNats {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

const BINARY = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startOwnNats(): Promise<OwnNats> {
  const port = await freePort();
  const store = mkdtempSync(path.join(os.tmpdir(), 'art-nats-'));
  let child: ChildProcess | null = null;

  async function start() {
    child = spawn(BINARY, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store], { stdio: 'ignore' });
    const deadline = Date.now() + 10000;
    while (!(await portAnswers(port))) {
      if (Date.now() > deadline) throw new Error(`nats-server did not start on ${port}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function stop() {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
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
      rmSync(store, { recursive: true, force: true });
    },
  };
}
