import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { uniqueEmail } from '@art/testing';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { stripedPicture } from '../system/support/members.js';
import {
  browserSuite,
  expectSnackbar,
  failureShots,
  registerVerifiedUser,
  screenshotPath,
  signInThroughForm,
  visit,
  waitForPath,
  waitForText,
} from './support/browser.js';

/**
 * The catalogue's create screens in Chromium: Upload Art (the first failing check as an error toast,
 * then a valid upload landing on the artwork), the header search in English, Nepali and Chinese
 * (either script finds the other, Enter and "See all results" open the results page, which pages),
 * and an explicit exhibition that asks for the visitor's age before it opens.
 */
const email = uniqueEmail('browser.upload');
const password = 'upload123';
let token = '';
let page: Page;

const EN_ARTWORK = `Himalayan Dawn ${randomUUID().slice(0, 6)}`;
const NE_ARTWORK = 'हिमाली बिहानको रङ';
const EXPLICIT = { id: randomUUID(), title: 'After Dark Studies' };
const PAST_TITLE = 'Monsoon Prints';
/** Found by 山水 through its pinyin, beside a work named in the characters themselves. */
const PINYIN_ARTWORK = 'Shan Shui Evening';
const HANZI_ARTWORK = '山水晨光';
/** More works by the same member than one results page holds (20), so the page offers more. */
const MORE_WORKS = 20;

const { stack, freshPage } = browserSuite('browser_catalogue_create', {}, async () => {
  await registerVerifiedUser(stack(), { name: 'Sabina Shrestha', email, password });
  const login = await stack().api('/auth/login', { body: { email, password } });
  token = login.body.token;
  assert.ok(token, 'signed in through the API');
  await uploadThroughApi(EN_ARTWORK);
  await uploadThroughApi(NE_ARTWORK);
  await uploadThroughApi(PINYIN_ARTWORK);
  await uploadThroughApi(HANZI_ARTWORK);
  for (let n = 1; n <= MORE_WORKS; n += 1) await uploadThroughApi(`Valley Study ${n}`);
  await seedExplicitExhibition();
  page = await freshPage();
  await signInThroughForm(page, email, password);
});

/** A 320x240 PNG with some structure, so the server's content check sees a real picture. */
const makePng = () => stripedPicture('png', 320, 240);

/** The first main category of GET /categories/sorted (the eight base categories are migrated in). */
async function firstCategory(): Promise<{ _id: string; name: string }> {
  const sorted = await stack().api('/categories/sorted');
  assert.equal(sorted.status, 200, JSON.stringify(sorted.body));
  const [first] = sorted.body.message;
  assert.ok(first?._id, 'categories are there');
  return first;
}

/**
 * Uploads user art through the gateway as the SDK does. The catalogue learns of the new account from
 * identity's event, so the first tries may come before it: asked again until it answers.
 */
