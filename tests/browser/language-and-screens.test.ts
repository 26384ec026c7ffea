import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { test } from 'node:test';
import { uniqueEmail, waitForMail } from '@art/testing';
import type { Page } from 'playwright-core';
import {
  browserSuite,
  registerVerifiedUser,
  reload,
  screenshotOnFailure,
  screenshotPath,
  signInThroughForm,
  visit,
  waitForText,
} from './support/browser.js';

/**
 * Languages (en, ne, zh: the header follows the switcher and the choice survives a reload through
 * the 7-day `language` cookie) and the screenshots of /login and / at desktop and phone widths,
 * kept under test-artifacts/screenshots/.
 */
const { freshPage, stack } = browserSuite('browser_screens');

const NAV = {
  en: { exhibitions: 'Exhibitions', gallery: 'Gallery', store: 'Store', studios: 'Studios', feed: 'Feed' },
  ne: { exhibitions: 'प्रदर्शनीहरू', gallery: 'ग्यालेरी', store: 'स्टोर', studios: 'स्टुडियोहरू', feed: 'फिड' },
  zh: { exhibitions: '展览', gallery: '画廊', store: '商店', studios: '工作室', feed: '动态' },
} as const;
type Language = keyof typeof NAV;

async function expectHeaderIn(page: Page, language: Language): Promise<void> {
  const header = page.locator('[data-testid=header]');
  for (const [item, text] of Object.entries(NAV[language])) {
    await waitForText(header.locator(`[data-testid=nav-${item}]`), text);
  }
  assert.equal(await page.evaluate(() => document.documentElement.lang), language);
}

async function expectLanguageCookie(page: Page, language: Language): Promise<void> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'language');
  assert.equal(cookie?.value, language, 'the language cookie holds the choice');
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  assert.ok(days > 6.9 && days <= 7.01, `the language cookie lasts 7 days, not ${days.toFixed(2)}`);
}

test('switching to ne and to zh changes the header and persists across a reload', async () => {
  const page = await freshPage();
  try {
    await visit(page, '/');
    await expectHeaderIn(page, 'en');
    const switcher = page.locator('[data-testid=language-switcher]');

    await switcher.selectOption('ne');
    await expectHeaderIn(page, 'ne');
    await expectLanguageCookie(page, 'ne');
    await reload(page);
    await expectHeaderIn(page, 'ne');
    assert.equal(await switcher.inputValue(), 'ne');

    await switcher.selectOption('zh');
    await expectHeaderIn(page, 'zh');
    await expectLanguageCookie(page, 'zh');
    await reload(page);
    await expectHeaderIn(page, 'zh');
    // Another page of the shell, loaded fresh, is in Chinese too.
    await visit(page, '/login');
    await expectHeaderIn(page, 'zh');
    await page.locator('[data-testid=login-page]').waitFor();

    await switcher.selectOption('en');
    await expectHeaderIn(page, 'en');
  } catch (error) {
    await screenshotOnFailure(page, 'language');
    throw error;
  }
});

