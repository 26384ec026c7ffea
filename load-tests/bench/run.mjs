// `npm run bench`: the in-repo benchmarks that run on a developer machine and write their figures
// to docs/benchmarks.md, each in its own marked section. Add a benchmark by adding a line below.
import { benchFrontendBudget } from './frontend-budget.mjs';
import { benchGateway } from './gateway/bench-gateway.mjs';

async function frontendBudget() {
  const result = await benchFrontendBudget();
  if (!result.withinBudget)
    throw new Error(`first render of /login is ${result.totalGzipKb} KB gzip, over the 200 KB budget`);
}

const benchmarks = [
  ['gateway hop (POST /api/auth/authenticate)', benchGateway],
  ['frontend budget (first render of /login) and build time', frontendBudget],
];

// `--only=<word>`: run only the benchmarks whose name contains the word (e.g. `--only=gateway`).
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const selected = only ? benchmarks.filter(([name]) => name.includes(only)) : benchmarks;
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