async function uploadThroughApi(name: string): Promise<string> {
  const category = await firstCategory();
  const png = await makePng();
  let last = '';
  for (let attempt = 0; attempt < 40; attempt++) {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'art.png');
    form.append('name', name);
    form.append('description', 'Morning light over the hills.');
    form.append('categories[]', category._id);
    form.append('price', '15000');
    form.append('stock', '1');
    const response = await fetch(`${stack().gateway.url}/api/user/art/upload`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}` },
      body: form,
    });
    last = `${response.status} ${await response.text()}`;
    if (response.status === 200) return JSON.parse(last.slice(4)).data.productSlug;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`upload of ${name} never succeeded: ${last}`);
}

/** A running exhibition flagged explicit, straight into the stack's catalogue database. */
async function seedExplicitExhibition(): Promise<void> {
  const client = new pg.Client({ connectionString: stack().databases.catalogue });
  await client.connect();
  try {
    await client.query(
      `insert into exhibitions (id, slug, title, subtitle, artist_name, starts_at, ends_at, explicit, items)
       values ($1, $2, $3, 'Figure studies', 'Test Artist', now() - interval '1 day', now() + interval '30 days', true, $4)`,
      [
        EXPLICIT.id,
        `after-dark-${EXPLICIT.id.slice(0, 8)}`,
        EXPLICIT.title,
        JSON.stringify([
          {
            title: 'Study One',
            details: 'Charcoal',
            thumb: '',
            imageMain: '',
            order: 1,
            margins: { left: 0, right: 0 },
          },
          { title: 'Study Two', details: 'Ink', thumb: '', imageMain: '', order: 2, margins: { left: 0, right: 0 } },
        ]),
      ],
    );
    // A past one, so the Previous tab shows (and Upcoming, with nothing in it, does not).
    await client.query(
      `insert into exhibitions (id, slug, title, artist_name, starts_at, ends_at)
       values ($1, $2, $3, 'Test Artist', now() - interval '60 days', now() - interval '30 days')`,
      [randomUUID(), `monsoon-${EXPLICIT.id.slice(0, 8)}`, PAST_TITLE],
    );
  } finally {
    await client.end();
  }
}

test('Upload Art: the first failing check is an error toast, a valid form lands on the new artwork', async () => {
  await failureShots('catalogue-upload', page, async () => {
    await visit(page, '/upload');
    const form = page.locator('[data-testid=artwork-form]');
    await form.waitFor();
    await page.locator('[data-testid=artwork-submit]').click();
    await expectSnackbar(page, 'You have to upload at least one image', 'error');

    await page
      .locator('[data-testid=artwork-images-input]')
      .setInputFiles({ name: 'dawn.png', mimeType: 'image/png', buffer: await makePng() });
    await page.locator('[data-testid=artwork-image-preview]').first().waitFor();
    await page.locator('[data-testid=artwork-submit]').click();
    await expectSnackbar(page, 'Name is required', 'error');

    const name = `Valley Evening ${randomUUID().slice(0, 6)}`;
    await form.getByLabel('Name *').fill(name);
    await form.getByLabel('Description').fill('Rice terraces at dusk, acrylic on canvas.');
    const category = await firstCategory();
    await page.locator('[data-testid=artwork-main-category]').selectOption(category._id);
    await page.locator('[data-testid=artwork-price]').fill('10000001');
    await page.locator('[data-testid=artwork-stock]').fill('1');
    await page.locator('[data-testid=artwork-submit]').click();
    await expectSnackbar(page, 'Please enter price less than or equals 10000000', 'error');

    await page.locator('[data-testid=artwork-price]').fill('0');
    await page.locator('[data-testid=artwork-height]').fill('24');
    await page.locator('[data-testid=artwork-tag-input]').fill('terraces');
    await page.locator('[data-testid=artwork-tag-input]').press('Enter');
    await page.locator('[data-testid=artwork-tags]').getByText('terraces').waitFor();
    await page.screenshot({ path: screenshotPath('catalogue-upload-form.png'), fullPage: true });

    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/user/art/upload'));
    await page.locator('[data-testid=artwork-submit]').click();
    const response = await uploaded;
    assert.equal(response.status(), 200, await response.text());
    const slug: string = (await response.json()).data.productSlug;
    await expectSnackbar(page, 'You have successfully uploaded your artwork', 'success');
    // A regular user's work opens on the user-art route (artist accounts upload to a studio, members as user art).
    await waitForPath(page, `/art/${slug}`);
    await page.getByText(name).first().waitFor();
  });
});

test('Search in English: typing shows a dropdown, "See all results" and Enter open the results page', async () => {
  await failureShots('catalogue-search-en', page, async () => {
    await visit(page, '/');
    const input = page.getByRole('searchbox', { name: 'Search' });
    await input.click();
    // The catalogue's box takes over from the shell's plain one with focus kept.
    const box = page.locator('[data-testid=search-input]');
    await box.waitFor();
    const typed = EN_ARTWORK.split(' ').slice(0, 2).join(' ');
    await box.pressSequentially(typed);
    const dropdown = page.locator('[data-testid=search-dropdown]');
    await dropdown.locator('[data-testid=search-result-artwork]', { hasText: EN_ARTWORK }).waitFor();
    await page.screenshot({ path: screenshotPath('catalogue-search-dropdown.png') });

    await dropdown.locator('[data-testid=search-see-all]').click();
    await waitForPath(page, `/search/${encodeURIComponent(typed)}`);
    const results = page.locator('[data-testid=search-page]');
    // Cards cut names at 20 characters: the typed words are within them.
    await results.locator('[data-testid=artwork-card]', { hasText: typed }).waitFor();

    await box.fill('zzqxvbnmw');
    await waitForText(dropdown.locator('[data-testid=search-no-results]'), 'No results found');
    await box.press('Escape');
    await dropdown.waitFor({ state: 'hidden' });

    await box.press('Enter');
    await waitForPath(page, '/search/zzqxvbnmw');
    await waitForText(results.locator('[data-testid=search-no-results]'), 'No results found');
  });
});

test('Search in Nepali: a Devanagari term finds the artwork, in the box and on the results page', async () => {
  const nepali = await freshPage({ locale: 'ne-NP' });
  await failureShots('catalogue-search-ne', nepali, async () => {
    await visit(nepali, '/');
    const plain = nepali.getByRole('searchbox');
    assert.equal(await plain.getAttribute('placeholder'), 'खोज्न टाइप गर्नुहोस्');
    await plain.click();
    const input = nepali.locator('[data-testid=search-input]');
    await input.waitFor();
    assert.equal(await input.getAttribute('placeholder'), 'खोज्न टाइप गर्नुहोस्');
    await input.fill('हिमाली');
    await nepali
      .locator('[data-testid=search-dropdown] [data-testid=search-result-artwork]', { hasText: NE_ARTWORK })
      .waitFor();

    await input.press('Enter');
    await waitForPath(nepali, `/search/${encodeURIComponent('हिमाली')}`);
    const results = nepali.locator('[data-testid=search-page]');
    await results.getByRole('heading', { level: 1 }).getByText('यसका नतिजाहरू देखाउँदै').waitFor();
    await waitForText(results.locator('[data-testid=search-term]'), 'हिमाली');
    await results.locator('[data-testid=artwork-card]', { hasText: NE_ARTWORK }).waitFor();
  });
});

test('Search across scripts: a name in Devanagari finds it in Latin letters, page after page', async () => {
  const nepali = await freshPage({ locale: 'ne-NP' });
  await failureShots('catalogue-search-across', nepali, async () => {
    // साबिना is Sabina: every work of Sabina Shrestha (the uploads above and the Upload Art
    // journey's), twenty on the first page; the API says how many there are in all.
    const all = await stack().api(`/search/${encodeURIComponent('साबिना')}?page=1&limit=30`);
    const sabinas = all.body.products.length;
    assert.ok(sabinas > 20 && sabinas < 30, `${sabinas} works of Sabina`);
    await visit(nepali, `/search/${encodeURIComponent('साबिना')}`);
    const results = nepali.locator('[data-testid=search-page]');
    await results.locator('[data-testid=search-artists]').getByText('Sabina Shrestha').first().waitFor();
    const cards = results.locator('[data-testid=search-artworks] [data-testid=artwork-card]');
    await cards.nth(19).waitFor();
    assert.equal(await cards.count(), 20, 'one page of twenty');
    const more = results.locator('[data-testid=search-show-more]');
    await waitForText(more, 'थप नतिजा देखाउनुहोस्');
    await more.click();
    await cards.nth(sabinas - 1).waitFor();
    assert.equal(await cards.count(), sabinas, 'the rest on the next page, none twice');
    await more.waitFor({ state: 'detached' });
    await nepali.screenshot({ path: screenshotPath('catalogue-search-across.png'), fullPage: true });
  });
});

test('Search in Chinese: 山水 finds the characters and the same words in pinyin', async () => {
  const chinese = await freshPage({ locale: 'zh-CN' });
  await failureShots('catalogue-search-zh', chinese, async () => {
    await visit(chinese, '/');
    await chinese.getByRole('searchbox').click();
    const input = chinese.locator('[data-testid=search-input]');
    await input.waitFor();
    await input.fill('山水');
    const dropdown = chinese.locator('[data-testid=search-dropdown]');
    await dropdown.locator('[data-testid=search-result-artwork]', { hasText: HANZI_ARTWORK }).waitFor();
    await dropdown.locator('[data-testid=search-result-artwork]', { hasText: PINYIN_ARTWORK }).waitFor();
    await waitForText(dropdown.locator('[data-testid=search-see-all]'), '查看全部结果');
    await input.press('Enter');
    await waitForPath(chinese, `/search/${encodeURIComponent('山水')}`);
    const results = chinese.locator('[data-testid=search-page]');
    await results.locator('[data-testid=artwork-card]', { hasText: HANZI_ARTWORK }).waitFor();
    await results.locator('[data-testid=artwork-card]', { hasText: PINYIN_ARTWORK }).waitFor();
  });
});

test('An explicit exhibition asks first: Cancel stays on the listing, Continue opens the viewer', async () => {
  await failureShots('catalogue-explicit', page, async () => {
    await visit(page, '/exhibitions');
    await page.getByRole('tab', { name: 'Previous' }).waitFor();
    assert.equal(await page.getByRole('tab', { name: 'Upcoming' }).count(), 0, 'no Upcoming tab for an empty list');
    await waitForText(page.locator('[data-testid=no-upcoming-exhibitions]'), 'There is no any upcoming exhibitions');
    await page
      .locator('[data-testid=exhibitions-previous] [data-testid=exhibition-card]', { hasText: PAST_TITLE })
      .waitFor();
    await page.screenshot({ path: screenshotPath('catalogue-exhibitions.png'), fullPage: true });
    const banner = page.locator(`[data-testid=current-exhibition][data-id="${EXPLICIT.id}"]`);
    await banner.click();
    const dialog = page.getByRole('dialog', { name: 'Explicit Content' });
    await dialog.waitFor();
    await dialog
      .getByText(
        'This exhibition contains explicit material. By continuing you confirm that you are over 18 years of age.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(new URL(page.url()).pathname, '/exhibitions');

    await banner.click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await waitForPath(page, `/exhibition-${EXPLICIT.id}`);
    const viewer = page.locator('[data-testid=exhibition-viewer]');
    await viewer.getByRole('heading', { name: EXPLICIT.title }).waitFor();
    await waitForText(viewer.locator('[data-testid=exhibition-slide-counter]'), '1 of 2');
    await page.screenshot({ path: screenshotPath('catalogue-exhibition-viewer.png') });
    await page.keyboard.press('ArrowRight');
    await waitForText(viewer.locator('[data-testid=exhibition-slide-counter]'), '2 of 2');
    // Escape leaves the viewer for the listing it was opened from.
    await page.keyboard.press('Escape');
    await waitForPath(page, '/exhibitions');
  });
});

test('An explicit exhibition opened by its address also asks first', async () => {
  const visitor = await freshPage();
  await failureShots('catalogue-explicit-direct', visitor, async () => {
    await visit(visitor, `/exhibition-${EXPLICIT.id}`);
    const dialog = visitor.getByRole('dialog', { name: 'Explicit Content' });
    await dialog.waitFor();
    assert.equal(await visitor.locator('[data-testid=exhibition-viewer]').count(), 0, 'nothing shown before');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await waitForPath(visitor, '/exhibitions');
  });
});

test('Edit Art: prefilled for the owner, updated, then deleted after the confirmation', async () => {
  await failureShots('catalogue-edit', page, async () => {
    const name = `Temple Steps ${randomUUID().slice(0, 6)}`;
    const slug = await uploadThroughApi(name);
    await visit(page, `/artwork/${slug}/edit`);
    const form = page.locator('[data-testid=artwork-form]');
    await form.waitFor();
    assert.equal(await form.getByLabel('Name *').inputValue(), name);
    assert.equal(await page.locator('[data-testid=artwork-price]').inputValue(), '15000');
    assert.equal(await page.locator('[data-testid=artwork-image-preview]').count(), 1, 'the stored picture is kept');

    await form.getByLabel('Name *').fill(`${name} II`);
    const saved = page.waitForResponse((r) => r.url().includes('/api/user/art/edit/'));
    await page.locator('[data-testid=artwork-submit]').click();
    assert.equal((await saved).status(), 200);
    await expectSnackbar(page, 'You have successfully updated your artwork', 'success');
    await page.getByText(`${name} II`).first().waitFor();

    await visit(page, `/artwork/${slug}/edit`);
    await page.locator('[data-testid=artwork-delete]').click();
    const confirm = page.getByRole('dialog', { name: 'Delete Art' });
    await confirm.getByText('Are you sure you want to delete this art?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectSnackbar(page, 'Deleted art', 'success');
    const gone = await stack().api(`/product/${slug}`);
    assert.equal(gone.status, 404);
  });
});

test('Edit Art is only for the owner: anyone else is sent to the artwork', async () => {
  const guest = await freshPage();
  await failureShots('catalogue-edit-guest', guest, async () => {
    const slug = await uploadThroughApi(`Quiet Lake ${randomUUID().slice(0, 6)}`);
    await visit(guest, `/artwork/${slug}/edit`);
    await waitForPath(guest, `/artwork/${slug}`);
  });
});

test('Send us a message from an exhibited artwork', async () => {
  await failureShots('catalogue-inquiry', page, async () => {
    await visit(page, `/exhibition-${EXPLICIT.id}`);
    await page.locator('[data-testid=exhibition-viewer]').waitFor();
    await page.locator('[data-testid=exhibition-slide]').first().getByRole('button').click();
    const detail = page.getByRole('dialog', { name: 'Study One' });
    await detail.getByRole('button', { name: 'Send us a message' }).click();
    const inquiry = page.getByRole('dialog', { name: 'Send us a message' });
    await inquiry.getByRole('button', { name: 'Send' }).click();
    await waitForText(inquiry.locator('.art-field__error').first(), 'Please enter your full name');
    await inquiry.getByLabel('Full Name *').fill('Anita Gurung');
    await inquiry.getByLabel('E-mail *').fill(uniqueEmail('inquiry'));
    await inquiry.getByLabel('Phone *').fill('9800000000');
    await inquiry.getByLabel('Message *').fill('Is Study One still available?');
    await inquiry.getByRole('button', { name: 'Send' }).click();
    await expectSnackbar(page, 'Message Received Successfully! We will get back to you as soon as possible', 'success');
    await inquiry.waitFor({ state: 'hidden' });
  });
});
