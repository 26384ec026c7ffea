import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { artistCodeHash } from '@art/contracts/artist-codes';
import { uniqueEmail } from '@art/testing';
import pg from 'pg';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import {
  browserSuite,
  countCrops,
  expectSnackbar,
  failureShots,
  registerVerifiedUser,
  reload,
  signInThroughForm,
  visit,
  waitForCrop,
  waitForPath,
  waitForText,
  waitForValue,
} from './support/browser.js';

/**
 * The signed-in identity pages: Edit Information (name, biography, a profile picture through the
 * cropper, all still there after a reload), Request to get into Studio with an image, and an artist
 * code seeded in this stack's identity database.
 */
let page: Page;
const email = uniqueEmail('browser.profile');
const password = 'studio123';
let slug = '';

// Once the stack is up: a verified artist-to-be, signed in on the one page every test uses.
const { stack, freshContext } = browserSuite('browser_profile', {}, async () => {
  await registerVerifiedUser(stack(), { name: 'Dipesh Karki', email, password });
  const login = await stack().api('/auth/login', { body: { email, password } });
  slug = login.body.user.slug;
  assert.match(slug, /^[a-z0-9-]+$/);
  let context: BrowserContext;
  ({ context, page } = await freshContext());
  await countCrops(context);
  await signInThroughForm(page, email, password);
});

/** A 400x400 PNG with some structure (the cropper takes its middle at zoom 1.5). */
function makePng(): Promise<Buffer> {
  const size = 400;
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 3;
      pixels[i] = (x * 255) / size;
      pixels[i + 1] = (y * 255) / size;
      pixels[i + 2] = (x + y) % 64 < 32 ? 200 : 40;
    }
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

async function withDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: stack().databases.identity });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

test('Edit Information: new name, biography and profile picture are saved and shown after a reload', async () => {
  await failureShots('edit', page, async () => {
    const png = await makePng();
    await visit(page, '/edit');
    const form = page.locator('[data-testid=edit-information-page]');
    await form.waitFor();
    const nameField = form.getByLabel('Full Name');
    await waitForValue(nameField, 'Dipesh Karki');
    assert.equal(await form.getByLabel('Email (cannot be changed)').getAttribute('readonly'), '');

    await nameField.fill('Dipesh Karki Artist');
    await form.getByLabel('Biography').fill('Paints the hills of Bhaktapur in watercolour.');

    await form.getByRole('button', { name: 'Edit picture' }).click();
    await form
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await form.locator('.identity-cropper img').first().waitFor();
    await waitForCrop(page);

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/update'));
    await page.locator('[data-testid=edit-save]').click();
    const response = await saved;
    assert.equal(response.status(), 200, await response.text());
    await expectSnackbar(page, 'Profile Updated Successfully', 'success');
    // The header follows the new name at once, cut at 18 characters.
    await waitForText(page.locator('[data-testid=header-user-name]'), 'Dipesh Karki Artis...');

    await reload(page);
    await form.waitFor();
    await waitForValue(form.getByLabel('Full Name'), 'Dipesh Karki Artist');
    await waitForValue(form.getByLabel('Biography'), 'Paints the hills of Bhaktapur in watercolour.');
    const picture = form.locator('img.identity-image-preview').first();
    await picture.waitFor();
    const src = (await picture.getAttribute('src')) ?? '';
    assert.match(src, /\/media\//, `the picture comes from the site's /media: ${src}`);
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await picture.elementHandle(),
      { timeout: 20_000 },
    );
    const shown = await picture.evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight }));
    assert.ok(shown.w > 0 && shown.w === shown.h, `a square picture is shown: ${JSON.stringify(shown)}`);
    await waitForText(page.locator('[data-testid=header-user-name]'), 'Dipesh Karki Artis...');
  });
});

test('Request to get into Studio with an image and a message', async () => {
  await failureShots('studio', page, async () => {
    const png = await makePng();
    await visit(page, '/');
    await page.locator('[data-testid=profile-menu]').click();
    await page.locator('[data-testid=menu-studio]').click();
    await waitForPath(page, `/${slug}/get-studio`);
    const studioPage = page.locator('[data-testid=get-studio-page]');
    await studioPage.waitFor();
    await studioPage
      .getByLabel('Images of your work')
      .setInputFiles({ name: 'work.png', mimeType: 'image/png', buffer: png });
    await studioPage.getByText('1 image selected').waitFor();
    await studioPage.getByLabel('About Yourself').fill('I paint thangka and landscapes; ten years of practice.');
    await page.locator('[data-testid=studio-submit]').click();
    await expectSnackbar(
      page,
      'Your application has been received. We will contact you as soon as possible.',
      'success',
      30_000,
    );
    // The profile opens on its Artworks tab (the profile page sends /profile/:slug there).
    await waitForPath(page, `/profile/${slug}/work`);
    const stored = await withDb((db) =>
      db.query('SELECT message, images FROM studio_requests r JOIN users u ON u.id = r.user_id WHERE u.email = $1', [
        email,
      ]),
    );
    assert.equal(stored.rowCount, 1);
    assert.equal(stored.rows[0].message, 'I paint thangka and landscapes; ten years of practice.');
    assert.equal(stored.rows[0].images.length, 1);
  });
});

test('artist code page with a seeded code opens a studio', async () => {
  await failureShots('artist-code', page, async () => {
    const code = `BROWSER-${randomBytes(3).toString('hex').toUpperCase()}`;
    await withDb((db) =>
      db.query('INSERT INTO artist_codes (code, code_hash) VALUES ($1, $2)', [code, artistCodeHash(code)]),
    );

    await visit(page, `/${slug}/artist-code`);
    const codePage = page.locator('[data-testid=artist-code-page]');
    await codePage.waitFor();
    const submit = page.locator('[data-testid=artist-code-submit]');
    assert.equal(await submit.isDisabled(), true, 'nothing to send yet');
    // Typed in lower case: codes are not case-sensitive.
    await codePage.getByLabel('Code').fill(code.toLowerCase());
    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    await submit.click();
    await expectSnackbar(page, 'Artist code verified successfully. You have a studio now.', 'success');

    // The page reloads with the artist's token: still signed in, and the menu no longer offers a studio request.
    await reloaded;
    await page.locator('[data-testid=header-user-name]').waitFor();
    await page.locator('[data-testid=profile-menu]').click();
    await page.locator('[data-testid=menu-logout]').waitFor();
    assert.equal(await page.locator('[data-testid=menu-studio]').count(), 0);
    const used = await withDb((db) =>
      db.query('SELECT c.used_by, u.role FROM artist_codes c JOIN users u ON u.id = c.used_by WHERE c.code = $1', [
        code,
      ]),
    );
    assert.equal(used.rowCount, 1, 'the code is used by this person');
    assert.equal(used.rows[0].role, 11, 'artist role');
  });
});
