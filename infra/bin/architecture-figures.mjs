#!/usr/bin/env node
// The figures docs/architecture.md quotes about the shape of the code, measured on one or more
// checkouts: `node infra/bin/architecture-figures.mjs [dir ...]` (default: this folder). Each
// directory is one column of the printed markdown table, headed by its commit, so a before and an
// after can be measured side by side: `node infra/bin/architecture-figures.mjs /tmp/baseline .`.
// `--endpoint "GET /api/operator/refunds"` (repeatable) chooses the sample endpoints whose places are
// counted.
// Plain Node, no dependencies: it reads files as text and changes nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '.turbo', 'coverage', 'playwright-report']);
/**
 * Sample endpoints whose places are counted: an operator call added lately (commerce's refunds) and
 * a member call a remote uses through the sdk (notification's mail preferences).
 */
const DEFAULT_ENDPOINTS = ['GET /api/operator/refunds', 'GET /api/notifications/preferences'];
/** How many consecutive meaningful lines make a copy (the same as the `duplicates` command's default). */
export const COPY_WINDOW = 6;

/** The files of a checkout: tracked and untracked-but-not-ignored when it is a git work tree, else a walk. */
export function listFiles(root) {
  try {
    const out = execFileSync('git', ['-C', root, 'ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out
      .split('\0')
      .filter(Boolean)
      .filter((file) => !file.split('/').some((part) => SKIPPED_DIRS.has(part)))
      .filter((file) => existsSync(path.join(root, file)));
  } catch {
    const files = [];
    const walk = (dir) => {
      for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        if (SKIPPED_DIRS.has(entry.name)) continue;
        const rel = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) walk(rel);
        else if (entry.isFile()) files.push(rel);
      }
    };
    walk('');
    return files;
  }
}

export const isSource = (file) => SOURCE.test(file) && !file.endsWith('.d.ts');
export const isTest = (file) =>
  /(^|\/)(test|tests|__tests__)\//.test(file) || /\.(test|spec)\.(ts|tsx|mts|mjs|js)$/.test(file);
export const isMigration = (file) => /(^|\/)migrations\//.test(file) || /(^|\/|-)migrations\.[mc]?[jt]s$/.test(file);
/** Code that ships: sources outside tests, the test helpers' package and the load tests. */
export const isProduction = (file) =>
  isSource(file) &&
  !isTest(file) &&
  !file.startsWith('load-tests/') &&
  !file.startsWith('packages/testing/') &&
  // This script names what it counts (`as never`, `Kysely<any>`, `outbox.kick()`) in its labels.
  file !== 'infra/bin/architecture-figures.mjs';

const count = (text, pattern) => (text.match(pattern) ?? []).length;

/** A line worth comparing: not blank, not a comment, not an import, not lone punctuation. */
export function meaningful(line) {
  const trimmed = line.trim().replace(/\s+/g, ' ');
  if (!trimmed) return null;
  if (/^(\/\/|\/\*|\*|\*\/)/.test(trimmed)) return null;
  if (/^(import|export \{[^}]*\} from|\} from )/.test(trimmed)) return null;
  if (/^[\s{}()[\];,.:<>/]*$/.test(trimmed)) return null;
  return trimmed;
}

/**
 * Copied lines: meaningful lines that lie in a run of COPY_WINDOW consecutive meaningful lines
 * standing, to the letter (white space folded), in at least one other place of the files given.
 * Returns the copied and the meaningful line counts.
 */
