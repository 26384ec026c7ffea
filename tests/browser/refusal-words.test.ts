import assert from 'node:assert/strict';
import { test } from 'node:test';
import { uniqueEmail } from '@art/testing';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { browserSuite, expectSnackbar, failureShots, registerVerifiedUser, visit } from './support/browser.js';

/**
 * Refusals in the reader's language: the server answers the spec's English words with a stable
 * code, and the screens say the code's words in ne and zh (a sign-in refused, a studio request
 * without pictures or with too many, a resend to an address verified already, the report dialog's
 * options). Every journey here also fails if any refusal was shown without words in the reader's
 * language (failureShots watches the console for @art/ui's marker).
 */
const password = 'words123';
const member = { name: 'Bimala Rai', email: uniqueEmail('browser.words'), password };
const other = { name: 'Tashi Sherpa', email: uniqueEmail('browser.words.other'), password };
let otherSlug = '';

const { stack, freshPage } = browserSuite('browser_refusal_words', {}, async () => {
  await registerVerifiedUser(stack(), member);
  await registerVerifiedUser(stack(), other);
  const login = await stack().api('/auth/login', { body: { email: other.email, password } });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  otherSlug = login.body.user.slug;
});

/** The sign-in form in any language (its labels are translated, its fields' types are not). */
async function signIn(page: Page, email: string, secret: string): Promise<void> {
  await visit(page, '/login');
  const form = page.locator('[data-testid=login-form]');
  await form.locator('input[type=email]').fill(email);
  await form.locator('input[type=password]').fill(secret);
  await page.locator('[data-testid=login-submit]').click();
}

const smallPng = (shade: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 80, b: 40 } } })
    .png()
    .toBuffer();

test('a refused sign-in speaks Nepali, and its answer carries the code', async () => {
  const refused = await stack().api('/auth/login', { body: { email: member.email, password: 'not-it-1' } });
  assert.equal(refused.body.code, 'wrong-credentials', JSON.stringify(refused.body));
  const page = await freshPage({ locale: 'ne-NP' });
  await failureShots('words-login-ne', page, async () => {
    await signIn(page, member.email, 'not-it-1');
    await expectSnackbar(page, 'तपाईंले हाल्नुभएको इमेल वा पासवर्ड मिलेन', 'error');
  });
});

test('Get Into Studio in Chinese: no pictures, then seven, each refused in Chinese words', async () => {
  const page = await freshPage({ locale: 'zh-CN' });
  await failureShots('words-studio-zh', page, async () => {
    await signIn(page, member.email, password);
    await page.locator('[data-testid=header-user-name]').waitFor();
    const login = await stack().api('/auth/login', { body: { email: member.email, password } });
    await visit(page, `/${login.body.user.slug}/get-studio`);
    const form = page.locator('[data-testid=get-studio-page] form');
    await form.locator('textarea').fill('I paint paubha in the Newar way.');
    await page.locator('[data-testid=studio-submit]').click();
    await expectSnackbar(page, '请至少添加一张您作品的图片', 'error');

    const seven = await Promise.all(
      Array.from({ length: 7 }, async (_, n) => ({
        name: `work-${n}.png`,
        mimeType: 'image/png',
        buffer: await smallPng(20 + n * 20),
      })),
    );
    await form.locator('input[type=file]').setInputFiles(seven);
    await page.locator('[data-testid=studio-submit]').click();
    await expectSnackbar(page, '最多可上传 6 个文件', 'error');
  });
});

test('resending the code to an address verified already says so in Nepali', async () => {
  const page = await freshPage({ locale: 'ne-NP' });
  await failureShots('words-resend-ne', page, async () => {
    await visit(page, '/verify');
    // The code is resent to the address of the verify form above it.
    await page.locator('[data-testid=verify-form] input[type=email]').fill(member.email);
    await page.locator('[data-testid=resend-submit]').click();
    await expectSnackbar(page, 'तपाईंको इमेल पहिले नै प्रमाणित छ। कृपया लगइन गर्नुहोस्।', 'error');
  });
});

test("the report dialog's options are in the reader's language", async () => {
  const page = await freshPage({ locale: 'zh-CN' });
  await failureShots('words-report-zh', page, async () => {
    await signIn(page, member.email, password);
    await page.locator('[data-testid=header-user-name]').waitFor();
    await visit(page, `/user/${otherSlug}`);
    await page.locator('[data-testid=profile-report]').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('垃圾信息或误导内容').waitFor();
    await dialog.getByText('侵犯版权或盗用作品').waitFor();
    assert.equal(await dialog.getByText('Spam or misleading').count(), 0, 'no English option left');
  });
});
