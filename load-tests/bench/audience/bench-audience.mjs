// The audience bench: how soon a block takes effect in every area. A block is written in social's
// database and reaches the others as `social.user.blocked` through social's outbox and the bus, so
// each area enforces it once its consumer has stored the projection. Through the gateway, an artist
// (with an artwork for sale) blocks a member `BENCH_BLOCKS` times (30); after each block's 200
// answer every probe (probes.mjs) asks its area every `BENCH_POLL_MS` (5 ms, one call in flight per
// probe) until the answer shows the block; the lag of an area is the arrival of its first answer
// that does, counted from the block's answer (so it includes one round trip of the probe). Then
// the artist unblocks and the same is measured until every area is open again. A block not enforced
// within `BENCH_TIMEOUT_MS` (10 s) counts as missed. The bench fails when the p95 of the slowest
// area of each block is over 1 s, or any block or unblock was missed.
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from '../../../infra/lib/config.mjs';
import { sleep } from '../processes.mjs';
import { artworkForSale, gatewayApi, artist as makeArtist, verifiedMember } from './members.mjs';
import { audienceProbes } from './probes.mjs';
import { audienceSection, TARGET_MS, writeAudienceSection } from './report.mjs';
import { audienceBenchStack } from './stack.mjs';

const number = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);

/** p50, p95 and max of a list of milliseconds (nearest rank), rounded to 0.1 ms. */
export function lagFigures(values) {
  if (values.length === 0) return { p50: null, p95: null, max: null, count: 0 };
  const sorted = [...values].sort((x, y) => x - y);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  const round = (v) => Math.round(v * 10) / 10;
  return { p50: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1)), count: sorted.length };
}

/**
 * Calls the probe every `intervalMs` until its answer is in state `want`: { lagMs } from `since`,
 * or { missed: true } after `timeoutMs`. An answer in neither state stops the bench. Each call's
 * round trip goes to `roundTrips` (the resolution of the figures).
 */
async function lagUntil(probe, want, since, { intervalMs, timeoutMs, roundTrips }) {
  for (;;) {
    const sent = performance.now();
    const answer = await probe.call();
    const arrived = performance.now();
    roundTrips.push(arrived - sent);
    const state = probe.stateOf(answer);
    if (state === undefined)
      throw new Error(
        `${probe.area} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)} while waiting for '${want}'`,
      );
    if (state === want) return { lagMs: arrived - since };
    if (arrived - since > timeoutMs) return { missed: true };
    const wait = sent + intervalMs - performance.now();
    if (wait > 0) await sleep(wait);
  }
}

/** Every probe at once until each shows `want`: { [area]: { lagMs } | { missed } }. */
async function lagsEverywhere(probes, want, since, timing) {
  const results = await Promise.all(probes.map((probe) => lagUntil(probe, want, since, timing)));
  return Object.fromEntries(probes.map((probe, i) => [probe.area, results[i]]));
}

/** Blocks (or unblocks) and answers the moment of the 200 and the call's own time. */
async function setBlock(api, artist, member, blocked) {
  const started = performance.now();
  const answer = await api(blocked ? `/user/${member.id}` : `/user/unblock/${member.id}`, {
    method: 'PATCH',
    token: artist.token,
  });
  const answeredAt = performance.now();
  if (answer.status !== 200)
    throw new Error(
      `${blocked ? 'the block' : 'the unblock'} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`,
    );
  return { answeredAt, callMs: answeredAt - started };
}

