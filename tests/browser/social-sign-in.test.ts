import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SignInStandIns, StandInPerson } from '@art/sign-in-stand-ins';
import { uniqueEmail, waitUntil } from '@art/testing';
import type { BrowserContext, Page } from 'playwright-core';
import {
  browserSuite,
  cookieValue,
  expectSnackbar,
  failureShots,
  visit,
  waitForPath,
  waitForText,
} from './support/browser.js';

/**
 * "Sign in with Google" and "Sign in with Facebook" on /login as a person uses them, on the real
 * stack with the two stand-in providers (oidc-provider as Google; Facebook Login's dialog, code
 * exchange, debug_token and Graph /me): the button leaves for the provider's page, the person picks
 * their account and allows, and comes back signed in (the header names them, the session cookie is
 * set, the address keeps no code). Refusing at the provider, or a callback whose state was changed
 * on the way, comes back to /login with a message in the page's language and no session.
 */
const { stack, freshContext } = browserSuite('browser_social_sign_in', { signInStandIns: true });

let people = 0;
const providers = (): SignInStandIns => {
  const standIns = stack().signInStandIns;
  if (!standIns) throw new Error('the stack was started without its sign-in stand-ins');
  return standIns;
};

/** A person known to both stand-ins, with a fresh address. */
function person(name: string): StandInPerson {
  people += 1;
  const entry = { id: `${Date.now()}${people}`, name, email: uniqueEmail(`browser.social.${people}`) };
  providers().google.addPerson(entry);
  providers().facebook.addPerson(entry);
  return entry;
}

/** On /login, press the provider's button and wait for the provider's own page. */
async function leaveFor(page: Page, provider: 'google' | 'facebook'): Promise<void> {
  await visit(page, '/login');
  await page.locator(`[data-testid=login-${provider}]`).click();
  const origin = providers()[provider].url;
  await page.waitForURL((url) => url.origin === origin, { waitUntil: 'domcontentloaded' });
  await page.locator('[data-testid=stand-in-allow]').waitFor({ state: 'visible' });
}

/** At the provider's page: pick the person, then Allow or Deny. */
async function answer(page: Page, who: StandInPerson, decision: 'allow' | 'deny'): Promise<void> {
  await page.locator(`[data-testid=stand-in-account-${who.id}]`).check();
  await page.locator(`[data-testid=stand-in-${decision}]`).click();
}

/** Back from the provider signed in: home, the header names the person, the token cookie is set. */
async function expectSignedIn(page: Page, context: BrowserContext, who: StandInPerson): Promise<void> {
  await waitForText(page.locator('[data-testid=header-user-name]'), who.name);
  await waitForPath(page, '/');
  assert.equal(new URL(page.url()).hash, '', 'the one-time code left the address bar');
  assert.ok(await cookieValue(context, 'token'), 'the session token is stored');
}

/** Back at /login without a session, told why. */
async function expectRefused(page: Page, context: BrowserContext, message: string): Promise<void> {
  await expectSnackbar(page, message, 'error');
  await waitForPath(page, '/login');
  assert.equal(new URL(page.url()).hash, '', 'the refusal code left the address bar');
  await page.locator('[data-testid=login-form]').waitFor({ state: 'visible' });
  assert.equal(await page.locator('[data-testid=header-user-name]').count(), 0);
  assert.equal(await cookieValue(context, 'token'), undefined, 'no session');
}

test('Continue with Google: the stand-in’s page, Allow, and the person is signed in (and again later, as the same account)', async () => {
  const asha = person('Asha Gurung');
  const { context, page } = await freshContext();
  await failureShots('social-google', page, async () => {
    await leaveFor(page, 'google');
    await answer(page, asha, 'allow');
    await expectSignedIn(page, context, asha);
    const first = await stack().api('/auth/authenticate', {
      method: 'POST',
      token: await cookieValue(context, 'token'),
    });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.user.email, asha.email);
    assert.equal(first.body.user.emailVerified, 'true');

    // Another browser, the same Google account: the same marketplace account.
    const again = await freshContext();
    await leaveFor(again.page, 'google');
    await answer(again.page, asha, 'allow');
    await expectSignedIn(again.page, again.context, asha);
    const second = await stack().api('/auth/authenticate', {
      method: 'POST',
      token: await cookieValue(again.context, 'token'),
    });
    assert.equal(second.body.user.id, first.body.user.id);
  });
});

