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

export async function readBody(req: IncomingMessage, limit = 64 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error('request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The query's parameters, and a form body's when the request has one (the query's win on neither). */
export async function readParams(req: IncomingMessage, url: URL): Promise<Record<string, string>> {
  const params: Record<string, string> = Object.fromEntries(url.searchParams);
  if (req.method === 'POST') {
    for (const [key, value] of new URLSearchParams(await readBody(req))) params[key] = value;
  }
  return params;
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

/** Constant-time comparison, so the stand-ins do not leak how much of a secret matched. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/** A person the stand-in can sign in as (what the provider knows of them). */
export interface StandInPerson {
  /** The provider's id of the person (Google's `sub`, Facebook's app-scoped user id). */
  id: string;
  name: string;
  /** No e-mail: the person shares none (or, at Facebook, has confirmed none). */
  email?: string;
  /** Google's `email_verified` (default true); Facebook gives only confirmed addresses. */
  emailVerified?: boolean;
}

export interface ChooserPage {
  provider: string;
  /** What the app asks for, in the provider's words. */
  asks: string;
  action: string;
  hidden: Record<string, string>;
  people: StandInPerson[];
  allowLabel: string;
  denyLabel: string;
}

/**
 * The provider's sign-in and consent page: pick one of the people (the first is chosen), then
 * Allow or Deny. One form, so it works without JavaScript; a test picks a person by their label
 * (`Name <email>`) and presses `stand-in-allow` or `stand-in-deny`.
 */
export function chooserPage(page: ChooserPage): string {
  const people = page.people
    .map((person, index) => {
      const mail = person.email
        ? ` &lt;${escapeHtml(person.email)}&gt;${person.emailVerified === false ? ' (e-mail not verified)' : ''}`
        : ' (no e-mail)';
      return `<label><input type="radio" name="account" value="${escapeHtml(person.id)}"${index === 0 ? ' checked' : ''} data-testid="stand-in-account-${escapeHtml(person.id)}"> ${escapeHtml(person.name)}${mail}</label>`;
    })
    .join('<br>\n');
  const hidden = Object.entries(page.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in with ${escapeHtml(page.provider)}</title>
<style>body{font-family:sans-serif;max-width:32rem;margin:3rem auto;line-height:1.6}button{margin:1rem 1rem 0 0;padding:.4rem 1rem}</style>
</head><body><h1>Sign in with ${escapeHtml(page.provider)}</h1>
<p>Local stand-in: no real ${escapeHtml(page.provider)} account is used.</p>
<p>${escapeHtml(page.asks)}</p>
<form method="post" action="${escapeHtml(page.action)}">${hidden}
<fieldset><legend>Choose an account</legend>
${people || '<p>No accounts.</p>'}
</fieldset>
<button type="submit" name="decision" value="allow" data-testid="stand-in-allow">${escapeHtml(page.allowLabel)}</button>
<button type="submit" name="decision" value="deny" data-testid="stand-in-deny">${escapeHtml(page.denyLabel)}</button>
</form>
</body></html>`;
}

export function errorPage(res: ServerResponse, status: number, title: string, message: string) {
  sendHtml(
    res,
    status,
    `<!doctype html><html lang="en"><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`,
  );
}
