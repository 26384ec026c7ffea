import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './service.js';
import { waitUntil } from './wait-until.js';

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? 'redis-server';

/** Sends one inline command and resolves with the first line of the answer ('' if the server hung up). */
function command(port: number, line: string, timeoutMs = 2000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`redis on port ${port} did not answer ${line} within ${timeoutMs} ms`));
    }, timeoutMs);
    const done = (value: string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(value);
    };
    socket.setEncoding('utf8');
    socket.once('connect', () => socket.write(`${line}\r\n`));
    socket.on('data', (chunk: string) => {
      answer += chunk;
      const end = answer.indexOf('\r\n');
      if (end !== -1) done(answer.slice(0, end));
    });
    socket.once('close', () => done(answer));
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

export interface OwnRedis {
  /** redis://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Starts the server again on the same port and folder (it loads what the last stop saved). */
  start(): Promise<void>;
  /**
   * Stops the server. By default it saves its data first (SHUTDOWN SAVE), as a Redis with
   * persistence keeps it over a restart; `{ keepData: false }` plays one that loses everything.
   */
  stop(options?: { keepData?: boolean }): Promise<void>;
  /** stop, then start. */
  restart(options?: { keepData?: boolean }): Promise<void>;
  /** Stops the server and removes its folder. */
  dispose(): Promise<void>;
}

/**
 * A redis-server of the test's own (own port, own folder, no periodic snapshots, no AOF), so
 * restarting it disturbs nobody else using the machine's Redis. Mirrors startOwnNats.
 */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), 'art-redis-'));
  let child: ChildProcess | null = null;
  const killOnExit = () => child?.kill('SIGKILL');

  async function start() {
    const started = spawn(
      REDIS_SERVER,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dir,
        '--dbfilename',
        'dump.rdb',
        // BullMQ's requirement (services/notification/README.md).
        '--maxmemory-policy',
        'noeviction',
      ],
      { stdio: 'ignore' },
    );
    child = started;
    process.once('exit', killOnExit);
    await waitUntil(`redis-server on port ${port}`, async () => {
      if (started.exitCode !== null) throw new Error(`redis-server exited with ${started.exitCode}`);
      return (await command(port, 'PING').catch(() => '')) === '+PONG';
    });
  }

  async function stop(options: { keepData?: boolean } = {}) {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    if (options.keepData ?? true) {
      // The server answers nothing when it shuts down; an error line means it could not save.
      const answer = await command(port, 'SHUTDOWN SAVE', 10_000).catch(() => '');
      if (answer.startsWith('-')) throw new Error(`redis on port ${port} refused SHUTDOWN SAVE: ${answer}`);
    } else {
      running.kill('SIGTERM');
    }
    await exited;
    if (!(options.keepData ?? true)) await rm(path.join(dir, 'dump.rdb'), { force: true });
    process.removeListener('exit', killOnExit);
    child = null;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    async restart(options) {
      await stop(options);
      await start();
    },
    async dispose() {
      await stop({ keepData: false });
      await rm(dir, { recursive: true, force: true });
    },
  };
}
