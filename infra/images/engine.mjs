// The container tools `npm run test:images` needs: buildah (builds the Dockerfiles as they are,
// RUN --mount=type=cache included, which Debian's Docker without BuildKit rejects), Docker (runs
// the compose stack), debootstrap (the stand-in base images). Installed with apt-get when missing
// (as root on Debian, as on CI); a stopped Docker engine is started in the background and left
// running, as the run command leaves PostgreSQL running.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const engineAnswers = () => spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 20_000 }).status === 0;

export async function ensureEngine({ cacheDir, log = console.log } = {}) {
  const missing = [
    ['buildah', 'buildah'],
    ['dockerd', 'docker.io'],
    ['docker', 'docker.io'],
    ['debootstrap', 'debootstrap'],
  ].filter(([command]) => !has(command));
  if (missing.length) {
    const packages = [...new Set(missing.map(([, p]) => p))];
    if (process.getuid?.() !== 0 || !has('apt-get')) {
      throw new Error(`missing ${missing.map(([c]) => c).join(', ')}: install ${packages.join(' ')}`);
    }
    log(`installing ${packages.join(' ')} with apt-get`);
    // A fresh CI machine may have no package lists yet.
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (install.status !== 0) throw new Error(`apt-get install ${packages.join(' ')} failed`);
  }
  if (engineAnswers()) return;
  mkdirSync(cacheDir, { recursive: true });
  const logFile = path.join(cacheDir, 'dockerd.log');
  log(`starting dockerd in the background (log: ${logFile})`);
  const out = openSync(logFile, 'a');
  spawn('dockerd', [], { detached: true, stdio: ['ignore', out, out] }).unref();
  const deadline = Date.now() + 60_000;
  while (!engineAnswers()) {
    if (Date.now() > deadline) throw new Error(`dockerd did not answer within 60 s; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}
