import assert from 'node:assert/strict';

/**
 * What a browser does at a stand-in: keep its cookies, follow its redirects, and on the chooser
 * pick a person and press Allow or Deny; stops at the first redirect that leaves the provider
 * (to the app's callback) and returns it, unopened.
 */
export async function throughProvider(
  start: string,
  choice: { person?: string; decision: 'allow' | 'deny' },
): Promise<URL> {
  const jar = new Map<string, string>();
  const origin = new URL(start).origin;
  let url = new URL(start);
  let init: RequestInit = {};
  for (let hop = 0; hop < 10; hop++) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), cookie },
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    init = {};
    if (response.status === 302 || response.status === 303) {
      const next = new URL(response.headers.get('location') ?? '', url);
      if (next.origin !== origin) return next;
      url = next;
      continue;
    }
    const html = await response.text();
    assert.equal(response.status, 200, html.slice(0, 400));
    const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
    assert.ok(action, html.slice(0, 400));
    const fields = new URLSearchParams();
    for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
      fields.set(name!, value!);
    }
    const first = /<input type="radio" name="account" value="([^"]+)"/.exec(html)?.[1];
    fields.set('account', choice.person ?? first ?? '');
    fields.set('decision', choice.decision);
    url = new URL(action, url);
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    };
  }
  throw new Error('the provider never sent the browser back');
}
