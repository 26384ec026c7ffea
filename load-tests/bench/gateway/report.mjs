// Writes the gateway section of docs/benchmarks.md, between its markers, leaving the other
// benchmarks' sections as they are.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../../infra/lib/config.mjs';

export const BENCHMARKS_FILE = path.join(ROOT, 'docs', 'benchmarks.md');
const START = '<!-- bench:gateway -->';
const END = '<!-- /bench:gateway -->';
export const TARGET_RATIO = 0.7;

const fixed = (value, digits = 0) => Number(value).toFixed(digits);

/** CPU per request of the processes the bench started: what the hop costs, whatever the machine's load. */
function cpuLines(direct, gateway) {
  const names = Object.keys(gateway.cpuPerRequest ?? {});
  if (names.length === 0) return [];
  const cell = (result, name) => (result.cpuPerRequest?.[name] === undefined ? '–' : fixed(result.cpuPerRequest[name]));
  return [
    '',
    'CPU time per request (µs, user + system), of the processes the bench started:',
    '',
    `| path | ${names.join(' | ')} |`,
    `|---|${names.map(() => '---:').join('|')}|`,
    `| direct to identity | ${names.map((name) => cell(direct, name)).join(' | ')} |`,
    `| through the gateway | ${names.map((name) => cell(gateway, name)).join(' | ')} |`,
  ];
}

export function gatewaySection({ direct, gateway, settings }) {
  const ratio = gateway.requestsPerSecond / direct.requestsPerSecond;
  const verdict = ratio >= TARGET_RATIO ? 'meets' : 'misses';
  const cpu = os.cpus();
  return [
    START,
    '## Gateway hop: `POST /api/auth/authenticate`',
    '',
    `Measured ${settings.date} by \`npm run bench\` (autocannon in-process, ${settings.connections} connections, ` +
      `${settings.durationS} s per path in ${settings.rounds} alternating rounds after a ${settings.warmupS} s warm-up; ` +
      `services logging at \`${settings.logLevel}\`; ${settings.stackNote}).`,
    `Machine: ${cpu.length} × ${cpu[0]?.model?.trim() ?? 'unknown CPU'}, node ${process.version}. ` +
      'The load generator, the gateway, identity and PostgreSQL share these cores.',
    '',
    '| path | requests/s | p50 (ms) | p99 (ms) | requests |',
    '|---|---:|---:|---:|---:|',
    `| direct to identity | ${fixed(direct.requestsPerSecond)} | ${fixed(direct.p50, 1)} | ${fixed(direct.p99, 1)} | ${direct.total} |`,
    `| through the gateway | ${fixed(gateway.requestsPerSecond)} | ${fixed(gateway.p50, 1)} | ${fixed(gateway.p99, 1)} | ${gateway.total} |`,
    '',
    `**Ratio gateway/direct: ${fixed(ratio, 2)}** (target ≥ ${TARGET_RATIO.toFixed(2)}: ${verdict} it).`,
    ...cpuLines(direct, gateway),
    END,
  ].join('\n');
}

export function writeGatewaySection(section, file = BENCHMARKS_FILE) {
  const current = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Benchmarks\n\nFigures written by `npm run bench`.\n';
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start !== -1 && end > start
      ? current.slice(0, start) + section + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}
