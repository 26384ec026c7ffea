#!/usr/bin/env node
// art-test [pattern…] [-- node test flags…]
// Runs `node --conditions=@art/source --import tsx --test --test-concurrency=1` on the files that
// match the patterns (default 'test/**/*.test.ts'). Node 20's --test does not expand globs, and
// npm's shell has no `**`, so this expands them. No matching file: says so and exits 0.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';

const argv = process.argv.slice(2);
const dash = argv.indexOf('--');
const patterns = (dash >= 0 ? argv.slice(0, dash) : argv).filter((a) => !a.startsWith('--'));
const extra = [
  ...(dash >= 0 ? argv.slice(dash + 1) : []),
  ...(dash >= 0 ? argv.slice(0, dash) : argv).filter((a) => a.startsWith('--')),
];
if (!patterns.length) patterns.push('test/**/*.test.ts');

function toRegExp(glob) {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      re += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

function walk(dir, out = []) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const full = dir === '.' ? e.name : `${dir}/${e.name}`;
    if (e.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

const files = new Set();
for (const pattern of patterns) {
  const clean = pattern.replace(/^\.\//, '');
  const base = clean.split('/').findIndex((part) => /[*?]/.test(part));
  if (base < 0) {
    files.add(clean);
    continue;
  }
  const root = clean.split('/').slice(0, base).join('/') || '.';
  const re = toRegExp(clean);
  for (const f of walk(root)) if (re.test(f)) files.add(f);
}

if (!files.size) {
  console.log(`art-test: no test files match ${patterns.join(' ')} in ${process.cwd()}`);
  process.exit(0);
}

// tsx resolved from here, so the runner works from any folder of the repository.
const tsx = import.meta.resolve('tsx');
const args = [
  '--conditions=@art/source',
  '--import',
  tsx,
  '--test',
  '--test-concurrency=1',
  ...extra,
  ...[...files].sort(),
];
const child = spawn(process.execPath, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
