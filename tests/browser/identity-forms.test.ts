import assert from 'node:assert/strict';
import { test } from 'node:test';
import { uniqueEmail, waitForMail } from '@art/testing';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import {
  browserSuite,
  codeIn,
  cookieValue,
  countCrops,
  expectSnackbar,
  failureShots,
  registerVerifiedUser,
  reload,
  signInThroughForm,
  visit,
  waitForCrop,
  waitForPath,
  waitForQuietNetwork,
  waitForText,
  waitForValue,
} from './support/browser.js';

/**
 * The identity forms as a person uses them: Edit Information keeps unsaved edits across a
 * language change, sends a picture only when one was picked in this edit, and clears an emptied
 * shipping field for good; Verify asks whose code it is (prefilled after registering); errors sit
 * on their fields (aria-invalid + aria-describedby); "Sign out everywhere" ends every session.
 */
const { stack, freshContext } = browserSuite('browser_f2_forms');

async function freshPage(): Promise<Page> {
  const { context, page } = await freshContext();
  await countCrops(context);
  await context.addInitScript(() => {
    const w = window as unknown as { __artUpdateParts: string[][] };
    // The part names of each profile update as the page sends them (Chromium does not hand a
    // multipart body with files to the test over the protocol).
    w.__artUpdateParts = [];
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      if (String(input).endsWith('/api/user/update') && init?.body instanceof FormData)
        w.__artUpdateParts.push([...init.body.keys()]);
      return realFetch(input, init);
    };
  });
  return page;
}

async function signedInPage(name: string): Promise<{ page: Page; email: string; password: string }> {
  const email = uniqueEmail(`browser.f2.${name.split(' ')[0].toLowerCase()}`);
  const password = 'forms123';
  await registerVerifiedUser(stack(), { name, email, password });
  const page = await freshPage();
  await signInThroughForm(page, email, password);
  return { page, email, password };
}

/** The field is marked invalid and its description (what a screen reader reads with it) holds `message`. */
async function expectFieldError(field: Locator, message: string): Promise<void> {
  await field
    .page()
    .waitForFunction((element) => element?.getAttribute('aria-invalid') === 'true', await field.elementHandle(), {
      timeout: 20_000,
    });
  const described = await field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? `(no element #${id})`),
  );
  assert.ok(described.includes(message), `the field is described by ${JSON.stringify(message)}: ${described}`);
}

async function save(page: Page): Promise<void> {
  const response = page.waitForResponse((r) => r.url().endsWith('/api/user/update'));
  await page.locator('[data-testid=edit-save]').click();
  assert.equal((await response).status(), 200, await (await response).text());
  await expectSnackbar(page, 'Profile Updated Successfully', 'success');
}

/** Whether the last profile update the page sent had a picture part. */
const lastUpdateHadPicture = (page: Page) =>
  page.evaluate(() => {
    const parts = (window as unknown as { __artUpdateParts: string[][] }).__artUpdateParts;
    if (parts.length === 0) throw new Error('no profile update was sent');
    return parts[parts.length - 1].includes('picture');
  });

