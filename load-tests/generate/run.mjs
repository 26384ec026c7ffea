#!/usr/bin/env node
// `npm run load:seed -- --users=N --artworks=N --posts=N --follows=N [BASE_URL=…]`: the data the
// k6 scenarios need, through the public API of the deployment at BASE_URL (default
// http://localhost:8080), and the accounts file they read (load-tests/.accounts; give it to a
// scenario as -e USERS="$(cat load-tests/.accounts)"). Options and modes: generate.mjs, and
// load-tests/README.md.
import { generate, parseArgs, planOf } from './generate.mjs';

let options;
try {
  options = parseArgs(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`${error.message}
usage: npm run load:seed -- [--users=N | --accounts=file] [--follows=N] [--posts=N] [--artworks=N]
         [--studios=email:pw,…] [--direct [--catalogue-db=url]] [--per-minute=N] [--password=pw] [--out=file]
         [--mail-api=url] [BASE_URL=url] [MAILDEV_URL=url]`);
  process.exit(2);
}
console.log(`seeding ${planOf(options).summary}`);
try {
  const result = await generate(options);
  console.log(
    `done: ${result.accounts} accounts, ${result.follows} follows, ${result.posts} posts, ${result.artworks} artworks; accounts in ${result.out}`,
  );
} catch (error) {
  console.error(`load:seed failed: ${error.message}`);
  process.exit(1);
}