export function copiedLines(filesWithText) {
  const windows = new Map();
  const lines = [];
  for (const [file, text] of filesWithText) {
    const kept = text.split('\n').map(meaningful).filter(Boolean);
    lines.push([file, kept]);
    for (let i = 0; i + COPY_WINDOW <= kept.length; i++) {
      const key = kept.slice(i, i + COPY_WINDOW).join('\n');
      const places = windows.get(key) ?? [];
      places.push([file, i]);
      windows.set(key, places);
    }
  }
  const copied = new Map();
  for (const places of windows.values()) {
    if (places.length < 2) continue;
    for (const [file, start] of places) {
      const marks = copied.get(file) ?? new Set();
      for (let i = start; i < start + COPY_WINDOW; i++) marks.add(i);
      copied.set(file, marks);
    }
  }
  let total = 0;
  let copiedCount = 0;
  for (const [file, kept] of lines) {
    total += kept.length;
    copiedCount += copied.get(file)?.size ?? 0;
  }
  return { copied: copiedCount, total };
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The places a newcomer edits today to add one public endpoint, counted on a sample endpoint that
 * exists: every source file (production and tests, not prose) naming its path, whether as the
 * public `/api/...` path or as the service's own path without `/api`, and inside a file each named
 * list (`export const X = [...]`, such as the gateway's ROUTE_TABLE and its policy lists) that
 * names it counts as one more place.
 */
export function endpointPlaces(root, files, endpoint) {
  const [method, publicPath] = endpoint.trim().split(/\s+/);
  const own = publicPath.replace(/^\/api(?=\/)/, '');
  // The path, ended by what ends a literal or starts a query (not by a deeper segment).
  const pattern = new RegExp(`${escapeRegExp(own)}(?=['"\`?$])`);
  const places = [];
  for (const file of files) {
    if (!isSource(file)) continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    if (!pattern.test(text)) continue;
    const lists = [];
    const listPattern = /^export const (\w+)[^=\n]*=\s*\[/gm;
    const starts = [...text.matchAll(listPattern)].map((match) => ({ name: match[1], at: match.index }));
    for (const [index, start] of starts.entries()) {
      const end = starts[index + 1]?.at ?? text.length;
      if (pattern.test(text.slice(start.at, end))) lists.push(start.name);
    }
    places.push({ file, lists, count: Math.max(1, lists.length) });
  }
  return { method, path: publicPath, places, total: places.reduce((sum, place) => sum + place.count, 0) };
}

/** The checkout's commit, marked `+changes` when its work tree differs from it. */
function commitOf(root) {
  try {
    const git = (...args) =>
      execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const commit = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=normal') ? `${commit}+changes` : commit;
  } catch {
    return path.basename(path.resolve(root));
  }
}

/** All figures of one checkout. */
export function measure(root, { endpoints = DEFAULT_ENDPOINTS } = {}) {
  const files = listFiles(root);
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  const production = files.filter(isProduction).filter((file) => statSync(path.join(root, file)).size < 2_000_000);
  const texts = production.map((file) => [file, read(file)]);
  const outsideMigrations = texts.filter(([file]) => !isMigration(file));
  const inMigrations = texts.filter(([file]) => isMigration(file));
  const sum = (list, pattern) => list.reduce((total, [, text]) => total + count(text, pattern), 0);
  const { copied, total } = copiedLines(texts);
  const sizes = texts
    .map(([file, text]) => ({ file, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) }))
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
  return {
    label: commitOf(root),
    productionFiles: production.length,
    productionLines: sizes.reduce((all, { lines }) => all + lines, 0),
    asNever: sum(outsideMigrations, /\bas never\b/g),
    asNeverMigrations: sum(inMigrations, /\bas never\b/g),
    asUnknownAs: sum(texts, /\bas unknown as\b/g),
    kyselyAny: sum(outsideMigrations, /Kysely<any>/g),
    kicks: sum(texts, /\boutbox\.kick\(\)/g),
    copied,
    meaningfulLines: total,
    over300: sizes.filter(({ lines }) => lines > 300).length,
    largest: sizes.slice(0, 10),
    endpoints: endpoints.map((endpoint) => endpointPlaces(root, files, endpoint)),
  };
}

const percent = (part, whole) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : '0 %');

/** The figures as markdown: one table with a column per checkout, then each checkout's details. */
export function render(results) {
  const rows = [
    ['Production source files (not tests, test helpers, load tests)', (r) => r.productionFiles],
    ['Production source lines', (r) => r.productionLines],
    ['`as never` in production code, outside migrations', (r) => r.asNever],
    ['`as never` in migrations', (r) => r.asNeverMigrations],
    ['`as unknown as` in production code', (r) => r.asUnknownAs],
    ['`Kysely<any>` outside migrations', (r) => r.kyselyAny],
    ['Manual `outbox.kick()` calls', (r) => r.kicks],
    [
      `Copied lines (runs of ${COPY_WINDOW}+ meaningful lines found elsewhere)`,
      (r) => `${r.copied} of ${r.meaningfulLines} (${percent(r.copied, r.meaningfulLines)})`,
    ],
    ['Production files over 300 lines', (r) => r.over300],
    ['Largest production file (lines)', (r) => `${r.largest[0]?.file ?? '-'} (${r.largest[0]?.lines ?? 0})`],
    ...results[0].endpoints.map((sample, index) => [
      `Places to edit for one public endpoint, counted on \`${sample.method} ${sample.path}\``,
      (r) => `${r.endpoints[index].total} in ${r.endpoints[index].places.length} files`,
    ]),
  ];
  const out = [];
  out.push(`| figure | ${results.map((r) => r.label).join(' | ')} |`);
  out.push(`|---|${results.map(() => '---:').join('|')}|`);
  for (const [name, value] of rows) out.push(`| ${name} | ${results.map((r) => value(r)).join(' | ')} |`);
  for (const result of results) {
    out.push('', `Ten largest production files at ${result.label}:`, '', '| file | lines |', '|---|---:|');
    for (const { file, lines } of result.largest) out.push(`| \`${file}\` | ${lines} |`);
    for (const sample of result.endpoints) {
      out.push(
        '',
        `Places naming \`${sample.method} ${sample.path}\` at ${result.label}:`,
        '',
        '| file | named lists |',
        '|---|---|',
      );
      for (const place of sample.places)
        out.push(`| \`${place.file}\` | ${place.lists.length ? place.lists.join(', ') : '-'} |`);
    }
  }
  return `${out.join('\n')}\n`;
}

function main(argv) {
  const dirs = [];
  const endpoints = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--endpoint') endpoints.push(argv[++i]);
    else if (argv[i].startsWith('--endpoint=')) endpoints.push(argv[i].slice('--endpoint='.length));
    else if (argv[i] === '--help' || argv[i] === '-h') {
      process.stdout.write('usage: architecture-figures.mjs [--endpoint "GET /api/path"] [dir ...]\n');
      return;
    } else dirs.push(argv[i]);
  }
  if (dirs.length === 0) dirs.push(process.cwd());
  const options = endpoints.length ? { endpoints } : {};
  process.stdout.write(render(dirs.map((dir) => measure(dir, options))));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
