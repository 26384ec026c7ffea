import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './service.js';

const run = promisify(execFile);

/** The newest /usr/lib/postgresql/<version>/bin, or PG_BIN_DIR. */
function binDirectory(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`no PostgreSQL server binaries under ${root}; set PG_BIN_DIR`);
  return path.join(root, versions[0], 'bin');
}

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  adminUrl: string;
  port: number;
  start(): Promise<void>;
  /** pg_ctl stop -m fast: open connections are ended, the data stays. */
  stop(): Promise<void>;
  /** pg_ctl restart -m fast. */
  restart(): Promise<void>;
  /** Stops the server (immediate) and removes its folder. */
  dispose(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own: initdb into a temporary folder (UTF8, locale C.UTF-8,
 * trust authentication, no fsync) and pg_ctl on a free port, so stopping or restarting it disturbs
 * nobody else using the machine's server. PostgreSQL refuses to run as root: as root the cluster
 * belongs to the `postgres` user and every command runs through `runuser -u postgres --`.
 */
export async function startOwnPostgres(options: { maxConnections?: number } = {}): Promise<OwnPostgres> {
  const bin = binDirectory();
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), 'art-pg-'));
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    await chown(dir, uid, gid);
  }
  const commandLine = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
  const pg = async (tool: string, args: string[]) => {
    const [file, argv] = commandLine(tool, args);
    try {
      await run(file, argv, { cwd: dir, timeout: 120_000 });
    } catch (error) {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      throw new Error(
        `${tool} ${args.join(' ')} failed: ${(error as Error).message}\n${log.split('\n').slice(-15).join('\n')}`,
      );
    }
  };
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    `-c max_connections=${options.maxConnections ?? 300}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  // A test that dies without dispose() must not leave a server running: pg_ctl daemonises it.
  const stopOnExit = () => {
    const [file, argv] = commandLine('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    try {
      execFileSync(file, argv, { stdio: 'ignore', timeout: 10_000 });
    } catch {
      // not running
    }
  };

  await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const start = async () => {
    process.once('exit', stopOnExit);
    await pg('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', '-o', serverOptions, 'start']);
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
    process.removeListener('exit', stopOnExit);
  };
  await start();
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    async restart() {
      await pg('pg_ctl', ['-D', data, '-l', logFile, '-m', 'fast', '-w', '-t', '60', '-o', serverOptions, 'restart']);
    },
    async dispose() {
      stopOnExit();
      process.removeListener('exit', stopOnExit);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
