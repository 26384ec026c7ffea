#!/usr/bin/env node
// art-test [--tsx] [pattern…] [-- node test flags…]
// Runs a workspace's test files (default 'test/**/*.test.ts') with `node --test`, one file per
// process, one at a time unless the flags say `--test-concurrency=<n>`. Node 20's --test does not expand globs, and npm's
// shell has no `**`, so this expands them. No matching file: says so and exits 0.
// The files are bundled first (bundle-tests.mjs) into node_modules/.cache/art-test and run as
// plain JavaScript; --tsx (or ART_TEST_TSX=1) runs the sources under tsx instead, for a suite that
// imports .ts files at run time, or to compare.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { bundleTests } from './bundle-tests.mjs';

const argv = process.argv.slice(2);
const dash = argv.indexOf('--');
const own = dash >= 0 ? argv.slice(0, dash) : argv;
const underTsx = own.includes('--tsx') || process.env.ART_TEST_TSX === '1';
const patterns = own.filter((a) => !a.startsWith('--'));
const extra = [...(dash >= 0 ? argv.slice(dash + 1) : []), ...own.filter((a) => a.startsWith('--') && a !== '--tsx')];
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

const sorted = [...files].sort();
const concurrency = extra.some((a) => a.startsWith('--test-concurrency=')) ? [] : ['--test-concurrency=1'];
let args;
if (underTsx) {
  // tsx resolved from here, so the runner works from any folder of the repository.
  const tsx = import.meta.resolve('tsx');
  args = ['--conditions=@art/source', '--import', tsx, '--test', ...concurrency, ...extra, ...sorted];
} else {
  const outdir = path.resolve('node_modules/.cache/art-test');
  const bundles = await bundleTests({ files: sorted, cwd: process.cwd(), outdir });
  args = [
    '--enable-source-maps',
    '--test',
    ...concurrency,
    ...extra,
    ...bundles.map((b) => path.relative(process.cwd(), b)),
  ];
}
const child = spawn(process.execPath, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