/** Waits until every probe shows the artist's things (the projections of the new members are in). */
async function untilOpen(probes, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const pending = new Set(probes);
  let last = '';
  while (pending.size > 0) {
    for (const probe of [...pending]) {
      const answer = await probe.call();
      if (probe.stateOf(answer) === 'open') pending.delete(probe);
      else last = `${probe.area}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
    }
    if (pending.size === 0) return;
    if (Date.now() > deadline)
      throw new Error(`the areas did not show the new artist and artwork within ${timeoutMs / 1000} s (${last})`);
    await sleep(200);
  }
}

/** One block and its unblock, measured. */
async function cycle({ api, artist, member, probes, timing }) {
  const block = await setBlock(api, artist, member, true);
  const blocked = await lagsEverywhere(probes, 'blocked', block.answeredAt, timing);
  // A pause as between two clicks, so the unblock does not ride the block's wake-up.
  await sleep(50 + Math.random() * 100);
  const unblock = await setBlock(api, artist, member, false);
  const opened = await lagsEverywhere(probes, 'open', unblock.answeredAt, timing);
  return { blockCallMs: block.callMs, unblockCallMs: unblock.callMs, blocked, opened };
}

/** The figures of the measured cycles, per area and for the slowest area of each cycle. */
export function summarise(cycles, areas, roundTrips) {
  const lagsOf = (phase, area) => cycles.map((c) => c[phase][area]).filter((r) => !r.missed);
  const missedOf = (phase, area) => cycles.filter((c) => c[phase][area].missed).length;
  const slowest = (phase) =>
    cycles
      .filter((c) => areas.every((area) => !c[phase][area].missed))
      .map((c) => Math.max(...areas.map((area) => c[phase][area].lagMs)));
  const perArea = Object.fromEntries(
    areas.map((area) => [
      area,
      {
        block: lagFigures(lagsOf('blocked', area).map((r) => r.lagMs)),
        unblock: lagFigures(lagsOf('opened', area).map((r) => r.lagMs)),
        blockMissed: missedOf('blocked', area),
        unblockMissed: missedOf('opened', area),
      },
    ]),
  );
  return {
    perArea,
    everywhere: { block: lagFigures(slowest('blocked')), unblock: lagFigures(slowest('opened')) },
    blockCall: lagFigures(cycles.map((c) => c.blockCallMs)),
    unblockCall: lagFigures(cycles.map((c) => c.unblockCallMs)),
    probeCall: lagFigures(roundTrips),
    missed: areas.reduce((sum, area) => sum + perArea[area].blockMissed + perArea[area].unblockMissed, 0),
  };
}

export async function benchAudience() {
  const settings = {
    blocks: number('BENCH_BLOCKS', 30),
    warmup: number('BENCH_WARMUP_BLOCKS', 2),
    pollMs: number('BENCH_POLL_MS', 5),
    timeoutMs: number('BENCH_TIMEOUT_MS', 10_000),
  };
  const stack = await audienceBenchStack();
  try {
    const api = gatewayApi(stack.gatewayUrl);
    const artist = await makeArtist(stack, 'Sita Chitrakar');
    const member = await verifiedMember(stack, 'Bikash Gurung');
    const artwork = await artworkForSale(stack, artist);
    const probes = audienceProbes({ api, member, artist, artwork });
    const areas = probes.map((probe) => probe.area);
    await untilOpen(probes, 60_000);
    console.log(
      `  ${settings.warmup} warm-up blocks, then ${settings.blocks} measured (polling every ${settings.pollMs} ms)…`,
    );
    const warmupTiming = { intervalMs: settings.pollMs, timeoutMs: settings.timeoutMs, roundTrips: [] };
    for (let i = 0; i < settings.warmup; i++) await cycle({ api, artist, member, probes, timing: warmupTiming });
    const timing = { ...warmupTiming, roundTrips: [] };
    const cycles = [];
    for (let i = 0; i < settings.blocks; i++) {
      await sleep(100 + Math.random() * 200);
      cycles.push(await cycle({ api, artist, member, probes, timing }));
    }
    const summary = summarise(cycles, areas, timing.roundTrips);
    for (const area of areas) {
      const { block, unblock } = summary.perArea[area];
      console.log(
        `  ${area}: block p50 ${block.p50} ms p95 ${block.p95} ms max ${block.max} ms; unblock p50 ${unblock.p50} ms p95 ${unblock.p95} ms max ${unblock.max} ms`,
      );
    }
    const { everywhere } = summary;
    console.log(
      `  everywhere (slowest area): block p50 ${everywhere.block.p50} ms p95 ${everywhere.block.p95} ms max ${everywhere.block.max} ms; unblock p95 ${everywhere.unblock.p95} ms`,
    );
    const result = {
      settings,
      summary,
      probes: probes.map(({ area, what }) => ({ area, what })),
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    };
    writeAudienceSection(path.join(ROOT, 'docs', 'benchmarks.md'), audienceSection(result));
    const problems = [];
    if (summary.missed > 0)
      problems.push(`${summary.missed} blocks or unblocks not seen by an area within ${settings.timeoutMs} ms`);
    if (everywhere.block.p95 === null) problems.push('no block was seen by every area');
    else if (everywhere.block.p95 > TARGET_MS)
      problems.push(`a block takes effect everywhere within ${everywhere.block.p95} ms at p95, over ${TARGET_MS} ms`);
    if (problems.length > 0) throw new Error(`blocks are enforced too late: ${problems.join('; ')}`);
    return result;
  } finally {
    await stack.stop();
  }
}
