// autocannon runs, in this process, reduced to the figures the report shows.
import autocannon from 'autocannon';
import { cpuMicroseconds } from './cpu-time.mjs';

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function check(url, result) {
  const failures = result.non2xx + result.errors + result.timeouts;
  if (result.requests.total === 0 || failures / Math.max(result.requests.total, 1) > 0.01) {
    throw new Error(
      `${url}: ${failures} of ${result.requests.total} requests failed ` +
        `(non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
    );
  }
}

/**
 * `POST /api/auth/authenticate` with the token against each target, `durationS` seconds each,
 * after a warm-up of `warmupS` seconds per target (JIT, connection pools, caches) that is not
 * counted. The time is split into rounds run in A B B A order, so that load from anything else on
 * the machine falls on both targets alike. Requests/s = requests / seconds over all rounds; p50
 * and p99 are the rounds' percentiles averaged by their request counts; `cpuPerRequest` is the CPU
 * time (µs) each process in `pids` used per request while the target was measured.
 */
export async function measureTargets({ targets, token, connections, durationS, warmupS, rounds = 2, pids = {} }) {
  const request = (url) => ({ url, method: 'POST', headers: { authorization: `JWT ${token}` }, connections });
  if (warmupS > 0) for (const target of targets) await run({ ...request(target.url), duration: warmupS });
  const sums = new Map(targets.map((target) => [target.name, { total: 0, seconds: 0, p50: 0, p99: 0, cpu: {} }]));
  // CPU used by each process we know the pid of (those the bench started), per target.
  const cpuNow = () => Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMicroseconds(pid)]));
  const roundSeconds = durationS / rounds;
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? targets : [...targets].reverse();
    for (const target of order) {
      const before = cpuNow();
      const result = await run({ ...request(target.url), duration: roundSeconds });
      const after = cpuNow();
      check(target.url, result);
      const sum = sums.get(target.name);
      for (const name of Object.keys(pids)) {
        if (before[name] !== null && after[name] !== null)
          sum.cpu[name] = (sum.cpu[name] ?? 0) + after[name] - before[name];
      }
      sum.total += result.requests.total;
      sum.seconds += result.duration;
      sum.p50 += result.latency.p50 * result.requests.total;
      sum.p99 += result.latency.p99 * result.requests.total;
    }
  }
  return Object.fromEntries(
    [...sums].map(([name, sum]) => [
      name,
      {
        requestsPerSecond: sum.total / sum.seconds,
        p50: sum.p50 / sum.total,
        p99: sum.p99 / sum.total,
        total: sum.total,
        cpuPerRequest: Object.fromEntries(Object.entries(sum.cpu).map(([cpuOf, us]) => [cpuOf, us / sum.total])),
      },
    ]),
  );
}
