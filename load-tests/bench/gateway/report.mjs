import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../../infra/lib/config.mjs';
import { replaceSection } from '../benchmarks-doc.mjs';

export const BENCHMARKS_FILE = path.join(ROOT, 'docs', 'benchmarks.md');
const START = '<!-- bench:gateway -->';
const END = '<!-- /bench:gateway -->';
export const TARGET_RATIO = 0.7;
/** The gateway's own CPU per proxied request (µs) that issue 24 asks for. */
export const TARGET_CPU_US = 120;

const fixed = (value, digits = 0) => Number(value).toFixed(digits);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ratioOf = (run, name = 'gateway') => run[name].requestsPerSecond / run.direct.requestsPerSecond;
const LABELS = {
  direct: 'direct to identity',
  gateway: 'through the gateway',
  nginx: 'through nginx',
  bareNode: 'through a bare Node proxy',
};
/** The CPU table's column of each process the bench measured. */
const PROCESS_LABELS = { bareNode: 'bare Node proxy' };
const pathsOf = (runs) => Object.keys(LABELS).filter((name) => runs[0][name] !== undefined);

/** The paths of one round and back, as the rounds alternate them: "direct, gateway, gateway, direct". */
function roundOrder(runs) {
  const paths = pathsOf(runs);
  return [...paths, ...[...paths].reverse()].map((name) => PROCESS_LABELS[name] ?? name).join(', ');
}

/** CPU per request of the processes the bench started: what the hop costs, whatever the machine's load. */
function cpuLines(runs) {
  const names = Object.keys(runs[0].gateway.cpuPerRequest ?? {});
  if (names.length === 0) return [];
  const cell = (result, name) => (result.cpuPerRequest?.[name] === undefined ? '–' : fixed(result.cpuPerRequest[name]));
  const gatewayCpu = median(runs.map((run) => run.gateway.cpuPerRequest?.gateway).filter((us) => us !== undefined));
  // The bare proxy's CPU on its own path: what Node's HTTP server and client cost before any rule.
  const bareCpus = runs.map((run) => run.bareNode?.cpuPerRequest?.bareNode).filter((us) => us !== undefined);
  const bareCpu = bareCpus.length === runs.length ? median(bareCpus) : undefined;
  const ownCpu =
    bareCpu === undefined
      ? undefined
      : median(runs.map((run) => run.gateway.cpuPerRequest.gateway - run.bareNode.cpuPerRequest.bareNode));
  return [
    '',
    'CPU time per request (µs, user + system), of the processes the bench started (nginx: its worker):',
    '',
    `| run | path | ${names.map((name) => PROCESS_LABELS[name] ?? name).join(' | ')} |`,
    `|---|---|${names.map(() => '---:').join('|')}|`,
    ...runs.flatMap((run, index) =>
      pathsOf(runs).map(
        (path) => `| ${index + 1} | ${LABELS[path]} | ${names.map((name) => cell(run[path], name)).join(' | ')} |`,
      ),
    ),
    ...(Number.isFinite(gatewayCpu)
      ? [
          '',
          `**Gateway CPU per proxied request, median of ${runs.length} runs: ${fixed(gatewayCpu)} µs** ` +
            `(target ≤ ${TARGET_CPU_US} µs: ${gatewayCpu <= TARGET_CPU_US ? 'meets' : 'misses'} it` +
            (bareCpu !== undefined && bareCpu > TARGET_CPU_US
              ? `; the bare Node proxy alone costs ${fixed(bareCpu)} µs on this machine, so no Node proxy meets it here`
              : '') +
            ').',
          ...(ownCpu !== undefined
            ? [
                '',
                `**The gateway's own CPU per request** (its CPU less the bare Node proxy's, per run, median): ` +
                  `${fixed(ownCpu)} µs — routing, the token and session check, limits, header filtering, ` +
                  "request id, trace span and metrics; the rest is what Node's HTTP server and client cost here.",
              ]
            : []),
        ]
      : []),
  ];
}

