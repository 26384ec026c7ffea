#!/usr/bin/env node
// `npm run load:k6 [-- <scenario>] [-- k6 options]`: runs load-tests/k6/<scenario>.js (auth by
// default; browse, social, checkout, chat, messaging, moderation) with k6 against BASE_URL (default
// http://localhost:8080), under PROFILE (load, soak, spike: profiles.js). k6 is a separate
// program (Grafana's, written in Go): it is not an npm package and Debian has none, so it is
// looked for on PATH (or K6=/path/to/k6).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const K6 = process.env.K6 || 'k6';
const SCENARIOS = ['auth', 'browse', 'social', 'checkout', 'chat', 'messaging', 'moderation'];
const args = process.argv.slice(2);
const scenario = SCENARIOS.includes(args[0]) ? args.shift() : 'auth';
const SCRIPT = fileURLToPath(new URL(`./${scenario}.js`, import.meta.url));

const probe = spawnSync(K6, ['version'], { stdio: 'ignore' });
if (probe.error?.code === 'ENOENT') {
  console.error(`k6 was not found (looked for "${K6}"). Install it, then run this again:
  - Debian/Ubuntu: Grafana's apt repository, then apt-get install k6
    (https://grafana.com/docs/k6/latest/set-up/install-k6/)
  - or a release binary from https://github.com/grafana/k6/releases on your PATH (or K6=/path/to/k6)
  - or Docker (the folder is mounted: scenarios import their neighbours): docker run --rm --network host -v "$PWD/load-tests/k6:/scripts" -e BASE_URL -e PROFILE -e USERS${scenario === 'moderation' ? ' -e OPERATORS -e OPERATOR_EMAIL -e OPERATOR_PASSWORD -e OPERATOR_TOTP_SECRET' : ''} grafana/k6 run /scripts/${scenario}.js
Before a run, read the head of load-tests/k6/${scenario}.js and load-tests/README.md (auth.js: the gateway's sign-in limits per IP and e-mail).`);
  process.exit(1);
}
const env = { ...process.env, BASE_URL: process.env.BASE_URL || 'http://localhost:8080' };
const run = spawnSync(K6, ['run', ...args, SCRIPT], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
