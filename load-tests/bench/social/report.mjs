// The social section of docs/benchmarks.md, between its own markers.
import { replaceSection } from '../benchmarks-doc.mjs';

const START = '<!-- social-bench:start -->';
const END = '<!-- social-bench:end -->';
const ms = (value) => `${value} ms`;

export function socialSection(result) {
  const { health, mix, heavy, light, seeded, settings } = result;
  const ratio = heavy.p99 / Math.max(light.p99, 1);
  return `${START}
## Social: the social-network mix and the following feed (\`npm run bench -- --only=social\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${result.machine}: gateway + social from \`dist/\`,
production settings, through the gateway, ${settings.connections} connections, ${settings.durationS} s after a
${settings.warmupS} s warm-up. Data (written with SQL in ${result.seedSeconds.toFixed(0)} s): ${seeded.users} users
(3,000 studios), ${seeded.follows} follows (ten studios with ${seeded.popular} followers each; the heavy viewer
follows ${seeded.heavy} studios, the light one ${seeded.light}), ${seeded.posts} posts. Fan-out on read (see
docs/decisions.md, "Social area: following feed").

| What | Requests/s | p50 | p99 |
|---|---|---|---|
| \`/health\` (baseline) | ${health.requestsPerSecond.toFixed(0)} | ${ms(health.p50)} | ${ms(health.p99)} |
| Mix: 60 % following feed, 30 % profile feed, 10 % new posts | ${mix.requestsPerSecond.toFixed(0)} (${((mix.requestsPerSecond / health.requestsPerSecond) * 100).toFixed(0)} % of /health) | ${ms(mix.p50)} | ${ms(mix.p99)} |
| Following feed, viewer following ${seeded.heavy} | ${heavy.requestsPerSecond.toFixed(0)} | ${ms(heavy.p50)} | ${ms(heavy.p99)} |
| Following feed, viewer following ${seeded.light} | ${light.requestsPerSecond.toFixed(0)} | ${ms(light.p50)} | ${ms(light.p99)} |

Target: p99 of the following feed for the ${seeded.heavy}-follow viewer within 3 × the p99 for the
${seeded.light}-follow viewer: **${ratio.toFixed(2)} ×** (${ratio <= 3 ? 'met' : 'missed'}).
${END}`;
}

export function writeSocialSection(file, section) {
  replaceSection({ file, start: START, end: END, section });
}
