// Frontend budget: the JavaScript a browser downloads for the first render of / and /login (shell +
// identity remote + the shared libraries) against the 150 KB gzip budget of the speed issue (200 before it), twice: the
// bytes Chromium actually received (as served, compressed: CDP Network.loadingFinished
// encodedDataLength) and each response gzipped here at level 6 (independent of the server); plus
// the production build time of all frontends. Writes its section of docs/benchmarks.md.
//
//   node load-tests/bench/frontend-budget.mjs            # build (timed), then measure
//   node load-tests/bench/frontend-budget.mjs --no-build # measure the existing dist/ folders
//   node load-tests/bench/frontend-budget.mjs --gateway  # against the running gateway (:8080)
//
// From another script: `import { benchFrontendBudget } from './frontend-budget.mjs'`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { gzipSync } from 'node:zlib';
import { replaceSection } from './benchmarks-doc.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FRONTENDS = path.join(ROOT, 'frontends');
export const FRONTEND_BUDGET_KB = 150;
const BENCHMARKS_FILE = path.join(ROOT, 'docs', 'benchmarks.md');
const START = '<!-- bench:frontend -->';
const END = '<!-- /bench:frontend -->';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// ---------------------------------------------------------------------------------------------
// Build

/** Runs the production build of every frontend (and the packages they depend on), timed. */
export async function buildFrontends({ log = console.log } = {}) {
  const started = performance.now();
  const output = await new Promise((resolve, reject) => {
    // --force: a turbo cache hit would time a copy, not a build.
    const child = spawn('npx', ['turbo', 'run', 'build', '--filter=./frontends/*', '--force', '--output-logs=full'], {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`frontend build failed (exit ${code}):\n${text.slice(-4000)}`)),
    );
  });
  const wallS = (performance.now() - started) / 1000;
  // rspack's own compile time per frontend, e.g. "@art/frontend-shell:build: Rspack compiled successfully in 709 ms".
  const perFrontend = {};
  // rspack colours its output even when told not to; strip the escape codes before reading it.
  const plain = stripVTControlCharacters(output);
  for (const match of plain.matchAll(
    /@art\/frontend-([\w-]+):build: Rspack compiled successfully in ([\d.]+) (ms|s)/g,
  )) {
    perFrontend[match[1]] = Number(match[2]) / (match[3] === 'ms' ? 1000 : 1);
  }
  log(`built all frontends in ${wallS.toFixed(1)} s`);
  return { wallS, perFrontend };
}

// ---------------------------------------------------------------------------------------------
// Serving: the gateway's layout (shell at /, remotes at /mf/<area>/) and its contract for the
// precompressed files the build writes (X.br, X.gz by Accept-Encoding, br preferred).

const TYPES = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.css': 'text/css',
  '.map': 'application/json',
};

async function fileIn(dist, urlPath) {
  const file = path.resolve(dist, `.${decodeURIComponent(urlPath)}`);
  if (!file.startsWith(dist + path.sep)) return undefined;
  try {
    return (await stat(file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** The precompressed copy of `file` the client accepts (br first), if the build wrote one. */
async function encodedFile(file, acceptEncoding = '') {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name.trim().toLowerCase()),
  );
  const accepts = (name) => accepted.has(name);
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (!accepts(encoding)) continue;
    try {
      if ((await stat(file + suffix)).isFile()) return { encoding, file: file + suffix };
    } catch {}
  }
  return undefined;
}

/**
 * A tiny server laid out like the gateway, serving the precompressed files like it; `/api` and
 * `/media` go to `apiUrl` when given (a running gateway or stack), else /api/health is stubbed so
 * the shell starts.
 */
export async function serveFrontends({ frontendsDir = FRONTENDS, apiUrl } = {}) {
  const server = createServer(async (request, response) => {
    const urlPath = (request.url ?? '/').split('?')[0];
    const send = async (file) => {
      const encoded = await encodedFile(file, String(request.headers['accept-encoding'] ?? ''));
      response.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
        vary: 'Accept-Encoding',
        ...(encoded ? { 'content-encoding': encoded.encoding } : {}),
      });
      response.end(await readFile(encoded?.file ?? file));
    };
    const notFound = () => {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 'not-found', message: 'Not found' }));
    };
    if (apiUrl && /^\/(?:api|media)(?:\/|$)/.test(urlPath)) return proxy(request, response, apiUrl);
    if (urlPath === '/api/health') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ status: 'success' }));
    }
    if (/^\/(?:api|media|live)(?:\/|$)/.test(urlPath)) return notFound();
    const remote = /^\/mf\/([a-z][a-z0-9-]*)(\/.*)$/.exec(urlPath);
    if (remote) {
      const file = await fileIn(
        path.join(frontendsDir, remote[1], 'dist'),
        remote[2] === '/' ? '/index.html' : remote[2],
      );
      return file ? send(file) : notFound();
    }
    const shell = path.join(frontendsDir, 'shell', 'dist');
    const file = (urlPath !== '/' && (await fileIn(shell, urlPath))) || (await fileIn(shell, '/index.html'));
    return file ? send(file) : notFound();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

