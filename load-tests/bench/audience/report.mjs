// The audience section of docs/benchmarks.md, between its own markers.
import { replaceSection } from '../benchmarks-doc.mjs';

const START = '<!-- audience-bench:start -->';
const END = '<!-- audience-bench:end -->';
/** The promise: a block takes effect everywhere within a second. */
export const TARGET_MS = 1000;
const ms = (value) => (value === null ? '–' : `${value} ms`);
const missed = (count) => (count === 0 ? '' : ` (**${count} missed**)`);

export function audienceSection(result) {
  const { settings, summary, probes } = result;
  const rows = probes
    .map(({ area, what }) => {
      const figures = summary.perArea[area];
      const { block, unblock } = figures;
      return `| ${area} | ${what} | ${ms(block.p50)} | ${ms(block.p95)} | ${ms(block.max)}${missed(figures.blockMissed)} | ${ms(unblock.p50)} | ${ms(unblock.p95)} | ${ms(unblock.max)}${missed(figures.unblockMissed)} |`;
    })
    .join('\n');
  const { everywhere, blockCall, unblockCall, probeCall } = summary;
  const met = everywhere.block.p95 !== null && everywhere.block.p95 <= TARGET_MS && summary.missed === 0;
  return `${START}
## Audience: how soon a block takes effect in every area (\`npm run bench -- --only=audience\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${result.machine}: identity, catalogue, social, commerce and
messaging with a gateway in front, from \`dist/\` with production settings, on bench databases of their own
(\`art_<area>_audience_bench\`) and the bench's own stream prefix; the bench (one Node process) shares the cores with
them, PostgreSQL, Redis and NATS. An artist and a member registered, verified and signed in through the gateway; the
artist uploaded an artwork for sale. Then, ${settings.blocks} times (after ${settings.warmup} unmeasured): the artist
blocks the member (\`PATCH /api/user/:id\`, social writes the block and its \`social.user.blocked\` event in one
transaction; the outbox relay publishes it and each area's consumer stores it in its projection), and every area is
asked as the member, through the gateway, every ${settings.pollMs} ms (one call in flight per area) until its answer
shows the block; then the artist unblocks (\`PATCH /api/user/unblock/:id\`) and the same runs until every area is open
again. Lag: from the block's (unblock's) 200 answer to the arrival of the area's first answer that shows it, so it
includes one round trip of that answer through the gateway (a probe's call took p50 ${ms(probeCall.p50)}, p95
${ms(probeCall.p95)}, the ${probes.length} running at once). The block call itself took p50 ${ms(blockCall.p50)}, p95
${ms(blockCall.p95)}; the unblock p50 ${ms(unblockCall.p50)}, p95 ${ms(unblockCall.p95)}.

| Area | The member asks | Block: p50 | p95 | max | Unblock: p50 | p95 | max |
|---|---|---|---|---|---|---|---|
${rows}
| **Everywhere** | the slowest area of each block | **${ms(everywhere.block.p50)}** | **${ms(everywhere.block.p95)}** | **${ms(everywhere.block.max)}** | ${ms(everywhere.unblock.p50)} | ${ms(everywhere.unblock.p95)} | ${ms(everywhere.unblock.max)} |

Target: a block takes effect everywhere within ${TARGET_MS / 1000} s at p95: **${met ? 'met' : 'missed'}** (the bench
fails otherwise, or when an area did not show a block or unblock within ${settings.timeoutMs / 1000} s). Social
enforces in the block's own transaction; its figure is one probe round trip. \`BENCH_BLOCKS\`,
\`BENCH_WARMUP_BLOCKS\`, \`BENCH_POLL_MS\`, \`BENCH_TIMEOUT_MS\` and \`BENCH_BUILD=0\` (use the existing dist/) change
the setup.
${END}`;
}

export function writeAudienceSection(file, section) {
  replaceSection({ file, start: START, end: END, section });
}
