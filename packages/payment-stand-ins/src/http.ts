import { randomInt } from 'node:crypto';
import type { RequestListener, ServerResponse } from 'node:http';
import { escapeHtml, type ListenOptions, listen as listenOn, sendHtml } from '@art/stand-in-server';

export {
  escapeHtml,
  type ListenOptions,
  readBody,
  readForm,
  redirect,
  sameText,
  sendHtml,
  sendJson,
  withQuery,
} from '@art/stand-in-server';

export type Listening = { url: string; close(): Promise<void> };

/** Starts a plain node:http server for one provider; port 0 (the default) lets parallel tests never collide. */
export async function listen(handler: RequestListener, options: ListenOptions): Promise<Listening> {
  const { url, close } = await listenOn(options, handler);
  return { url, close };
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