function makePng(): Promise<Buffer> {
  const size = 300;
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = (i / 3) % size;
    pixels[i + 1] = 120;
    pixels[i + 2] = Math.floor(i / 3 / size) % 256;
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

// Selectors that do not depend on the language of the labels.
const NAME = 'input[autocomplete=name]';
const BIOGRAPHY = 'textarea >> nth=0';
const CITY = 'input[autocomplete="shipping address-level2"]';
const PHONE = 'input[autocomplete="shipping tel"]';
const POSTAL_CODE = 'input[autocomplete="shipping postal-code"]';

test('Edit Information keeps unsaved edits when the language changes; one h1 and its own title', async () => {
  const { page } = await signedInPage('Gita Lama');
  await failureShots('f2-edit-language', page, async () => {
    await visit(page, '/edit');
    const form = page.locator('[data-testid=edit-information-page]');
    await waitForValue(form.locator(NAME), 'Gita Lama');

    await form.locator(NAME).fill('Gita Lama Thakali');
    await form.locator(BIOGRAPHY).fill('Not saved yet: weaves dhaka cloth.');
    await form.locator(CITY).fill('Palpa');

    await page.locator('[data-testid=language-switcher]').selectOption('ne');
    await waitForText(page.locator('[data-testid=edit-information-page] h1'), 'जानकारी सम्पादन गर्नुहोस्');
    // Anything the switch set off (a refetch of the profile, once) has answered by now.
    await waitForQuietNetwork(page);
    assert.equal(await form.locator(NAME).inputValue(), 'Gita Lama Thakali');
    assert.equal(await form.locator(BIOGRAPHY).inputValue(), 'Not saved yet: weaves dhaka cloth.');
    assert.equal(await form.locator(CITY).inputValue(), 'Palpa');
    await page.waitForFunction(() => document.title.startsWith('जानकारी सम्पादन गर्नुहोस् |'), null, {
      timeout: 20_000,
    });

    await page.locator('[data-testid=language-switcher]').selectOption('en');
    await waitForText(page.locator('[data-testid=edit-information-page] h1'), 'Edit Information');
    assert.equal(await form.locator(NAME).inputValue(), 'Gita Lama Thakali');
    assert.equal(await page.locator('h1').count(), 1, 'one h1 on the page');
    await page.waitForFunction(() => document.title === 'Edit Information | Art Marketplace', null, {
      timeout: 20_000,
    });
  });
});

test('a picture is sent with the save it was picked for, and not with the next one', async () => {
  const { page } = await signedInPage('Hari Maharjan');
  await failureShots('f2-edit-picture', page, async () => {
    await visit(page, '/edit');
    const form = page.locator('[data-testid=edit-information-page]');
    await waitForValue(form.locator(NAME), 'Hari Maharjan');

    await save(page);
    assert.equal(await lastUpdateHadPicture(page), false, 'no picture picked, no picture part');

    await form.getByRole('button', { name: 'Edit picture' }).click();
    await form
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await makePng() });
    await waitForCrop(page);
    await save(page);
    assert.equal(await lastUpdateHadPicture(page), true, 'the picked picture is sent');

    await form.locator(BIOGRAPHY).fill('Carves wood in Patan.');
    await save(page);
    assert.equal(await lastUpdateHadPicture(page), false, 'the picture saved before is not sent again');
    // And the new picture is what the page shows now.
    await form.locator('img.identity-image-preview').first().waitFor();
  });
});

test('an emptied shipping field stays empty after saving and reloading', async () => {
  const { page } = await signedInPage('Kamala Thapa');
  await failureShots('f2-edit-shipping', page, async () => {
    await visit(page, '/edit');
    const form = page.locator('[data-testid=edit-information-page]');
    await waitForValue(form.locator(NAME), 'Kamala Thapa');
    await form.locator(CITY).fill('Pokhara');
    await form.locator(PHONE).fill('9812345678');
    await form.locator(POSTAL_CODE).fill('03300');
    await save(page);

    await reload(page);
    await waitForValue(form.locator(CITY), 'Pokhara');
    await waitForValue(form.locator(PHONE), '9812345678');

    await form.locator(CITY).fill('');
    await form.locator(PHONE).fill('');
    await save(page);

    await reload(page);
    await waitForValue(form.locator(NAME), 'Kamala Thapa');
    assert.equal(await form.locator(CITY).inputValue(), '', 'the city was cleared');
    assert.equal(await form.locator(PHONE).inputValue(), '', 'the phone number was cleared');
    assert.equal(await form.locator(POSTAL_CODE).inputValue(), '03300', 'kept as typed, leading zero too');
  });
});

