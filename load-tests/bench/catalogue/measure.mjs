// autocannon runs over a list of paths (each request takes the next one, so every connection
// walks the whole list), reduced to the figures the catalogue report shows.
import autocannon from 'autocannon';

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * GET `base` + each of `paths` in turn, `connections` at once, for `durationS` seconds after a
 * `warmupS` warm-up that is not counted, accepting compressed answers as browsers do. Fails when more than 1 % of the answers are not 2xx.
 */
export async function measurePaths({ base, paths, connections, durationS, warmupS = 0 }) {
  let next = 0;
  const options = {
    url: base,
    connections,
    // As a browser asks: what is measured is what travels (compressed), for the baseline too.
    headers: { 'accept-encoding': 'br, gzip' },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ],
  };
  if (warmupS > 0) await run({ ...options, duration: warmupS });
  const result = await run({ ...options, duration: durationS });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (result.requests.total === 0 || failures / result.requests.total > 0.01) {
    throw new Error(
      `${base}${paths[0]} (and ${paths.length - 1} more): ${failures} of ${result.requests.total} requests failed ` +
        `(non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
    );
  }
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  };
}
