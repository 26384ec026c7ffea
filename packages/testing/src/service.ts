import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { listensOn, PortTakenError } from './port-owner.js';
import { repoRoot } from './root.js';
import { startReport } from './stalled-start.js';

function listenOnFreePort(): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port;
const release = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A free TCP port on 127.0.0.1 (asked of the kernel, then released). */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port as number;
}

/**
 * `count` different free ports: all are held until the last is found, since a port released
 * and asked for again at once can come back the same.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: net.Server[] = [];
  try {
    for (let i = 0; i < count; i++) servers.push(await listenOnFreePort());
    return servers.map(portOf);
  } finally {
    await Promise.all(servers.map(release));
  }
}

export interface ServiceHandle {
  name: string;
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  process: ChildProcess;
  /** The service's output so far (stdout and stderr lines, newest last). */
  logs(): string[];
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartServiceOptions {
  /** Time to wait for GET /ready to answer 200; default 60 s. */
  timeoutMs?: number;
  /**
   * Entry file; default services/<name>/src/main.ts (gateway/src/main.ts for "gateway"), or
   * dist/main.js with ART_TEST_RUN_BUILT=1.
   */
  entry?: string;
  /** Working directory; default the entry's package folder. */
  cwd?: string;
  /** Print the service's output as it comes (also with ART_TEST_VERBOSE=1). */
  verbose?: boolean;
  /** Path polled for readiness; default /ready. */
  readyPath?: string;
}

/**
 * With ART_TEST_RUN_BUILT=1 (set by `npm test` once its build step has built every workspace) the
 * processes start from their build, dist/main.js, as `npm start` and the images run them: from
 * source, tsx's loader thread doubles the cost of loading node_modules (identity takes 7–8.5 s of
 * CPU to become ready, against 3.3–3.7 s from its build), and a stack of the system, security and
 * browser tests starts eight of them. Without it (a suite run on its own, after editing a
 * service's source) they start from source.
 */
function runsBuiltServices(): boolean {
  return process.env.ART_TEST_RUN_BUILT === '1';
}

function defaultEntry(name: string): string {
  const root = repoRoot();
  const folder = name === 'gateway' ? path.join(root, 'gateway') : path.join(root, 'services', name);
  return runsBuiltServices() ? path.join(folder, 'dist', 'main.js') : path.join(folder, 'src', 'main.ts');
}

/** Node's arguments for an entry: a TypeScript source runs under tsx with the source condition. */
function nodeArguments(entry: string): string[] {
  return entry.endsWith('.ts') ? ['--conditions=@art/source', '--import', 'tsx', entry] : [entry];
}

/** Whether `url` answered 200, and what it said (kept for the message of a start that times out). */
async function readiness(url: string): Promise<{ ready: boolean; said: string }> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    const body = (await res.text()).slice(0, 300);
    return { ready: res.ok, said: `${res.status} ${body}` };
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string } }).cause;
    return { ready: false, said: `no answer (${cause?.code ?? (error as Error).name})` };
  }
}

/**
 * Spawns `node --conditions=@art/source --import tsx services/<name>/src/main.ts` (or, with
 * ART_TEST_RUN_BUILT=1, `node services/<name>/dist/main.js`; see runsBuiltServices) with
 * SERVICE_NAME, HOST=127.0.0.1, PORT (a free port unless env.PORT is given), NODE_ENV=test unless
 * set (so a suite run on its own gets test settings: built-in secrets, no shutdown drain) and `env`
 * over the current environment, and waits until GET /ready answers 200 from that process. Throws
 * PortTakenError when another process holds the port (the caller chooses others), and otherwise
 * with the service's last output when it exits or times out first.
 */
export async function startService(
  name: string,
  env: Record<string, string | undefined> = {},
  options: StartServiceOptions = {},
): Promise<ServiceHandle> {
  const entry = options.entry ?? defaultEntry(name);
  if (!existsSync(entry)) throw new Error(`startService(${name}): no entry file ${entry}`);
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const cwd = options.cwd ?? path.dirname(path.dirname(entry));
  const verbose = options.verbose ?? process.env.ART_TEST_VERBOSE === '1';
  const report = startReport();
  const child = spawn(process.execPath, [...report.nodeArguments, ...nodeArguments(entry)], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV || 'test',
      SERVICE_NAME: name,
      HOST: '127.0.0.1',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (stream: NodeJS.ReadableStream) => {
    let buffer = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      buffer += chunk;
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (lines.length > 500) lines.shift();
        if (verbose) process.stderr.write(`[${name}] ${line}\n`);
      }
    });
  };
  if (child.stdout) collect(child.stdout);
  if (child.stderr) collect(child.stderr);
  let exitInfo: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      exitInfo = { code, signal };
      resolve(exitInfo);
    });
  });
  const handle: ServiceHandle = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    process: child,
    logs: () => [...lines],
    exited,
  };
  const readyUrl = `${handle.url}${options.readyPath ?? '/ready'}`;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (exitInfo) {
        const { code, signal } = exitInfo;
        if (lines.some((line) => line.includes('EADDRINUSE'))) throw new PortTakenError(name, port);
        throw new Error(
          `${name} exited before it was ready (${signal ?? `exit code ${code}`}); last output:\n${lines.slice(-20).join('\n')}`,
        );
      }
      const { ready, said } = await readiness(readyUrl);
      if (ready) {
        if ((await listensOn(child.pid as number, port)) === false) {
          await stopService(handle, { signal: 'SIGKILL' });
          throw new PortTakenError(name, port);
        }
        return handle;
      }
      if (Date.now() > deadline) {
        // Asked before the kill: what it was doing all this time.
        const doing = await report.read(child);
        await stopService(handle, { signal: 'SIGKILL' });
        throw new Error(
          `${name} did not answer ${readyUrl} within ${timeoutMs} ms; ${options.readyPath ?? '/ready'} last said: ${said}\n${doing}\nlast output:\n${lines.slice(-20).join('\n')}`,
        );
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  } finally {
    await report.dispose();
  }
}

export interface StopServiceOptions {
  /** SIGTERM by default (graceful); SIGKILL to simulate a crash. */
  signal?: NodeJS.Signals;
  /** After this long a SIGKILL follows; default 10 s. */
  timeoutMs?: number;
}

/** Stops a service started by startService; resolves with how it exited. */
export async function stopService(
  handle: ServiceHandle,
  options: StopServiceOptions = {},
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const child = handle.process;
  if (child.exitCode !== null || child.signalCode !== null) return handle.exited;
  child.kill(options.signal ?? 'SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 10_000);
  const info = await handle.exited;
  clearTimeout(timer);
  return info;
}