test('Continue with Facebook from a Nepali page: the login dialog, Continue, and the person is signed in, their new account in Nepali', async () => {
  const bikash = person('Bikash Rai');
  const { context, page } = await freshContext({ locale: 'ne-NP' });
  await failureShots('social-facebook', page, async () => {
    await leaveFor(page, 'facebook');
    await answer(page, bikash, 'allow');
    await expectSignedIn(page, context, bikash);
    const me = await stack().api('/auth/authenticate', { method: 'POST', token: await cookieValue(context, 'token') });
    assert.equal(me.body.user.email, bikash.email);
    // The account starts in the page's language (its mails will be in Nepali), and the page stays in it.
    assert.equal(me.body.user.language, 'ne');
    assert.equal(me.body.user.languageChosen, true);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ne');

    // Another browser, an English one: the sign-in brings the Nepali the account started in.
    const elsewhere = await freshContext();
    await leaveFor(elsewhere.page, 'facebook');
    await answer(elsewhere.page, bikash, 'allow');
    await expectSignedIn(elsewhere.page, elsewhere.context, bikash);
    await waitUntil(
      'the page in Nepali',
      async () => (await elsewhere.page.evaluate(() => document.documentElement.lang)) === 'ne',
    );
    assert.equal(await cookieValue(elsewhere.context, 'language'), 'ne');
  });
});

test('refusing at the provider comes back to /login with the reason and no session (Google Deny, Facebook Cancel)', async () => {
  const refusing = person('Refusing Person');
  const { context, page } = await freshContext();
  await failureShots('social-denied', page, async () => {
    await leaveFor(page, 'google');
    await answer(page, refusing, 'deny');
    await expectRefused(page, context, 'You cancelled signing in with Google. Nothing was shared.');

    await leaveFor(page, 'facebook');
    await answer(page, refusing, 'deny');
    await expectRefused(page, context, 'You cancelled signing in with Facebook. Nothing was shared.');
  });
  // Nothing was made for the person who refused (the reset form tells an unknown address).
  const made = await stack().api('/auth/reset', { body: { email: refusing.email } });
  assert.equal(made.status, 404, JSON.stringify(made.body));
});

test('a callback whose state was changed on the way signs nobody in, and says so in the page’s language (Nepali)', async () => {
  const mira = person('Mira Thapa');
  const { context, page } = await freshContext({ locale: 'ne-NP' });
  await failureShots('social-tampered-state', page, async () => {
    // The provider's answer is caught on its way back, as someone on the path could. The way back
    // is a chain of redirects after the consent form, and a browser follows redirects without
    // showing them to the test's routes: the form's POST is routed instead, and the chain walked
    // here (with the context's cookies) up to the callback, which is not called.
    let callback: URL | undefined;
    const isDecision = (url: URL) => url.pathname.startsWith('/interaction/') && url.pathname.endsWith('/decide');
    await page.route(isDecision, async (route) => {
      let response = await route.fetch({ maxRedirects: 0 });
      for (let hop = 0; hop < 5 && callback === undefined; hop += 1) {
        const location = response.headers().location;
        if (!location) break;
        const next = new URL(location, response.url());
        if (next.pathname === '/api/auth/google/callback') callback = next;
        else response = await context.request.get(next.href, { maxRedirects: 0 });
      }
      await route.abort();
    });
    await leaveFor(page, 'google');
    await answer(page, mira, 'allow');
    await waitUntil('the provider to send the browser back', async () => callback !== undefined);
    await page.unroute(isDecision);

    const tampered = new URL(callback!);
    tampered.searchParams.set('state', `${tampered.searchParams.get('state')!.slice(0, -4)}AAAA`);
    await page.goto(tampered.href, { waitUntil: 'domcontentloaded' });
    await expectRefused(
      page,
      context,
      'यो लग इन यहाँ पूरा गर्न सकिएन: यसको समय सकियो वा यो अर्को विन्डोमा सुरु गरिएको थियो। कृपया फेरि प्रयास गर्नुहोस्।',
    );

    // The untampered answer, once the tampered one was refused, still makes nobody a session
    // here in a second browser that never started this sign-in.
    const other = await freshContext();
    await other.page.goto(callback!.href, { waitUntil: 'domcontentloaded' });
    await expectRefused(
      other.page,
      other.context,
      'That sign-in could not be finished here: it expired or was started in another window. Please try again.',
    );
  });
  const made = await stack().api('/auth/reset', { body: { email: mira.email } });
  assert.equal(made.status, 404, 'no account was made for the tampered sign-in');
});
