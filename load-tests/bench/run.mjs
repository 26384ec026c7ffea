// `npm run bench`: the in-repo benchmarks that run on a developer machine and write their figures
// to docs/benchmarks.md, each in its own marked section. Add a benchmark by adding a line below.
import { benchAudience } from './audience/bench-audience.mjs';
import { benchCatalogue } from './catalogue/bench-catalogue.mjs';
import { benchCommerce } from './commerce/bench-commerce.mjs';
import { benchFrontendBudget } from './frontend-budget.mjs';
import { benchGateway } from './gateway/bench-gateway.mjs';
import { benchStack } from './gateway/stack.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchMessaging } from './messaging/bench-messaging.mjs';
import { benchSpread } from './messaging/bench-spread.mjs';
import { benchModeration } from './moderation/bench-moderation.mjs';
import { benchSocial } from './social/bench-social.mjs';

/**
 * The frontend benchmarks measure what a browser gets from the gateway (precompressed files,
 * headers, the real /api/health): the running one, or identity + gateway started for the run.
 */
async function withGateway(run) {
  const stack = await benchStack({ logLevel: 'warn' });
  try {
    if (stack.started.length) console.log(`started ${stack.started.join(' and ')} for the run`);
    return await run(stack.gatewayUrl);
  } finally {
    await stack.stop();
  }
}

async function frontendBudget() {
  // Built first (timed), so the gateway serves this build.
  const { buildFrontends } = await import('./frontend-budget.mjs');
  const build = await buildFrontends();
  const result = await withGateway((gatewayUrl) =>
    benchFrontendBudget({ build: false, buildResult: build, useGateway: true, gatewayUrl }),
  );
  if (!result.withinBudget)
    throw new Error(
      `first render of /login is ${result.totalGzipKb.toFixed(1)} KB gzip, over the ${result.budgetKb} KB budget`,
    );
  if (!result.transferWithinBudget)
    console.warn(
      `the scripts transferred for the first render exceed ${result.budgetKb} KB: is the gateway sending the precompressed files?`,
    );
}

async function lighthouse() {
  const { meetsTargets, results } = await withGateway((gatewayUrl) => benchLighthouse({ baseUrl: gatewayUrl }));
  if (!meetsTargets)
    throw new Error(
      `Lighthouse targets (performance ≥ 90, LCP ≤ 2.5 s, CLS < 0.1, accessibility ≥ 95) missed: ${results
        .map((r) => `${r.page} ${r.performance}/${r.accessibility} LCP ${r.metrics.LCP} CLS ${r.metrics.CLS}`)
        .join(', ')}`,
    );
}

const benchmarks = [
  ['gateway hop (POST /api/auth/authenticate)', benchGateway],
  ['frontend budget (first render of / and /login) and build time', frontendBudget],
  ['lighthouse (mobile, the landing pages of a running, seeded `npm start`)', lighthouse],
  ['catalogue (gallery pages and search at 10,000 and 100,000 artworks, EXPLAIN)', benchCatalogue],
  ['social (following feed at 2,000 and 10 follows, the 60/30/10 mix, 500,000 posts)', benchSocial],
  [
    'commerce (the web shop checkout mix 10/2/3/1 on 2,000 artworks for sale; no oversell, no lost order)',
    benchCommerce,
  ],
  [
    'messaging (the live socket: 1,000 sockets on two instances, message and notification delivery, zero lost)',
    benchMessaging,
  ],
  [
    'spread (the live socket: WebSockets over two messaging instances behind one gateway, polling kept on one)',
    benchSpread,
  ],
  ['audience (how soon a block takes effect in identity, catalogue, commerce, messaging and social)', benchAudience],
  [
    'moderation (the report and studio-request queues, a case, the audit log pages and its CSV export on 250,000 audit rows)',
    benchModeration,
  ],
];

// `--only=<word>`: run only the benchmark named by that first word (e.g. `--only=gateway`), or, when
// no first word is that, those whose name contains it. (By containing alone, `gateway` also ran
// `spread`, whose description mentions the gateway.)
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const firstWordIs = (name) => name.split(' ')[0] === only;
const selected = !only
  ? benchmarks
  : benchmarks.some(([name]) => firstWordIs(name))
    ? benchmarks.filter(([name]) => firstWordIs(name))
    : benchmarks.filter(([name]) => name.includes(only));
if (selected.length === 0) {
  console.error(`no benchmark matches --only=${only}; there are: ${benchmarks.map(([name]) => name).join(', ')}`);
  process.exit(1);
}

let failed = false;
for (const [name, run] of selected) {
  console.log(`\n== ${name}`);
  try {
    await run();
  } catch (error) {
    failed = true;
    console.error(`${name} failed: ${error.stack ?? error.message}`);
  }
}
process.exit(failed ? 1 : 0);