function proxy(request, response, apiUrl) {
  const target = new URL(request.url ?? '/', apiUrl);
  const upstream = httpRequest(
    target,
    { method: request.method, headers: { ...request.headers, host: target.host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: 'error', message: 'upstream unavailable' }));
  });
  request.pipe(upstream);
}

// ---------------------------------------------------------------------------------------------
// Attribution of each script to a part, through its source map.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = Object.fromEntries([...BASE64].map((char, index) => [char, index]));

/** Generated characters per source index, from a source map's `mappings` (VLQ). */
function generatedCharsPerSource(map, code) {
  const lines = code.split('\n');
  const counts = new Map();
  let sourceIndex = 0;
  const mappingLines = map.mappings.split(';');
  for (let lineNo = 0; lineNo < mappingLines.length; lineNo++) {
    const segments = [];
    let column = 0;
    for (const segment of mappingLines[lineNo].split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64_VALUE[char];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length >= 4) {
        sourceIndex += values[1];
        segments.push([column, sourceIndex]);
      } else segments.push([column, -1]);
    }
    const lineLength = lines[lineNo]?.length ?? 0;
    for (let i = 0; i < segments.length; i++) {
      const [from, source] = segments[i];
      const to = i + 1 < segments.length ? segments[i + 1][0] : lineLength;
      counts.set(source, (counts.get(source) ?? 0) + Math.max(0, to - from));
    }
  }
  return counts;
}

