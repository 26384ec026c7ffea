import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, readBody, sendHtml } from '@art/stand-in-server';

export {
  escapeHtml,
  type Listening,
  type ListenOptions,
  listen,
  randomToken,
  readBody,
  redirect,
  sameText,
  sendHtml,
  sendJson,
} from '@art/stand-in-server';

/** The query's parameters, and a form body's when the request has one (the query's win on neither). */
export async function readParams(req: IncomingMessage, url: URL): Promise<Record<string, string>> {
  const params: Record<string, string> = Object.fromEntries(url.searchParams);
  if (req.method === 'POST') {
    for (const [key, value] of new URLSearchParams(await readBody(req, 64 * 1024))) params[key] = value;
  }
  return params;
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
