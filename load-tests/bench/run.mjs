// `npm run bench`: the in-repo benchmarks that run on a developer machine and write their figures
// to docs/benchmarks.md, each in its own marked section. Add a benchmark by adding a line below.
import { benchGateway } from './gateway/bench-gateway.mjs';

const benchmarks = [['gateway hop (POST /api/auth/authenticate)', benchGateway]];

let failed = false;
for (const [name, run] of benchmarks) {
  console.log(`\n== ${name}`);
  try {
    await run();
  } catch (error) {
    failed = true;
    console.error(`${name} failed: ${error.stack ?? error.message}`);
  }
}
process.exit(failed ? 1 : 0);