/** The part a source file belongs to (source paths look like `webpack://art_shell/./src/App.tsx`). */
function partOfSource(source, origin) {
  const s = source.replace(/\\/g, '/').replace(/^webpack:\/\/[^/]*\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(s)?.[1];
  if (pkg === 'react' || pkg === 'react-dom' || pkg === 'scheduler') return 'react + react-dom';
  // What the browser runs for React's API (docs/decisions/0047-preact-in-the-browser.md).
  if (pkg === 'preact') return 'preact (React API)';
  if (
    pkg === 'react-router' ||
    pkg === 'wouter' ||
    pkg === 'regexparam' ||
    pkg === 'cookie' ||
    pkg === 'set-cookie-parser'
  )
    return 'router';
  if (
    [
      'i18next',
      'react-i18next',
      'i18next-browser-languagedetector',
      'html-parse-stringify',
      'void-elements',
      'use-sync-external-store',
    ].includes(pkg)
  )
    return 'i18n';
  if (pkg?.startsWith('@module-federation/')) return 'federation runtime';
  if (/(?:^|\/)packages\/(?:ui|sdk)\//.test(s)) return '@art/ui + @art/sdk';
  if (pkg) return `other libraries (${origin})`;
  if (/^webpack\//.test(s)) return `${origin} (bundler runtime)`;
  return `${origin} (own code)`;
}

async function attribute(url, body, frontendsDir) {
  const { pathname } = new URL(url);
  const remote = /^\/mf\/([a-z][a-z0-9-]*)(\/.*)$/.exec(pathname);
  const origin = remote ? `${remote[1]} remote` : 'shell';
  const dist = remote ? path.join(frontendsDir, remote[1], 'dist') : path.join(frontendsDir, 'shell', 'dist');
  const mapFile = await fileIn(dist, `${remote ? remote[2] : pathname}.map`);
  if (!mapFile) return { [`${origin} (no source map)`]: 1 };
  const map = JSON.parse(await readFile(mapFile, 'utf8'));
  const counts = generatedCharsPerSource(map, body.toString('utf8'));
  const total = [...counts.values()].reduce((a, b) => a + b, 0) || 1;
  const shares = {};
  for (const [index, chars] of counts) {
    const part = index < 0 ? `${origin} (bundler runtime)` : partOfSource(map.sources[index] ?? '', origin);
    shares[part] = (shares[part] ?? 0) + chars / total;
  }
  return shares;
}

// ---------------------------------------------------------------------------------------------
// Measurement

/** The pages measured and what says each has rendered. */
export const BUDGET_PAGES = [
  { path: '/', ready: '[data-testid=header]' },
  { path: '/login', ready: '[data-testid=login-form]' },
];

const isScript = (type, mimeType, url) =>
  type === 'Script' || /javascript/.test(mimeType ?? '') || /\.m?js(?:\?|$)/.test(url);

/**
 * Opens `urlPath` in a fresh headless Chromium context and records every response through the
 * DevTools protocol: bytes on the wire (encodedDataLength, headers included, as the browser
 * received them: compressed when the server compressed), the body size after decoding, the
 * Content-Encoding; plus each script body, gzipped here at level 6 and attributed to its part.
 */
export async function measurePage(browser, { baseUrl, urlPath, ready, frontendsDir = FRONTENDS }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      requests.set(requestId, {
        url: response.url,
        type,
        status: response.status,
        mimeType: response.mimeType,
        encoding:
          Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'none',
      });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const entry = requests.get(requestId);
      if (entry) entry.transferred = encodedDataLength;
    });
    const bodies = [];
    page.on('response', (response) => {
      if (
        !isScript(
          response.request().resourceType() === 'script' ? 'Script' : '',
          response.headers()['content-type'],
          response.url(),
        )
      )
        return;
      bodies.push(
        response.body().then(
          (body) => ({ url: response.url(), status: response.status(), body }),
          () => undefined,
        ),
      );
    });
    const started = performance.now();
    await page.goto(`${baseUrl}${urlPath}`, { waitUntil: 'load' });
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 });
    const renderedMs = performance.now() - started;
    await page.waitForLoadState('networkidle');
    const finished = [...requests.values()].filter((r) => r.transferred !== undefined && r.status < 400);
    const scripts = finished.filter((r) => isScript(r.type, r.mimeType, r.url));
    const files = [];
    for (const { url, body } of (await Promise.all(bodies)).filter((r) => r && r.status === 200)) {
      const wire = scripts.find((r) => r.url === url);
      files.push({
        url: url.slice(baseUrl.length),
        raw: body.length,
        gzip: gzipSync(body, { level: 6 }).length,
        transferred: wire?.transferred ?? 0,
        encoding: wire?.encoding ?? 'none',
        shares: await attribute(url, body, frontendsDir),
      });
    }
    const sum = (list, key) => list.reduce((total, item) => total + (item[key] ?? 0), 0);
    return {
      urlPath,
      files,
      renderedMs,
      scriptTransferred: sum(scripts, 'transferred'),
      allTransferred: sum(finished, 'transferred'),
      requestCount: finished.length,
      encodings: [...new Set(scripts.map((r) => r.encoding))],
    };
  } finally {
    await context.close();
  }
}

/** Measures every page of BUDGET_PAGES in headless Chromium. */
export async function measurePages({ baseUrl, executablePath = '/usr/bin/chromium', log = console.log }) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  try {
    const pages = [];
    for (const { path: urlPath, ready } of BUDGET_PAGES) {
      const result = await measurePage(browser, { baseUrl, urlPath, ready });
      log(
        `loaded ${urlPath}: ${result.files.length} scripts, ${kb(result.scriptTransferred)} KB of script transferred ` +
          `(${result.encodings.join(', ')}), ready after ${result.renderedMs.toFixed(0)} ms`,
      );
      pages.push(result);
    }
    return pages;
  } finally {
    await browser.close();
  }
}

