import assert from 'node:assert/strict';
import type { IdentityApp } from '../../src/app.js';

type Jar = Map<string, string>;

const unescapeHtml = (value: string) =>
  value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

function keep(jar: Jar, setCookie: string[] | string | undefined) {
  for (const line of [setCookie ?? []].flat()) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    const name = pair!.slice(0, at).trim();
    const value = pair!.slice(at + 1).trim();
    if (/max-age=0/i.test(line) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}

const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

export interface ProviderChoice {
  /** The person to pick on the provider's page (their id); default the first offered. */
  person?: string;
  decision: 'allow' | 'deny';
}

/**
 * A browser, as far as the code flow needs one: its own cookies for the app (identity, called
 * with inject as the gateway would forward) and for the providers (real HTTP to the stand-ins),
 * following redirects and pressing the provider page's buttons like a person.
 */
export class SocialBrowser {
  readonly appCookies: Jar = new Map();
  private readonly providerCookies: Jar = new Map();

  constructor(
    private readonly app: IdentityApp,
    private readonly publicUrl: string,
  ) {}

  /** GET /api/auth/<provider>/start (with the page's `language`, if given): the provider's authorization URL. */
  async start(provider: 'google' | 'facebook', headers: Record<string, string> = {}, language?: string): Promise<URL> {
    const response = await this.app.inject({
      method: 'GET',
      url: `/api/auth/${provider}/start${language ? `?language=${encodeURIComponent(language)}` : ''}`,
      headers: { cookie: cookieHeader(this.appCookies), ...headers },
    });
    assert.equal(response.statusCode, 303, response.body);
    keep(this.appCookies, response.headers['set-cookie'] as string[] | string | undefined);
    return new URL(String(response.headers.location));
  }

  /**
   * At the provider: its pages and redirects, the chooser answered with `choice`, until the
   * provider sends the browser back to the site; that callback URL (not yet opened).
   */
  async atProvider(authorization: URL, choice: ProviderChoice): Promise<URL> {
    let url = authorization;
    let init: RequestInit = {};
    for (let hop = 0; hop < 10; hop++) {
      const response = await fetch(url, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader(this.providerCookies) },
        redirect: 'manual',
      });
      keep(this.providerCookies, response.headers.getSetCookie());
      init = {};
      if (response.status >= 300 && response.status < 400) {
        const next = new URL(response.headers.get('location') ?? '', url);
        if (next.href.startsWith(this.publicUrl)) return next;
        url = next;
        continue;
      }
      const html = await response.text();
      assert.equal(response.status, 200, `the provider answered ${response.status}: ${html.slice(0, 500)}`);
      const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
      assert.ok(action, `no form on the provider's page: ${html.slice(0, 500)}`);
      const fields = new URLSearchParams();
      for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
        fields.set(unescapeHtml(name!), unescapeHtml(value!));
      }
      const first = /<input type="radio" name="account" value="([^"]+)"/.exec(html)?.[1];
      fields.set('account', choice.person ?? unescapeHtml(first ?? ''));
      fields.set('decision', choice.decision);
      url = new URL(unescapeHtml(action), url);
      init = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: fields.toString(),
      };
    }
    throw new Error('the provider never sent the browser back');
  }

  /** Opens the callback at identity: where it sends the browser (`/login#…`). */
  async callback(url: URL): Promise<{ location: string; fragment: URLSearchParams }> {
    const response = await this.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { cookie: cookieHeader(this.appCookies) },
    });
    assert.equal(response.statusCode, 303, response.body);
    keep(this.appCookies, response.headers['set-cookie'] as string[] | string | undefined);
    const location = String(response.headers.location);
    return { location, fragment: new URLSearchParams(location.split('#')[1] ?? '') };
  }

  /** What /login does with `#social=<code>`. */
  async session(code: string) {
    const response = await this.app.inject({
      method: 'POST',
      url: '/api/auth/social/session',
      headers: { cookie: cookieHeader(this.appCookies) },
      payload: { code },
    });
    keep(this.appCookies, response.headers['set-cookie'] as string[] | string | undefined);
    return response;
  }

  /** The whole way: start, the provider's page, the callback and the session (or the refusal). */
  async signIn(provider: 'google' | 'facebook', choice: ProviderChoice, options: { language?: string } = {}) {
    const callback = await this.atProvider(await this.start(provider, {}, options.language), choice);
    const back = await this.callback(callback);
    const code = back.fragment.get('social');
    return { ...back, callbackUrl: callback, session: code ? await this.session(code) : undefined };
  }
}
