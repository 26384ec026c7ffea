// Debian's Chromium for the browser tests, and the Noto fonts so that Nepali and Chinese screens
// show letters rather than empty boxes. Installed with apt-get when missing and we are root (as on
// CI and the developers' machines); otherwise the error says what to install. Never a browser
// download of a test tool's own.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { log } from './log.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function hasFont(pattern) {
  try {
    return pattern.test(execFileSync('fc-list', [], { encoding: 'utf8' }));
  } catch {
    return false;
  }
}

export function missingBrowserPackages() {
  const missing = [];
  if (!existsSync(CHROMIUM_PATH)) missing.push('chromium');
  if (!hasFont(/devanagari/i)) missing.push('fonts-noto-core');
  if (!hasFont(/cjk/i)) missing.push('fonts-noto-cjk');
  return missing;
}

export function ensureBrowser() {
  const missing = missingBrowserPackages();
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(`the browser tests need ${missing.join(', ')}: sudo apt-get install -y ${missing.join(' ')}`);
  }
  log.info(`installing ${missing.join(', ')} (Debian packages) for the browser tests`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...missing]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args[0]} failed (exit code ${result.status})`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    ensureBrowser();
  } catch (error) {
    log.error(error.message);
    process.exit(1);
  }
}