function summarise(files) {
  const parts = new Map();
  for (const file of files) {
    for (const [part, share] of Object.entries(file.shares)) {
      const entry = parts.get(part) ?? { raw: 0, gzip: 0, files: new Set() };
      entry.raw += file.raw * share;
      entry.gzip += file.gzip * share;
      entry.files.add(file.url);
      parts.set(part, entry);
    }
  }
  const total = { raw: files.reduce((s, f) => s + f.raw, 0), gzip: files.reduce((s, f) => s + f.gzip, 0) };
  return { parts: [...parts].sort((a, b) => b[1].gzip - a[1].gzip), total };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

export function frontendSection({ pages, build, date, served }) {
  const cpu = os.cpus();
  const within = (bytes) => (bytes / 1024 <= FRONTEND_BUDGET_KB ? 'within' : '**over**');
  const login = pages.find((p) => p.urlPath === '/login') ?? pages[0];
  const { parts, total } = summarise(login.files);
  const lines = [
    START,
    '## Frontend budget: JavaScript for the first render of `/` and `/login`',
    '',
    `Measured ${date} by \`load-tests/bench/frontend-budget.mjs\` (\`benchFrontendBudget()\`, part of \`npm run bench\`): production builds served ${served}, ` +
      'each page opened in a fresh headless Chromium context (1440 px, cache disabled) until it has rendered and the network is idle. ' +
      '"Transferred" is what the browser received, as served (DevTools protocol `Network.loadingFinished` `encodedDataLength`, headers included); ' +
      '"gzip -6" is every script response gzipped here at level 6, whatever the server sent (1 KB = 1024 bytes).',
    '',
    `| page | scripts | JS transferred (KB) | encoding | JS gzip -6 (KB) | JS raw (KB) | all transferred (KB, ${'requests'}) | budget ${FRONTEND_BUDGET_KB} KB gzip | ready after |`,
    '|---|---:|---:|---|---:|---:|---:|---|---:|',
    ...pages.map((p) => {
      const gzip = p.files.reduce((t, f) => t + f.gzip, 0);
      const raw = p.files.reduce((t, f) => t + f.raw, 0);
      return `| \`${p.urlPath}\` | ${p.files.length} | **${kb(p.scriptTransferred)}** | ${p.encodings.join(', ')} | ${kb(gzip)} | ${kb(raw)} | ${kb(p.allTransferred)} (${p.requestCount}) | transferred ${within(p.scriptTransferred)}, gzip ${within(gzip)} | ${p.renderedMs.toFixed(0)} ms |`;
    }),
    '',
    `By part, for \`${login.urlPath}\` (attributed through each file's source map):`,
    '',
    '| part | KB raw | KB gzip -6 |',
    '|---|---:|---:|',
    ...parts.map(([part, v]) => `| ${part} | ${kb(v.raw)} | ${kb(v.gzip)} |`),
    `| **total (${login.files.length} files)** | **${kb(total.raw)}** | **${kb(total.gzip)}** |`,
    '',
    '<details><summary>Files</summary>',
    '',
    '| file | KB raw | KB gzip -6 | KB transferred | encoding |',
    '|---|---:|---:|---:|---|',
    ...[...login.files]
      .sort((a, b) => b.gzip - a.gzip)
      .map((f) => `| \`${f.url}\` | ${kb(f.raw)} | ${kb(f.gzip)} | ${kb(f.transferred)} | ${f.encoding} |`),
    '',
    '</details>',
    '',
  ];
  if (build) {
    const per = Object.entries(build.perFrontend)
      .map(([name, s]) => `${name} ${s.toFixed(1)} s`)
      .join(', ');
    lines.push(
      `**Production build of all frontends: ${build.wallS.toFixed(1)} s** wall time (\`npx turbo run build --filter='./frontends/*' --force\`, ` +
        `including the workspace packages they depend on and the brotli/gzip precompression; rspack compile: ${per || 'n/a'}; the identity build includes the type declarations). ` +
        `Machine: ${cpu.length} × ${cpu[0]?.model?.trim() ?? 'unknown CPU'}, node ${process.version}.`,
    );
  } else {
    lines.push(
      'Production build time: not measured in this run (existing `dist/` folders reused; run without `--no-build` to time it).',
    );
  }
  lines.push(END);
  return lines.join('\n');
}

export function writeFrontendSection(section, file = BENCHMARKS_FILE) {
  replaceSection({ file, start: START, end: END, section });
}

async function gatewayServesFrontends(url) {
  try {
    const response = await fetch(`${url}/mf/identity/mf-manifest.json`, { signal: AbortSignal.timeout(1500) });
    const health = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1500) });
    return response.ok && health.ok;
  } catch {
    return false;
  }
}

