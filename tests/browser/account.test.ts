import assert from 'node:assert/strict';
import { test } from 'node:test';
import { uniqueEmail, waitForMail, waitUntil } from '@art/testing';
import {
  browserSuite,
  codeIn,
  cookieValue,
  expectSnackbar,
  failureShots,
  registerVerifiedUser,
  reload,
  signInThroughForm,
  visit,
  waitForPath,
  waitForText,
} from './support/browser.js';

/**
 * A person's account in a real browser, against gateway + identity + notification run from source:
 * register (each client check in the form's order, then for real), the code from the SMTP sink,
 * verify, sign in, stay signed in across a reload, sign out; forgot password through the mailed
 * link; and the guest-only / signed-in-only route rules.
 */
// linkToGateway: the reset mail's link points at this stack's gateway, so the test opens it as is.
const { stack, freshPage } = browserSuite('browser_account', { linkToGateway: true });

test('register with each client error in order, verify the mailed code, sign in, stay signed in, sign out', async () => {
  const page = await freshPage();
  const email = uniqueEmail('browser.register');
  const name = 'Anjali Shrestha';
  const password = 'himal123';

  await failureShots('register', page, async () => {
    await visit(page, '/login');
    await page.locator('[data-testid=login-page]').waitFor();
    await page.locator('[data-testid=register-via-email]').click();
    const form = page.locator('[data-testid=register-form]');
    await form.waitFor();
    const submit = page.locator('[data-testid=register-submit]');

    // The form's checks, one at a time, each shown in the snackbar until its field is filled.
    await submit.click();
    await expectSnackbar(page, 'Full Name cannot be empty', 'error');
    await form.getByLabel('Full Name').fill(name);
    await submit.click();
    await expectSnackbar(page, 'Email cannot be empty', 'error');
    await form.getByLabel('Email').fill(email);
    await submit.click();
    await expectSnackbar(page, 'Password cannot be empty', 'error');
    await form.getByLabel('Password', { exact: true }).fill(password);
    await submit.click();
    await expectSnackbar(page, 'Password Confirmation cannot be empty', 'error');
    await form.getByLabel('Confirm Password').fill('himal124');
    await submit.click();
    await expectSnackbar(page, 'Passwords do not match', 'error');
    await form.getByLabel('Confirm Password').fill(password);
    await submit.click();
    await expectSnackbar(
      page,
      'Thank you for registering! Please, verify your email(Verification code sent)',
      'success',
      30_000,
    );
    // Back on the sign-in form.
    await page.locator('[data-testid=login-form]').waitFor();

    const mail = await waitForMail({ to: email, where: (m) => codeIn(m.text) !== undefined, timeoutMs: 30_000 });
    const code = codeIn(mail.text)!;

    await visit(page, '/verify');
    const verifyForm = page.locator('[data-testid=verify-form]');
    await verifyForm.getByLabel('Verification code').fill(code);
    await page.locator('[data-testid=verify-submit]').click();
    const dialog = page.getByRole('dialog', { name: 'Registration Successful' });
    await dialog.waitFor();
    await page.locator('[data-testid=registration-success-login]').click();
    await waitForPath(page, '/login');

    const loginForm = page.locator('[data-testid=login-form]');
    await loginForm.getByLabel('Email').fill(email);
    await loginForm.getByLabel('Password').fill(password);
    await page.locator('[data-testid=login-submit]').click();
    await waitForPath(page, '/');
    await waitForText(page.locator('[data-testid=header-user-name]'), name);
    assert.ok(await cookieValue(page.context(), 'token'), 'a token cookie after signing in');
    // Verified: no "Please verify your email" notice.
    assert.equal(await page.locator('[data-testid=verify-email-notice]').count(), 0);

    await reload(page);
    await waitForText(page.locator('[data-testid=header-user-name]'), name);
    assert.equal(await page.locator('[data-testid=header-login]').count(), 0, 'no login button while signed in');

    const token = await cookieValue(page.context(), 'token');
    await page.locator('[data-testid=profile-menu]').click();
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    assert.equal((await loggedOut).status(), 200);
    await waitForPath(page, '/');
    await page.locator('[data-testid=header-login]').waitFor();
    assert.equal(await cookieValue(page.context(), 'token'), undefined, 'the token cookie is gone');
    assert.equal(await page.locator('[data-testid=header-user-name]').count(), 0);
    // The token itself is over, not only forgotten by this browser: a copy of it is refused (by
    // the gateway once its cached read of the session, SESSION_VERSION_CACHE_MS, is renewed).
    let reused = { status: 0, body: null as any };
    await waitUntil(
      'the logged-out token to be refused',
      async () => {
        reused = await stack().api('/user/profile', { token: token! });
        return reused.status !== 200;
      },
      { timeoutMs: 15_000, intervalMs: 500 },
    );
    assert.equal(reused.status, 401);
    assert.equal(reused.body.message, 'You have logged out. Please login again');
  });
});

