import assert from 'node:assert/strict';
import { test } from 'node:test';
import { uniqueEmail } from '@art/testing';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { query } from '../system/support/members.js';
import {
  browserSuite,
  failureShots,
  registerVerifiedUser,
  signInThroughForm,
  visit,
  waitForText,
} from './support/browser.js';

/**
 * The operators' console as an operator uses it, in a real browser against every process run from
 * source: the first sign-in with the second factor (the authenticator's key, its code, the recovery
 * codes once) and the console's pages; a member never reaches the console. (The queues' journeys
 * run through every process in tests/system/moderation.test.ts.)
 */
const { stack, freshPage } = browserSuite('browser_moderation');

const OPERATOR = { name: 'Oshin Pradhan', email: uniqueEmail('browser.operator'), password: 'himal123' };
let operatorMade = false;
let operatorSecret: string | undefined;
let lastStep = 0;

/** The authenticator's code, never the same time step twice (a code works once). */
async function nextCode(secret: string): Promise<string> {
  let step = Math.floor(Date.now() / 30_000);
  if (step <= lastStep) {
    await new Promise((resolve) => setTimeout(resolve, (lastStep + 1) * 30_000 - Date.now() + 200));
    step = lastStep + 1;
  }
  lastStep = step;
  return generate({ secret });
}

/** Signs the operator in through the form; the first time, enrols the authenticator on the way. */
async function signInAsOperator(page: Page): Promise<void> {
  if (!operatorMade) {
    await registerVerifiedUser(stack(), OPERATOR);
    await query(stack().databases.identity, 'UPDATE users SET role = 5 WHERE email = $1', [OPERATOR.email]);
    operatorMade = true;
  }
  await visit(page, '/login');
  const form = page.locator('[data-testid=login-form]');
  await form.getByLabel('Email').fill(OPERATOR.email);
  await form.getByLabel('Password').fill(OPERATOR.password);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
  await page.locator('[data-testid=login-submit]').click();
  const login = await answered;
  const answerText = await login.text();
  assert.equal(login.status(), 200, answerText);
  await page
    .locator('[data-testid=second-factor-form]')
    .waitFor()
    .catch((error) => {
      throw new Error(`${error.message}\npage errors: ${pageErrors.join(' | ')}\nanswer: ${answerText}`);
    });
  const enrolling = !operatorSecret;
  if (enrolling) {
    const shown = await page.locator('[data-testid=second-factor-secret]').innerText();
    operatorSecret = shown.replace(/\s/g, '');
  }
  await page.locator('[data-testid=second-factor-code]').fill(await nextCode(operatorSecret!));
  await page.locator('[data-testid=second-factor-submit]').click();
  if (enrolling) {
    const codes = page.locator('[data-testid=recovery-codes]');
    await codes.waitFor();
    await page.getByLabel('I have saved my recovery codes').check();
    await page.locator('[data-testid=recovery-continue]').click();
  }
  await page.locator('[data-testid=header-user-name]').waitFor({ state: 'visible' });
}

test('an operator enrols the authenticator at the first sign-in and reaches the console; a member does not', async () => {
  const page = await freshPage();
  await failureShots('moderation-sign-in', page, async () => {
    await signInAsOperator(page);
    await visit(page, '/moderation');
    await waitForText(page.locator('h1'), 'Overview');
    await page.getByRole('navigation', { name: 'Operators’ console' }).getByRole('link', { name: 'Reports' }).click();
    await waitForText(page.locator('h1'), 'Reports');
  });

  const other = await freshPage();
  await failureShots('moderation-member', other, async () => {
    const plain = { name: 'Kiran Magar', email: uniqueEmail('browser.plain'), password: 'himal123' };
    await registerVerifiedUser(stack(), plain);
    await signInThroughForm(other, plain.email, plain.password);
    await visit(other, '/moderation');
    assert.equal(await other.locator('[data-testid=mod-overview]').count(), 0, 'a member sees no console');
  });
});
