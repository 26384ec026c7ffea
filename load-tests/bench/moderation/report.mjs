// The moderation section of docs/benchmarks.md, between its own markers.
import { replaceSection } from '../benchmarks-doc.mjs';

const START = '<!-- moderation-bench:start -->';
const END = '<!-- moderation-bench:end -->';
const ms = (value) => (value === null ? '–' : `${value} ms`);
const thousands = (value) => Number(value).toLocaleString('en-GB');
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const LABELS = {
  overview: 'Overview, the morning counts (`GET /api/moderation/overview`)',
  reportQueue:
    'Report queue as the console loads it: the first 100 open cases, oldest first, each in full (`GET /api/moderation/reports`)',
  reportCase:
    'One case in full: its reports, the target’s earlier cases, the owner’s history (`GET /api/moderation/reports/:caseId`)',
  studioQueue: 'Studio-request queue, pending, with signed image addresses (`GET /api/moderation/studio-requests`)',
  auditNewest:
    'Audit log, newest first, no filter: the newest 50, then “Show more” to 250 (`GET /api/moderation/audit`)',
  auditOperator: 'Audit log of one operator (`?operator=`)',
  auditAction: 'Audit log of one decision (`?action=`, each of the eight)',
  auditWeek: 'Audit log of the last week (`?from=`)',
  auditTarget: 'Audit log of one target (`?targetId=`)',
};

export function moderationSection(result) {
  const { settings, seeded, health, listings, csvAll, csvAction, targets, missed } = result;
  const mark = (value, target) => (value !== null && value <= target ? ms(value) : `**${ms(value)}**`);
  const rows = Object.entries(LABELS).map(([kind, label]) => {
    const f = listings[kind];
    const failed = f.failures ? ` (${thousands(f.failures)} failed)` : '';
    return `| ${label} | ${f.requestsPerSecond.toFixed(1)}${failed} | ${kib(f.bytesPerAnswer)} | ${ms(f.p50)} | ${mark(f.p95, targets.listMs[kind])} (${ms(targets.listMs[kind])}) | ${ms(f.p99)} |`;
  });
  const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
  return `${START}
## Moderation: the operators' queues, the audit log and its CSV export (\`npm run bench -- --only=moderation\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${result.machine}, load average ${result.loadAverage.toFixed(1)} when the run
began (other work on the machine weighs on every figure): gateway + moderation from \`dist/\`, production settings, on the database \`art_moderation_bench\` and the bench's own stream prefix (the load generator and the two
processes share the cores with PostgreSQL, Redis and NATS). Data (written with SQL into moderation's tables after its
migrations, in ${result.seedSeconds.toFixed(1)} s): ${thousands(seeded.members)} members (5 operators),
${thousands(seeded.openCases)} open and ${thousands(seeded.resolvedCases)} settled report cases with
${thousands(seeded.reports)} reports (1 to 4 each, the content as reported; each open target has one or two earlier cases),
${thousands(seeded.pendingRequests)} pending and ${thousands(seeded.decidedRequests)} decided studio requests (3 images each),
${thousands(seeded.orders)} orders, and an audit log of 400 days: ${thousands(seeded.auditRows)} rows, ${thousands(seeded.decisions)}
decisions with their before/after states, the rest console reads (\`view\`). Through the gateway with an operator's
session (role 1, second factor in \`amr\`), autocannon in the bench process, ${settings.connections} connections (operators
at once), ${settings.durationS} s per row after a ${settings.warmupS} s warm-up, each row alone. Every read is itself written
to the log, as in production: it held about ${thousands(result.auditRowsNow)} rows at the export. A listing too slow to
answer ${settings.connections * 2} times within its ${settings.durationS} s is measured over ${settings.connections * 2} requests instead.

| What | Requests/s | Answer (compressed) | p50 | p95 (target) | p99 |
|---|---|---|---|---|---|
| \`/health\` (baseline) | ${health.requestsPerSecond.toFixed(0)} | | ${ms(health.p50)} | ${ms(health.p95)} | ${ms(health.p99)} |
${rows.join('\n')}

**CSV export** (\`GET /api/moderation/audit.csv\`, one at a time, ${csvAll.runs} runs after one not counted; until the
last byte):

| Export | Rows | Size | p50 | p95 |
|---|---|---|---|---|
| The whole log (its newest ${thousands(csvAll.rows)}, the export's cap) | ${thousands(csvAll.rows)} | ${mib(csvAll.bytes)} | ${ms(csvAll.p50)} | ${mark(csvAll.p95, targets.csvMs)} |
| One decision (\`?action=report.hide\`) | ${thousands(csvAction.rows)} | ${mib(csvAction.bytes)} | ${ms(csvAction.p50)} | ${ms(csvAction.p95)} |

Targets (bold when missed): p95 of each listing within the k6 scenario's p95 threshold of its journey
(\`load-tests/k6/moderation.js\`) at ${settings.connections} operators at once, and of the full export within
${thousands(targets.csvMs)} ms: ${missed.length === 0 ? 'met' : `**missed**: ${missed.join('; ')}`}.

\`BENCH_CONNECTIONS\`, \`BENCH_DURATION_S\`, \`BENCH_WARMUP_S\`, \`BENCH_CSV_RUNS\` and \`BENCH_BUILD=0\` (use the existing
dist/) change the setup. Under load through a deployment: \`npm run load:k6 -- moderation\` (load-tests/README.md).
${END}`;
}

export function writeModerationSection(file, section) {
  replaceSection({ file, start: START, end: END, section });
}