test('forgot password: request on /resetpassword, open the mailed link, set a new password, sign in with it', async () => {
  const email = uniqueEmail('browser.reset');
  const name = 'Bikash Gurung';
  await registerVerifiedUser(stack(), { name, email, password: 'oldpass1' });
  const page = await freshPage();

  await failureShots('reset', page, async () => {
    await visit(page, '/resetpassword');
    const submit = page.locator('[data-testid=reset-request-submit]');
    assert.equal(await submit.isDisabled(), true, 'the button waits for an e-mail');
    const asked = new Date();
    await page.getByLabel('Email').fill(email);
    await submit.click();
    await expectSnackbar(page, 'Please check your email', 'success');

    const mail = await waitForMail({
      to: email,
      since: asked,
      where: (m) => /\/resetpassword\/[^\s"'<]+/.test(m.text),
      timeoutMs: 30_000,
    });
    const link = mail.text.match(/https?:\/\/\S+\/resetpassword\/[^\s"'<>)]+/)?.[0];
    assert.ok(link, `a reset link in the mail: ${mail.text}`);
    assert.equal(new URL(link).origin, stack().gateway.url, 'the link opens on this site');

    await page.goto(link, { waitUntil: 'domcontentloaded' });
    await page.locator('[data-testid=reset-token-page]').waitFor();
    await page.getByLabel('New Password').fill('sagarmatha8');
    await page.getByLabel('Confirm Password').fill('sagarmatha8');
    await page.locator('[data-testid=reset-token-submit]').click();
    await expectSnackbar(page, 'Your password has been changed', 'success');
    await waitForPath(page, '/login');

    // The old password no longer works; the new one does.
    const loginForm = page.locator('[data-testid=login-form]');
    await loginForm.getByLabel('Email').fill(email);
    await loginForm.getByLabel('Password').fill('oldpass1');
    await page.locator('[data-testid=login-submit]').click();
    await page.locator('[data-testid=snackbar][data-type=error]').waitFor();
    assert.equal(await cookieValue(page.context(), 'token'), undefined);

    await loginForm.getByLabel('Email').fill(email);
    await loginForm.getByLabel('Password').fill('sagarmatha8');
    await page.locator('[data-testid=login-submit]').click();
    await waitForPath(page, '/');
    await waitForText(page.locator('[data-testid=header-user-name]'), name);
  });
});

test('a guest is sent home from signed-in-only routes; /login sends a signed-in person home', async () => {
  const page = await freshPage();
  await failureShots('guards', page, async () => {
    for (const route of ['/cart', '/upload', '/edit']) {
      await visit(page, route);
      await waitForPath(page, '/');
      await page.locator('[data-testid=home]').waitFor();
      await page.locator('[data-testid=header-login]').waitFor();
    }

    const email = uniqueEmail('browser.guard');
    await registerVerifiedUser(stack(), { name: 'Chandra Tamang', email, password: 'guard123' });
    await signInThroughForm(page, email, 'guard123');
    await visit(page, '/login');
    await waitForPath(page, '/');
    await page.locator('[data-testid=home]').waitFor();
    assert.equal(await page.locator('[data-testid=login-page]').count(), 0);
    // And a signed-in-only page now opens.
    await visit(page, '/edit');
    await page.locator('[data-testid=edit-information-page]').waitFor();
    assert.equal(new URL(page.url()).pathname, '/edit');
  });
});