test('register, then verify with the address prefilled and the mailed code; errors sit on their fields', async () => {
  const page = await freshPage();
  const email = uniqueEmail('browser.f2.verify');
  await failureShots('f2-verify', page, async () => {
    await visit(page, '/login');
    await page.locator('[data-testid=register-via-email]').click();
    const form = page.locator('[data-testid=register-form]');
    await page.locator('[data-testid=register-submit]').click();
    await expectFieldError(form.getByLabel('Full Name'), 'Full Name cannot be empty');
    await form.getByLabel('Full Name').fill('Mina Gurung');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('verify12');
    await form.getByLabel('Confirm Password').fill('verify13');
    await page.locator('[data-testid=register-submit]').click();
    await expectFieldError(form.getByLabel('Confirm Password'), 'Passwords do not match');
    assert.equal(await form.getByLabel('Full Name').getAttribute('aria-invalid'), null, 'the fixed field is valid');
    await form.getByLabel('Confirm Password').fill('verify12');
    const registeredAt = new Date();
    await page.locator('[data-testid=register-submit]').click();
    await page.locator('[data-testid=login-form]').waitFor();

    const mail = await waitForMail({
      to: email,
      since: registeredAt,
      where: (m) => codeIn(m.text) !== undefined,
      timeoutMs: 30_000,
    });
    const code = codeIn(mail.text)!;

    await visit(page, '/verify');
    await page.locator('[data-testid=verify-page]').waitFor();
    assert.equal(await page.locator('h1').count(), 1, 'one h1 on the page');
    await page.waitForFunction(() => document.title === 'Verify Email | Art Marketplace', null, { timeout: 20_000 });
    const verifyForm = page.locator('[data-testid=verify-form]');
    await waitForValue(verifyForm.getByLabel('Email'), email);

    const wrong = code === '000000' ? '111111' : '000000';
    await verifyForm.getByLabel('Verification code').fill(wrong);
    await page.locator('[data-testid=verify-submit]').click();
    await expectFieldError(verifyForm.getByLabel('Verification code'), 'The code you entered is invalid');

    await verifyForm.getByLabel('Verification code').fill(code);
    const sent = page.waitForRequest((r) => r.url().includes('/api/auth/verifyemail/'));
    await page.locator('[data-testid=verify-submit]').click();
    const url = new URL((await sent).url());
    assert.equal(url.pathname, `/api/auth/verifyemail/${code}`);
    assert.equal(url.searchParams.get('email'), email, 'the code goes with the address it was mailed to');
    await page.getByRole('dialog', { name: 'Registration Successful' }).waitFor();

    const login = await stack().api('/auth/login', { body: { email, password: 'verify12' } });
    assert.equal(login.body.user?.emailVerified, 'true', 'the account is verified');
  });
});

test('Verify without an address says so on the e-mail field and sends nothing', async () => {
  const page = await freshPage();
  await failureShots('f2-verify-no-email', page, async () => {
    let verifyCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/verifyemail/')) verifyCalls += 1;
    });
    await visit(page, '/verify');
    const verifyForm = page.locator('[data-testid=verify-form]');
    assert.equal(await verifyForm.getByLabel('Email').inputValue(), '', 'nothing registered in this tab');
    await verifyForm.getByLabel('Verification code').fill('123456');
    await page.locator('[data-testid=verify-submit]').click();
    await expectFieldError(verifyForm.getByLabel('Email'), 'Please enter your email');
    await expectSnackbar(page, 'Please enter your email', 'error');
    assert.equal(verifyCalls, 0);
  });
});

test('Sign out everywhere ends this session and the other device’s', async () => {
  const { page, email, password } = await signedInPage('Nabin Shrestha');
  const other = await freshPage();
  await signInThroughForm(other, email, password);
  const thisToken = await cookieValue(page.context(), 'token');
  const otherToken = await cookieValue(other.context(), 'token');
  assert.ok(thisToken && otherToken);

  await failureShots('f2-sign-out-everywhere', page, async () => {
    await visit(page, '/edit');
    await page.locator('[data-testid=sign-out-everywhere]').click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout-everywhere'));
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    assert.equal((await answered).status(), 200);
    await waitForPath(page, '/login');
    await page.locator('[data-testid=login-page]').waitFor();
    await expectSnackbar(page, 'You have been signed out on every device', 'success');
    assert.equal(await cookieValue(page.context(), 'token'), undefined, 'this session is forgotten');

    // Both old tokens are refused from now on, so the other device is signed out at its next start.
    for (const token of [thisToken, otherToken]) {
      const check = await stack().api('/auth/authenticate', { method: 'POST', token });
      assert.equal(check.status, 401, `an old token is refused: ${JSON.stringify(check.body)}`);
    }
    await reload(other);
    await other.locator('[data-testid=header-login]').waitFor();
  });
});