/**
 * The benchmark: optionally builds (timed), serves the dist folders (the running gateway when
 * `useGateway` and it answers, else a local server laid out like it, serving the precompressed
 * files and passing /api to `apiUrl` when given), measures / and /login and writes the
 * `bench:frontend` section of docs/benchmarks.md. Returns the figures; throws nothing for a missed
 * budget (the section says so), so `npm run bench` reports it alongside the other benchmarks.
 * The budget holds when every page's JavaScript, gzipped, stays under it; what was transferred
 * is reported beside it (over the budget when the server sends scripts uncompressed).
 */
export async function benchFrontendBudget({
  build = true,
  useGateway = true,
  gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080',
  apiUrl,
  /** A build already timed by the caller, reported as this run's. */
  buildResult: timedBuild,
  write = true,
  log = console.log,
} = {}) {
  const buildResult = build ? await buildFrontends({ log }) : timedBuild;
  for (const area of ['shell', 'identity']) {
    if (!existsSync(path.join(FRONTENDS, area, 'dist', area === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
      throw new Error(`frontends/${area}/dist is missing: build the frontends first (or run without --no-build)`);
    }
  }
  let server;
  let baseUrl;
  let served;
  if (useGateway && (await gatewayServesFrontends(gatewayUrl))) {
    baseUrl = gatewayUrl;
    served = `by the running gateway (${gatewayUrl})`;
  } else {
    server = await serveFrontends({ apiUrl });
    baseUrl = server.baseUrl;
    served =
      'by a local server laid out like the gateway (`/`, `/mf/<area>/`, precompressed `.br`/`.gz` by Accept-Encoding)' +
      (useGateway ? `, the gateway at ${gatewayUrl} not answering` : '');
  }
  try {
    const pages = await measurePages({ baseUrl, log });
    const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
    if (write) writeFrontendSection(frontendSection({ pages, build: buildResult, date, served }));
    const figures = pages.map((p) => ({
      page: p.urlPath,
      transferredKb: p.scriptTransferred / 1024,
      gzipKb: p.files.reduce((t, f) => t + f.gzip, 0) / 1024,
    }));
    for (const f of figures)
      log(
        `first render of ${f.page}: ${f.transferredKb.toFixed(1)} KB of JS transferred, ${f.gzipKb.toFixed(1)} KB gzip -6 (budget ${FRONTEND_BUDGET_KB} KB)`,
      );
    const login = figures.find((f) => f.page === '/login');
    const { parts } = summarise(pages.find((p) => p.urlPath === '/login')?.files ?? []);
    for (const [part, v] of parts) log(`  ${part.padEnd(34)} ${kb(v.gzip).padStart(7)} KB`);
    if (buildResult) log(`production build of all frontends: ${buildResult.wallS.toFixed(1)} s`);
    return {
      pages: figures,
      totalGzipKb: login?.gzipKb,
      transferredKb: login?.transferredKb,
      budgetKb: FRONTEND_BUDGET_KB,
      withinBudget: figures.every((f) => f.gzipKb <= FRONTEND_BUDGET_KB),
      transferWithinBudget: figures.every((f) => f.transferredKb <= FRONTEND_BUDGET_KB),
      parts: Object.fromEntries(parts.map(([part, v]) => [part, v.gzip / 1024])),
      build: buildResult,
    };
  } finally {
    await server?.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = new Set(process.argv.slice(2));
  const apiUrl = process.argv.find((arg) => arg.startsWith('--api='))?.slice('--api='.length);
  benchFrontendBudget({ build: !args.has('--no-build'), useGateway: args.has('--gateway'), apiUrl }).then(
    (result) => process.exit(result.withinBudget ? 0 : 1),
    (error) => {
      console.error(error.stack ?? error.message);
      process.exit(2);
    },
  );
}
