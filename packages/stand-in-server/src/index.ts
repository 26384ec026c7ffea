// The local stand-ins of third-party providers (payments, sign-in) answer plain node:http: a
// provider's protocol is a handful of redirects, forms and JSON calls, and a framework would only
// hide what the real provider does on the wire.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ListenOptions = { port?: number; host?: string };

export type Listening = { url: string; server: Server; close(): Promise<void> };

/**
 * Starts a plain node:http server; port 0 (the default) lets parallel tests never collide. The
 * handler can be set after listening (`setHandler`), for a provider whose issuer names its port.
 */
export async function listen(
  { port = 0, host = '127.0.0.1' }: ListenOptions,
  handler?: RequestListener,
): Promise<Listening & { setHandler(next: RequestListener): void }> {
  let current: RequestListener | undefined = handler;
  const server = createServer((req, res) => {
    if (!current) return sendJson(res, 503, { error: 'starting' });
    // A handler that throws must still answer, or the caller hangs until its own timeout.
    Promise.resolve(current(req, res)).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: String(error) });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    server,
    setHandler: (next) => {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets from fetch would otherwise hold close() open for seconds.
        server.closeAllConnections();
      }),
  };
}

export async function readBody(req: IncomingMessage, limit = 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error('request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readForm(req: IncomingMessage, limit?: number): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await readBody(req, limit)));
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

/** 303 so the browser follows with a GET, as the providers' own redirects after a POST do. */
export function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Constant-time comparison, so the stand-ins do not leak how much of a secret or signature matched. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
