import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../../infra/lib/config.mjs';
import { replaceSection } from '../benchmarks-doc.mjs';

export const BENCHMARKS_FILE = path.join(ROOT, 'docs', 'benchmarks.md');
const START = '<!-- bench:gateway -->';
const END = '<!-- /bench:gateway -->';
export const TARGET_RATIO = 0.7;

const fixed = (value, digits = 0) => Number(value).toFixed(digits);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ratioOf = (run) => run.gateway.requestsPerSecond / run.direct.requestsPerSecond;

/** CPU per request of the processes the bench started: what the hop costs, whatever the machine's load. */
function cpuLines(runs) {
  const names = Object.keys(runs[0].gateway.cpuPerRequest ?? {});
  if (names.length === 0) return [];
  const cell = (result, name) => (result.cpuPerRequest?.[name] === undefined ? '–' : fixed(result.cpuPerRequest[name]));
  return [
    '',
    'CPU time per request (µs, user + system), of the processes the bench started:',
    '',
    `| run | path | ${names.join(' | ')} |`,
    `|---|---|${names.map(() => '---:').join('|')}|`,
    ...runs.flatMap((run, index) => [
      `| ${index + 1} | direct to identity | ${names.map((name) => cell(run.direct, name)).join(' | ')} |`,
      `| ${index + 1} | through the gateway | ${names.map((name) => cell(run.gateway, name)).join(' | ')} |`,
    ]),
  ];
}

/** `runs`: one `{direct, gateway}` per measurement (see measure.mjs); the verdict is on their median ratio. */
export function gatewaySection({ runs, settings }) {
  const ratio = median(runs.map(ratioOf));
  const verdict = ratio >= TARGET_RATIO ? 'meets' : 'misses';
  const cpu = os.cpus();
  const row = (run, index, name, label) =>
    `| ${index + 1} | ${label} | ${fixed(run[name].requestsPerSecond)} | ${fixed(run[name].p50, 1)} | ${fixed(run[name].p99, 1)} | ${run[name].total} |`;
  return [
    START,
    '## Gateway hop: `POST /api/auth/authenticate`',
    '',
    `Measured ${settings.date} by \`npm run bench\` (${runs.length} runs; each: autocannon in the bench process, ` +
      `${settings.connections} connections, ${settings.durationS} s per path in ${settings.rounds} alternating rounds ` +
      `(direct, gateway, gateway, direct, ...) after a ${settings.warmupS} s warm-up of each path; ` +
      `services logging at \`${settings.logLevel}\`; ${settings.stackNote}).`,
    `Machine: ${cpu.length} × ${cpu[0]?.model?.trim() ?? 'unknown CPU'}, node ${process.version}. ` +
      'The load generator, the gateway, identity and PostgreSQL share these cores, and so does whatever else runs ' +
      `on the machine at the time (load average ${fixed(settings.loadAverage ?? 0, 1)} when the bench started): compare ` +
      "the runs of one measurement with each other, not with another day's.",
    '',
    '| run | path | requests/s | p50 (ms) | p99 (ms) | requests |',
    '|---|---|---:|---:|---:|---:|',
    ...runs.flatMap((run, index) => [
      row(run, index, 'direct', 'direct to identity'),
      row(run, index, 'gateway', 'through the gateway'),
      `| ${index + 1} | **ratio** | **${fixed(ratioOf(run), 2)}** | | | |`,
    ]),
    '',
    `**Ratio gateway/direct, median of ${runs.length} runs: ${fixed(ratio, 2)}** ` +
      `(runs: ${runs.map((run) => fixed(ratioOf(run), 2)).join(', ')}; target ≥ ${TARGET_RATIO.toFixed(2)}: ${verdict} it).`,
    ...cpuLines(runs),
    '',
    'How to read it: direct to identity, identity is the bottleneck on one core and the other core has room to spare; ' +
      'through the gateway, the gateway, identity, PostgreSQL and the load generator all compete for both cores. ' +
      "So the ratio moves with whatever else the machine runs (another team's tests take a share of the cores), " +
      'while CPU per request is the steadier figure for what the hop costs. ' +
      '`BENCH_RUNS`, `BENCH_DURATION_S`, `BENCH_ROUNDS`, `BENCH_CONNECTIONS`, `BENCH_LOG_LEVEL` change the setup; ' +
      '`BENCH_PROFILE=1` makes the started services write V8 CPU profiles to `.run/profiles/`; ' +
      '`npm run bench -- --only=gateway` runs this benchmark alone.',
    END,
  ].join('\n');
}

export function writeGatewaySection(section, file = BENCHMARKS_FILE) {
  replaceSection({ file, start: START, end: END, section });
}
