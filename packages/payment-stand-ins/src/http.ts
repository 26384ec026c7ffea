import { randomInt, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Listening = { url: string; close(): Promise<void> };

export type ListenOptions = { port?: number; host?: string };

/** Starts a plain node:http server; port 0 (the default) lets parallel tests never collide. */
export async function listen(
  handler: RequestListener,
  { port = 0, host = '127.0.0.1' }: ListenOptions,
): Promise<Listening> {
  const server = createServer((req, res) => {
    // A handler that throws must still answer, or the caller hangs until its own timeout.
    Promise.resolve(handler(req, res)).catch((error: unknown) => {
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

export async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await readBody(req)));
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
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

/** Constant-time comparison, so the stand-ins do not leak how much of a signature matched. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

export type PageButton = { label: string; action: string; testId: string };

/** The provider's hosted page: a summary and one form per button, so it works without JavaScript. */
export function page(title: string, rows: [string, string][], buttons: PageButton[]): string {
  const summary = rows.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('');
  const forms = buttons
    .map(
      (b) =>
        `<form method="post" action="${escapeHtml(b.action)}"><button type="submit" data-testid="${escapeHtml(b.testId)}">${escapeHtml(b.label)}</button></form>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:32rem;margin:3rem auto}th{text-align:left;padding-right:1rem}form{display:inline-block;margin:1rem 1rem 0 0}</style>
</head><body><h1>${escapeHtml(title)}</h1><p>Local stand-in: no real money moves.</p>
<table>${summary}</table>
${forms}
</body></html>`;
}

export function errorPage(res: ServerResponse, status: number, message: string) {
  sendHtml(
    res,
    status,
    `<!doctype html><html lang="en"><body><h1>Payment refused</h1><p>${escapeHtml(message)}</p></body></html>`,
  );
}

/**
 * What a browser does on a hosted page: find the form behind a button and submit it, without
 * following the redirect, so the caller sees where the provider would send the customer.
 */
export async function pressButton(pageUrl: string, html: string, testId: string): Promise<string> {
  const form = new RegExp(`<form method="post" action="([^"]+)"><button type="submit" data-testid="${testId}">`).exec(
    html,
  );
  if (!form) throw new Error(`no "${testId}" button on the page: ${html.slice(0, 300)}`);
  const action = new URL(unescapeHtml(form[1]), pageUrl).toString();
  const response = await fetch(action, { method: 'POST', redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) {
    throw new Error(`pressing "${testId}" answered ${response.status}: ${await response.text()}`);
  }
  return location;
}

function unescapeHtml(value: string): string {
  return value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/** Submits a merchant's form like a browser and returns the provider page it lands on. */
export async function postForm(url: string, fields: Record<string, string>): Promise<{ url: string; html: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`the provider refused the form (${response.status}): ${html}`);
  return { url, html };
}

export function randomCode(length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}
