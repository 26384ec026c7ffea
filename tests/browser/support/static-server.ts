import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A tiny static server standing in for a remote hosted on its own (another host, a CDN): serves
 * `dir` under `prefix` with CORS, and answers `mf-manifest.json` with its `publicPath` pointing at
 * itself, as a remote built with PUBLIC_PATH=<its URL> would. Can be stopped and started again on
 * the same port to play an outage.
 */
export interface StaticServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Paths asked for so far (without the query). */
  requests: string[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export async function startStaticServer(dir: string, prefix: string): Promise<StaticServer> {
  const root = path.resolve(dir);
  const requests: string[] = [];
  let origin = '';
  let port = 0;

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const urlPath = decodeURIComponent((request.url ?? '/').split('?')[0]);
    requests.push(urlPath);
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('cache-control', 'no-cache');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'access-control-allow-headers': '*' }).end();
      return;
    }
    const file = urlPath.startsWith(prefix) ? path.resolve(root, `.${urlPath.slice(prefix.length - 1)}`) : '';
    if (!file.startsWith(root + path.sep) || !(await stat(file).catch(() => null))?.isFile()) {
      response.writeHead(404).end('not found');
      return;
    }
    let body = await readFile(file);
    if (path.basename(file) === 'mf-manifest.json') {
      const manifest = JSON.parse(body.toString('utf8'));
      manifest.metaData.publicPath = `${origin}${prefix}`;
      body = Buffer.from(JSON.stringify(manifest));
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
  }

  let server: http.Server | null = null;
  async function start() {
    const next = http.createServer((request, response) => {
      handle(request, response).catch(() => response.writeHead(500).end());
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.address() as AddressInfo).port;
    origin = `http://127.0.0.1:${port}`;
    server = next;
  }

  async function stop() {
    const running = server;
    if (!running) return;
    server = null;
    await new Promise<void>((resolve) => {
      running.close(() => resolve());
      running.closeAllConnections();
    });
  }

  await start();
  return {
    get origin() {
      return origin;
    },
    requests,
    start,
    stop,
  };
}