/** `runs`: one `{direct, gateway}` per measurement (see measure.mjs); the verdict is on their median ratio. */
export function gatewaySection({ runs, settings }) {
  const ratio = median(runs.map((run) => ratioOf(run)));
  const verdict = ratio >= TARGET_RATIO ? 'meets' : 'misses';
  const cpu = os.cpus();
  const row = (run, index, name) =>
    `| ${index + 1} | ${LABELS[name]} | ${fixed(run[name].requestsPerSecond)} | ${fixed(run[name].p50, 1)} | ${fixed(run[name].p99, 1)} | ${run[name].total} |`;
  const withNginx = runs[0].nginx !== undefined;
  const nginxRatio = withNginx ? median(runs.map((run) => ratioOf(run, 'nginx'))) : null;
  const withBareNode = runs[0].bareNode !== undefined;
  const bareNodeRatio = withBareNode ? median(runs.map((run) => ratioOf(run, 'bareNode'))) : null;
  return [
    START,
    '## Gateway hop: `POST /api/auth/authenticate`',
    '',
    `Measured ${settings.date} by \`npm run bench\` (${runs.length} runs; each: autocannon in the bench process, ` +
      `${settings.connections} connections, ${settings.durationS} s per path in ${settings.rounds} alternating rounds ` +
      `(${roundOrder(runs)}, ...) after a ${settings.warmupS} s warm-up of each path; ` +
      `services logging at \`${settings.logLevel}\`; ${settings.stackNote}).`,
    `Machine: ${cpu.length} × ${cpu[0]?.model?.trim() ?? 'unknown CPU'}, node ${process.version}. ` +
      'The load generator, the gateway, identity and PostgreSQL share these cores, and so does whatever else runs ' +
      `on the machine at the time (load average ${fixed(settings.loadAverage ?? 0, 1)} when the bench started): compare ` +
      "the runs of one measurement with each other, not with another day's.",
    '',
    '| run | path | requests/s | p50 (ms) | p99 (ms) | requests |',
    '|---|---|---:|---:|---:|---:|',
    ...runs.flatMap((run, index) => [
      ...pathsOf(runs).map((name) => row(run, index, name)),
      `| ${index + 1} | **ratio gateway/direct** | **${fixed(ratioOf(run), 2)}** | | | |`,
      ...(withNginx ? [`| ${index + 1} | ratio nginx/direct | ${fixed(ratioOf(run, 'nginx'), 2)} | | | |`] : []),
      ...(withBareNode
        ? [`| ${index + 1} | ratio bare Node proxy/direct | ${fixed(ratioOf(run, 'bareNode'), 2)} | | | |`]
        : []),
    ]),
    '',
    `**Ratio gateway/direct, median of ${runs.length} runs: ${fixed(ratio, 2)}** ` +
      `(runs: ${runs.map((run) => fixed(ratioOf(run), 2)).join(', ')}; target ≥ ${TARGET_RATIO.toFixed(2)}: ${verdict} it).`,
    ...(withNginx
      ? [
          '',
          `**Ratio nginx/direct in the same rounds, median: ${fixed(nginxRatio, 2)}** ` +
            `(runs: ${runs.map((run) => fixed(ratioOf(run, 'nginx'), 2)).join(', ')}; nginx ${settings.nginx}, ` +
            '`proxy_pass` to an upstream with `keepalive`, one worker, no access log): the gateway ' +
            `${ratio >= nginxRatio ? 'is at or above' : 'is below'} it (${fixed(ratio, 2)} against ${fixed(nginxRatio, 2)}).`,
        ]
      : settings.nginxMissing
        ? ['', `No nginx reference: ${settings.nginxMissing}.`]
        : []),
    ...(withBareNode
      ? [
          '',
          `**Ratio bare Node proxy/direct in the same rounds, median: ${fixed(bareNodeRatio, 2)}** ` +
            `(runs: ${runs.map((run) => fixed(ratioOf(run, 'bareNode'), 2)).join(', ')}; ` +
            "node:http's server and undici's pool with nothing else, `load-tests/bench/gateway/bare-node-proxy.mjs`): " +
            "the least a proxy in Node costs here; the gateway's distance to it is its own rules, the bare proxy's " +
            "distance to nginx is Node's HTTP (decision 0050).",
        ]
      : []),
    ...cpuLines(runs),
    '',
    'How to read it: direct to identity, identity is the bottleneck on one core and the other core has room to spare; ' +
      'through the gateway, the gateway, identity, PostgreSQL and the load generator all compete for both cores. ' +
      "So the ratio moves with whatever else the machine runs (another team's tests take a share of the cores), " +
      'while CPU per request is the steadier figure for what the hop costs. ' +
      '`BENCH_RUNS`, `BENCH_DURATION_S`, `BENCH_ROUNDS`, `BENCH_CONNECTIONS`, `BENCH_LOG_LEVEL` change the setup; ' +
      '`BENCH_PROFILE=1` makes the started services write V8 CPU profiles to `.run/profiles/`; ' +
      '`BENCH_NGINX=0` leaves nginx out, `BENCH_BARE_NODE=0` the bare Node proxy; ' +
      '`npm run bench -- --only=gateway` runs this benchmark alone.',
    END,
  ].join('\n');
}

export function writeGatewaySection(section, file = BENCHMARKS_FILE) {
  replaceSection({ file, start: START, end: END, section });
}