test('a signed-in member’s switch is kept by the account: the profile, the next mail and the next sign-in elsewhere are in it', async () => {
  const member = { name: 'Maya Gurung', email: uniqueEmail('switch'), password: 'pokhara7' };
  await registerVerifiedUser(stack(), member);
  const page = await freshPage();
  try {
    await signInThroughForm(page, member.email, member.password);
    await page.locator('[data-testid=language-switcher]').selectOption('zh');
    await expectHeaderIn(page, 'zh');

    // The page does not wait for the save; identity holds it once the call has gone through.
    const login = await stack().api('/auth/login', { body: { email: member.email, password: member.password } });
    const token = login.body.token as string;
    const deadline = Date.now() + 10_000;
    let saved: string | undefined;
    while (saved !== 'zh' && Date.now() < deadline) {
      saved = (await stack().api('/user/profile', { token })).body.message?.language;
      if (saved !== 'zh') await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.equal(saved, 'zh', 'the account keeps the language the member switched to');
    assert.equal((await stack().api('/user/profile', { token })).body.message?.languageChosen, true);

    await stack().api('/auth/reset', { body: { email: member.email } });
    const mail = await waitForMail({ to: member.email, subject: '重置您的艺术市场密码', timeoutMs: 30_000 });
    assert.match(mail.text, /\/resetpassword\//);
  } catch (error) {
    await screenshotOnFailure(page, 'language-saved');
    throw error;
  }

  // Another browser (no cookie, an English one): the language the member chose comes with the sign-in.
  const elsewhere = await freshPage();
  try {
    await visit(elsewhere, '/');
    await expectHeaderIn(elsewhere, 'en');
    await signInThroughForm(elsewhere, member.email, member.password);
    await expectHeaderIn(elsewhere, 'zh');
    await expectLanguageCookie(elsewhere, 'zh');
    // The page loaded again with the session open keeps it (the cookie).
    await reload(elsewhere);
    await expectHeaderIn(elsewhere, 'zh');
  } catch (error) {
    await screenshotOnFailure(elsewhere, 'language-at-sign-in');
    throw error;
  }
});

test('an account that never chose a language leaves the page in the reader’s (a Nepali browser stays Nepali)', async () => {
  // Registered by the API without a language: its `en` is the default, nobody's choice.
  const member = { name: 'Pasang Sherpa', email: uniqueEmail('unchosen'), password: 'namche42' };
  await registerVerifiedUser(stack(), member);
  const page = await freshPage({ locale: 'ne-NP' });
  try {
    await visit(page, '/');
    await expectHeaderIn(page, 'ne');
    // The form's labels are in Nepali here; its fields' types are not.
    await visit(page, '/login');
    const form = page.locator('[data-testid=login-form]');
    await form.locator('input[type=email]').fill(member.email);
    await form.locator('input[type=password]').fill(member.password);
    await page.locator('[data-testid=login-submit]').click();
    await page.locator('[data-testid=header-user-name]').waitFor({ state: 'visible' });
    await expectHeaderIn(page, 'ne');
    await expectLanguageCookie(page, 'ne');
    // Nothing is saved for the member without their switch: the account still reads English, unchosen.
    const login = await stack().api('/auth/login', { body: { email: member.email, password: member.password } });
    assert.equal(login.body.user.language, 'en');
    assert.equal(login.body.user.languageChosen, false);
  } catch (error) {
    await screenshotOnFailure(page, 'language-unchosen-at-sign-in');
    throw error;
  }
});

test('with no cookie, the browser language decides (ne-NP → ne; fr → en)', async () => {
  const nepali = await freshPage({ locale: 'ne-NP' });
  await visit(nepali, '/');
  await expectHeaderIn(nepali, 'ne');
  const french = await freshPage({ locale: 'fr-FR' });
  await visit(french, '/');
  await expectHeaderIn(french, 'en');
});

// Desktop pictures show the whole page; phone pictures show the screen as a person sees it (a
// full-page capture would paint the fixed bottom navigation in the middle of the picture).
const SIZES = [
  { name: 'desktop', width: 1440, height: 900, fullPage: true },
  { name: 'mobile', width: 375, height: 812, fullPage: false },
] as const;

test('screenshots of /login and / at 1440 px and 375 px', async () => {
  for (const size of SIZES) {
    const page = await freshPage({ width: size.width, height: size.height });
    try {
      await visit(page, '/login');
      await page.locator('[data-testid=login-page]').waitFor();
      await page.locator('[data-testid=register-via-email]').waitFor();
      await settle(page);
      const loginShot = screenshotPath(`login-${size.width}.png`);
      await page.screenshot({ path: loginShot, fullPage: size.fullPage });

      await visit(page, '/');
      await page.locator('[data-testid=home]').waitFor();
      await page.locator('[data-testid=footer]').waitFor();
      // Phones get the bottom navigation, desktops the nav links in the header.
      if (size.width < 992) await page.locator('[data-testid=bottom-nav]').waitFor();
      else await page.locator('[data-testid=header] [data-testid=nav-gallery]').waitFor();
      await settle(page);
      const homeShot = screenshotPath(`home-${size.width}.png`);
      await page.screenshot({ path: homeShot, fullPage: size.fullPage });

      for (const file of [loginShot, homeShot]) assert.ok(statSync(file).size > 5000, `${file} has content`);
      // Nothing wider than the screen (no sideways scrolling on a phone).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow}px wider than the ${size.width}px screen`);
      if (size.width < 992) {
        // Scrolled to the end, the footer's last line sits above the fixed bottom navigation.
        const covered = await page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const nav = document.querySelector('[data-testid=bottom-nav]')!.getBoundingClientRect();
          const lines = document.querySelectorAll('[data-testid=footer] p');
          const last = lines[lines.length - 1]!.getBoundingClientRect();
          return last.bottom - nav.top;
        });
        assert.ok(covered <= 0, `the bottom navigation covers ${covered}px of the footer`);
      }
    } catch (error) {
      await screenshotOnFailure(page, `screens-${size.width}`);
      throw error;
    }
  }
});

/** Fonts loaded and no running transitions, so the pictures are stable. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });
}
