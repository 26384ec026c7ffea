import assert from 'node:assert/strict';
import { test } from 'node:test';
import { uniqueEmail, waitUntil } from '@art/testing';
import { generate } from 'otplib';
import type { Locator, Page } from 'playwright-core';
import { paintingPng, query } from '../system/support/members.js';
import {
  browserSuite,
  expectSnackbar,
  failureShots,
  registerVerifiedUser,
  signInThroughForm,
  visit,
  waitForText,
} from './support/browser.js';

/**
 * The operators' console as an operator uses it, in a real browser against every process run from
 * source: the first sign-in with the second factor (the authenticator's key, its code, the recovery
 * codes once), a studio request approved from the queue, a reported post hidden with a reason, and
 * a suspended member's sign-in saying why, with the appeal. A member never reaches the console.
 */
const { stack, freshPage } = browserSuite('browser_moderation');

const OPERATOR = { name: 'Oshin Pradhan', email: uniqueEmail('browser.operator'), password: 'himal123' };
let operatorMade = false;
let operatorSecret: string | undefined;
let lastStep = 0;

/**
 * Whether the locator shows within `ms`. (Playwright's `isVisible` answers at once, whatever its
 * timeout says: checked right after a navigation it missed a list still loading.)
 */
function appears(locator: Locator, ms: number): Promise<boolean> {
  return locator
    .waitFor({ state: 'visible', timeout: ms })
    .then(() => true)
    .catch(() => false);
}

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

async function member(name: string, label: string): Promise<{ id: string; email: string; token: string }> {
  const email = uniqueEmail(label);
  await registerVerifiedUser(stack(), { name, email, password: 'himal123' });
  const login = await stack().api('/auth/login', { body: { email, password: 'himal123' } });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  return { id: login.body.user._id, email, token: login.body.token };
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

test('a studio request is approved from the queue and leaves it', async () => {
  const applicant = await member('Sita Gurung', 'browser.applicant');
  const form = new FormData();
  form.set('message', 'I paint Mithila art on handmade lokta paper.');
  form.append('images[]', new Blob([new Uint8Array(await paintingPng())], { type: 'image/png' }), 'mithila.png');
  const applied = await fetch(`${stack().gateway.url}/api/users/become-artist`, {
    method: 'POST',
    headers: { authorization: `JWT ${applicant.token}` },
    body: form,
  });
  assert.equal(applied.status, 200, await applied.text());

  const page = await freshPage();
  await failureShots('moderation-studio', page, async () => {
    await signInAsOperator(page);
    const card = page.locator('[data-testid=mod-studio-request]', { hasText: 'Sita Gurung' });
    await waitUntil(
      'the request in the console',
      async () => {
        await visit(page, '/moderation/studio-requests');
        return appears(card, 5_000);
      },
      { timeoutMs: 30_000 },
    );
    await waitForText(
      card.locator('[data-testid=mod-studio-request-message]'),
      'I paint Mithila art on handmade lokta paper.',
    );
    await card.locator('[data-testid=mod-approve]').click();
    await expectSnackbar(page, 'Sita Gurung is now an artist', 'success');
    await card.waitFor({ state: 'detached' });
  });
  await waitUntil(
    'identity to make the applicant an artist',
    async () => {
      const rows = await query<{ role: number }>(stack().databases.identity, 'SELECT role FROM users WHERE id = $1', [
        applicant.id,
      ]);
      return rows[0]?.role === 11;
    },
    { timeoutMs: 20_000 },
  );
});

test('a reported post is hidden with a reason, and a suspended member is told why at sign-in', async () => {
  const owner = await member('Bikash Rai', 'browser.owner');
  const reporter = await member('Anjali Shrestha', 'browser.reporter');
  const post = new FormData();
  post.set('post', 'Selling fake thangka prints as originals');
  const written = await fetch(`${stack().gateway.url}/api/post/new`, {
    method: 'POST',
    headers: { authorization: `JWT ${owner.token}` },
    body: post,
  });
  const postId = (await written.json()).post._id;
  const categories = await stack().api('/report/categories');
  const reported = await stack().api(`/report/post/${postId}`, {
    token: reporter.token,
    body: { category: categories.body.message[0]._id, content: '' },
  });
  assert.equal(reported.status, 200, JSON.stringify(reported.body));

  const page = await freshPage();
  await failureShots('moderation-report', page, async () => {
    await signInAsOperator(page);
    const reportCase = page.locator('[data-testid=mod-report-case]', { hasText: 'fake thangka' });
    await waitUntil(
      'the case in the console',
      async () => {
        await visit(page, '/moderation/reports');
        return appears(reportCase, 5_000);
      },
      { timeoutMs: 30_000 },
    );
    await reportCase.locator('[data-testid=mod-case-hide]').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Misleading sale of prints as originals');
    await dialog.getByRole('button', { name: 'Hide content' }).click();
    await expectSnackbar(page, 'Content hidden', 'success');
    await reportCase.waitFor({ state: 'detached' });
  });
  await waitUntil(
    'the post hidden from others',
    async () => (await stack().api(`/feed/post/${postId}`, { token: reporter.token })).status === 404,
    { timeoutMs: 20_000 },
  );

  const operatorToken = await (async () => {
    const login = await stack().api('/auth/login', { body: { email: OPERATOR.email, password: OPERATOR.password } });
    const session = await stack().api('/users/login/second-factor', {
      body: { challenge: login.body.challenge, code: await nextCode(operatorSecret!) },
    });
    assert.equal(session.status, 200, JSON.stringify(session.body));
    return session.body.token as string;
  })();
  const suspended = await stack().api(`/moderation/members/${owner.id}/suspend`, {
    token: operatorToken,
    body: { reason: 'Repeated sale of counterfeit prints' },
  });
  assert.equal(suspended.status, 200, JSON.stringify(suspended.body));

  const own = await freshPage();
  await failureShots('moderation-suspended', own, async () => {
    await waitUntil(
      'sign-in refused with the reason',
      async () => {
        await visit(own, '/login');
        const form = own.locator('[data-testid=login-form]');
        await form.getByLabel('Email').fill(owner.email);
        await form.getByLabel('Password').fill('himal123');
        await own.locator('[data-testid=login-submit]').click();
        return appears(own.locator('[data-testid=login-suspended]'), 5_000);
      },
      { timeoutMs: 30_000 },
    );
    await waitForText(
      own.locator('[data-testid=login-suspended] .identity-suspended__message'),
      'Your account has been suspended: Repeated sale of counterfeit prints',
    );
    await own.locator('[data-testid=login-appeal]').click();
    // The appeal proves the account again: the address is kept from the sign-in, the password is asked.
    const appeal = own.locator('[data-testid=appeal-form]');
    await appeal.getByLabel('Password').fill('himal123');
    await appeal.getByLabel('Why should the suspension be lifted?').fill('These were my own prints, sold as prints.');
    await own.getByRole('button', { name: 'Send appeal' }).click();
    await expectSnackbar(own, 'Your appeal has been received. The marketplace team will review it.', 'success');
  });
});
