import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitUntil } from './wait-until.js';

/**
 * What a service that never became ready was doing, asked of Node itself: every service is
 * started with `--report-on-signal`, and a start that times out sends the signal and reads the
 * diagnostic report back. A silent service (its log level is warn in the stacks) otherwise leaves
 * "did not answer /ready" and nothing else: the report says whether it listens yet, whom it is
 * connected to, what its main thread runs and how much CPU it has had.
 */
export interface StartReport {
  /** The node arguments that make the process write its report on SIGUSR2. */
  nodeArguments: string[];
  /** Sends the signal and waits (up to waitMs) for the report; a summary of it, or why there is none. */
  read(child: ChildProcess, waitMs?: number): Promise<string>;
  /** Removes the report's folder. */
  dispose(): Promise<void>;
}

const REPORT_SIGNAL = 'SIGUSR2';
const REPORT_FILE = 'report.json';

export function startReport(): StartReport {
  const directory = mkdtempSync(path.join(tmpdir(), 'art-start-report-'));
  const file = path.join(directory, REPORT_FILE);
  return {
    nodeArguments: [
      '--report-on-signal',
      `--report-signal=${REPORT_SIGNAL}`,
      `--report-directory=${directory}`,
      `--report-filename=${REPORT_FILE}`,
      '--report-compact',
    ],
    async read(child, waitMs = 5000) {
      if (child.exitCode !== null || child.signalCode !== null) return 'no report: the process has exited';
      child.kill(REPORT_SIGNAL);
      try {
        // Read again until the file is there and whole (a large report takes a moment to write).
        const report = await waitUntil(
          `${REPORT_FILE} of pid ${child.pid}`,
          async () => JSON.parse(await readFile(file, 'utf8')),
          { timeoutMs: waitMs },
        );
        return summariseReport(report);
      } catch (error) {
        return `no report: ${(error as Error).message}`;
      }
    },
    dispose: () => rm(directory, { recursive: true, force: true }),
  };
}

interface Endpoint {
  host?: string;
  ip4?: string;
  port?: number;
}

interface ReportHandle {
  type: string;
  localEndpoint?: Endpoint;
  remoteEndpoint?: Endpoint;
}

interface DiagnosticReport {
  header?: { processId?: number };
  javascriptStack?: { message?: string; stack?: string[] };
  resourceUsage?: { userCpuSeconds?: number; kernelCpuSeconds?: number; rss?: number | string };
  libuv?: ReportHandle[];
}

const endpoint = (e?: Endpoint) => (e ? `${e.ip4 ?? e.host ?? '?'}:${e.port ?? '?'}` : '?');

/** A few lines a person can read in a test's failure: CPU, listeners, connections, the JS stack. */
export function summariseReport(report: DiagnosticReport): string {
  const usage = report.resourceUsage ?? {};
  const cpu = (Number(usage.userCpuSeconds ?? 0) + Number(usage.kernelCpuSeconds ?? 0)).toFixed(1);
  const rssMb = Math.round(Number(usage.rss ?? 0) / 1024 / 1024);
  const tcp = (report.libuv ?? []).filter((h) => h.type === 'tcp');
  const listening = tcp.filter((h) => !h.remoteEndpoint).map((h) => endpoint(h.localEndpoint));
  const connections = new Map<string, number>();
  for (const h of tcp) {
    if (!h.remoteEndpoint) continue;
    const to = endpoint(h.remoteEndpoint);
    connections.set(to, (connections.get(to) ?? 0) + 1);
  }
  const stack = (report.javascriptStack?.stack ?? []).filter((frame) => frame.startsWith('at '));
  // Between callbacks the main thread has no JavaScript stack: it waits on I/O or timers.
  const mainThread = stack.length
    ? `running ${report.javascriptStack?.message ?? ''}\n  ${stack.slice(0, 8).join('\n  ')}`
    : 'idle, waiting on I/O or timers';
  return [
    `report of pid ${report.header?.processId ?? '?'}: ${cpu} s of CPU, ${rssMb} MB resident`,
    `listening on: ${listening.length ? listening.join(', ') : 'nothing'}`,
    `connected to: ${connections.size ? [...connections].map(([to, n]) => `${to} ×${n}`).join(', ') : 'nothing'}`,
    `main thread: ${mainThread}`,
  ].join('\n');
}
