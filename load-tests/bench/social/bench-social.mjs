// The social benchmark (issue 8, Performance): gateway + social on a bench database with 10,000
// users, a follower graph (studios with 5,000 followers, users following 2,000 studios) and
// 500,000 posts. Through the gateway, in one run: the social-network mix (60 % following-feed
// reads, 30 % profile-feed reads, 10 % new posts) against /health as the baseline; then the
// following feed alone for a user following 2,000 studios and for one following 10. Target: the
// 2,000-follow p99 within 3 × the 10-follow p99.
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../../../infra/lib/config.mjs';
import { measurePaths } from '../catalogue/measure.mjs';
import { benchToken } from '../processes.mjs';
import { socialSection, writeSocialSection } from './report.mjs';
import { GRAPH, seedGraph, studioId, userId } from './seed-graph.mjs';
import { socialBenchStack } from './stack.mjs';

const number = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const BOUNDARY = 'benchsocialboundary';
const postBody = (n) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="post"\r\n\r\nBench post from the mix, number ${n}\r\n--${BOUNDARY}--\r\n`;

/**
 * The mix, as a fixed sequence of 10 requests per round: 6 following-feed reads (viewers with 10,
 * about 20 or 2,000 follows), 3 profile feeds, 1 new post.
 */
function mixRequests(secret) {
  let n = 0;
  const viewers = [0, 5, 20, 25, 100, 2000, 4000, 6000].map((i) => ({
    id: userId(i),
    token: benchToken(secret, userId(i), 21),
  }));
  const authors = [0, 1, 50, 500, 1500, 2999].map((i) => ({
    id: studioId(i),
    token: benchToken(secret, studioId(i), 11),
  }));
  return [
    {
      setupRequest: (request) => {
        const slot = n++ % 10;
        if (slot < 6) {
          const viewer = viewers[n % viewers.length];
          return {
            ...request,
            method: 'GET',
            path: '/api/feed/following?sort=recent&total=10',
            headers: { ...request.headers, authorization: `JWT ${viewer.token}` },
          };
        }
        if (slot < 9) {
          const author = authors[n % authors.length];
          return { ...request, method: 'GET', path: `/api/post/getbyartist/${author.id}/10` };
        }
        const author = authors[n % authors.length];
        return {
          ...request,
          method: 'POST',
          path: '/api/post/new',
          headers: {
            ...request.headers,
            authorization: `JWT ${author.token}`,
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          },
          body: postBody(n),
        };
      },
    },
  ];
}

/** One request of each kind first: a wrong answer stops the run with what the service said. */
async function checkEachKind(base, secret) {
  const viewer = benchToken(secret, userId(0), 21);
  const author = benchToken(secret, studioId(1), 11);
  const calls = [
    ['/api/feed/following?sort=recent&total=10', { headers: { authorization: `JWT ${viewer}` } }],
    [`/api/post/getbyartist/${studioId(1)}/10`, {}],
    [
      '/api/post/new',
      {
        method: 'POST',
        headers: { authorization: `JWT ${author}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        body: postBody(0),
      },
    ],
  ];
  for (const [url, init] of calls) {
    const response = await fetch(`${base}${url}`, init);
    if (!response.ok)
      throw new Error(
        `${init.method ?? 'GET'} ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
  }
}

async function measureMix({ base, secret, connections, durationS, warmupS }) {
  await checkEachKind(base, secret);
  const options = { url: base, connections, headers: { 'accept-encoding': 'br, gzip' }, requests: mixRequests(secret) };
  if (warmupS > 0) await run({ ...options, duration: warmupS });
  const result = await run({ ...options, duration: durationS });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (result.requests.total === 0 || failures / result.requests.total > 0.01)
    throw new Error(
      `the mix: ${failures} of ${result.requests.total} requests failed (non-2xx ${result.non2xx}, errors ${result.errors})`,
    );
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  };
}

/** The following feed of one viewer, alone. */
async function measureFollowing({ base, token, connections, durationS, warmupS }) {
  const options = {
    url: `${base}/api/feed/following?sort=recent&total=10`,
    connections,
    headers: { 'accept-encoding': 'br, gzip', authorization: `JWT ${token}` },
  };
  if (warmupS > 0) await run({ ...options, duration: warmupS });
  const result = await run({ ...options, duration: durationS });
  if (result.non2xx + result.errors > 0)
    throw new Error(`following feed: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  };
}

export async function benchSocial() {
  const settings = {
    connections: number('BENCH_CONNECTIONS', 20),
    durationS: number('BENCH_DURATION_S', 15),
    warmupS: number('BENCH_WARMUP_S', 3),
  };
  let seeded;
  const seedStart = Date.now();
  const stack = await socialBenchStack({
    prepare: async (databaseUrl) => {
      console.log('  seeding 10,000 users, the follower graph and 500,000 posts…');
      seeded = await seedGraph(databaseUrl);
    },
  });
  const seedSeconds = (Date.now() - seedStart) / 1000;
  try {
    console.log(`  seeded ${JSON.stringify(seeded)} in ${seedSeconds.toFixed(0)} s`);
    const common = {
      base: stack.gatewayUrl,
      connections: settings.connections,
      durationS: settings.durationS,
      warmupS: settings.warmupS,
    };
    const health = await measurePaths({ ...common, paths: ['/health'] });
    console.log(`  /health: ${health.requestsPerSecond.toFixed(0)}/s, p99 ${health.p99} ms`);
    const mix = await measureMix({ ...common, secret: stack.jwtSecret });
    console.log(`  mix: ${mix.requestsPerSecond.toFixed(0)}/s, p50 ${mix.p50} ms, p99 ${mix.p99} ms`);
    const heavy = await measureFollowing({ ...common, token: benchToken(stack.jwtSecret, userId(0), 21) });
    const light = await measureFollowing({ ...common, token: benchToken(stack.jwtSecret, userId(20), 21) });
    console.log(`  following feed: 2,000 follows p99 ${heavy.p99} ms, 10 follows p99 ${light.p99} ms`);
    const result = {
      settings,
      seeded,
      seedSeconds,
      health,
      mix,
      heavy,
      light,
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      graph: GRAPH,
    };
    writeSocialSection(path.join(ROOT, 'docs', 'benchmarks.md'), socialSection(result));
    const ratio = heavy.p99 / Math.max(light.p99, 1);
    if (ratio > 3)
      throw new Error(
        `following feed p99: 2,000 follows ${heavy.p99} ms is ${ratio.toFixed(2)} × 10 follows (${light.p99} ms), over 3 ×`,
      );
    return result;
  } finally {
    await stack.stop();
  }
}
