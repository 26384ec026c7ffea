#!/usr/bin/env node
// `npm run audit`: `npm audit --omit=dev --audit-level=high` over the production dependencies of
// the workspaces that ship (infra/lib/audit.mjs, shippedWorkspaces), with the outcomes told apart: exit 0 the advisory service answered and nothing is high or
// critical; 1 something is (listed); 2 the service could not be reached (NOT a pass: run it where
// the registry's advisory endpoint answers, docs/security.md); 3 npm failed otherwise.
// `--list` prints each of them's direct production dependencies with the installed versions.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { classifyAudit, EXIT_CODES, shippedWorkspaces } from '../lib/audit.mjs';
import { ROOT } from '../lib/config.mjs';

function npmAudit() {
  return new Promise((resolve) => {
    const workspaces = shippedWorkspaces(ROOT).map((dir) => `--workspace=${dir}`);
    const child = spawn('npm', ['audit', '--omit=dev', '--audit-level=high', '--json', ...workspaces], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => resolve({ code: -1, stdout, stderr: `${stderr}\n${error.message}` }));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Each shipped workspace's direct `dependencies` (other than its own packages), as installed. */
function productionDependencies() {
  const workspaces = shippedWorkspaces(ROOT);
  const rows = [];
  for (const dir of workspaces) {
    let manifest;
    try {
      manifest = readJson(path.join(ROOT, dir, 'package.json'));
    } catch {
      continue;
    }
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      if (name.startsWith('@art/')) continue;
      let installed = '?';
      for (const base of [path.join(ROOT, dir), ROOT]) {
        try {
          installed = readJson(path.join(base, 'node_modules', name, 'package.json')).version;
          break;
        } catch {}
      }
      rows.push({ workspace: manifest.name, name, installed });
    }
  }
  return rows;
}

if (process.argv.includes('--list')) {
  for (const row of productionDependencies()) console.log(`${row.workspace}\t${row.name}\t${row.installed}`);
  process.exit(0);
}

const result = classifyAudit(await npmAudit());
switch (result.outcome) {
  case 'clean':
    console.log(`npm audit (production dependencies): no high or critical advisory ${JSON.stringify(result.counts)}`);
    break;
  case 'advisories':
    console.error('npm audit (production dependencies): high or critical advisories:');
    for (const entry of result.packages) console.error(`  ${entry.severity}\t${entry.name}\t${entry.via.join('; ')}`);
    console.error('Fix with an upgrade (npm audit fix --omit=dev, or a newer version in the workspace).');
    break;
  case 'unreachable':
    console.error(
      'npm audit could NOT reach the advisory service: this is not a pass, nothing was checked.\n' +
        `${result.reason}\nRun \`npm run audit\` where the registry's advisory endpoint answers (docs/security.md).`,
    );
    break;
  default:
    console.error(`npm audit failed: ${result.reason}`);
}
process.exit(EXIT_CODES[result.outcome]);
