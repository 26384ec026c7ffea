import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { stopService, waitUntil } from '@art/testing';
import pg from 'pg';
import type { Page } from 'playwright-core';
import {
  browserSuite,
  expectSnackbar,
  failureShots,
  signInThroughForm,
  visit,
  waitForText,
} from './support/browser.js';
import { type Person, peopleOf, signUp } from './support/people.js';

/**
 * Speed and polish (issue 24): a studio's work grid says each work's title and its price, or SOLD,
 * as the catalogue's cards do; on a phone the feed's first post comes before Top Studios; Follow
 * back on the notifications page, with the social service stopped, goes back with the reason and
 * Retry.
 */
const password = 'polish123';
const person = peopleOf('polish', password);
const sita = person('Sita Chitrakar', 'sita');
const hari = person('Hari Maharjan', 'hari');
const ram = person('Ram Studio', 'ram');
/** The painting category, as the catalogue's migrations make it. */
const PAINTING = 'c0a80001-0000-4000-8000-000000000001';
const SERVICE_DOWN = 'That was not saved: the service is not answering just now';
const PHONE = { width: 390, height: 844 };

const { stack, freshPage } = browserSuite('browser_polish', {}, async () => {
  await signUp(stack(), [sita, hari, ram]);
  const form = new FormData();
  form.set('post', 'Morning at the Patan workshop, first coat of gold');
  const created = await fetch(`${stack().gateway.url}/api/post/new`, {
    method: 'POST',
    headers: { authorization: `JWT ${sita.token}` },
    body: form,
  });
  assert.equal(created.status, 200, await created.text());
  await seedStudio();
});

/** Ram as a studio of the directory (so Top Studios lists him), with a work for sale and a sold one. */
async function seedStudio(): Promise<void> {
  const client = new pg.Client({ connectionString: stack().databases.catalogue });
  await client.connect();
  try {
    await waitUntil(
      `${ram.name} to reach the catalogue`,
      async () => (await client.query('select 1 from users where id = $1', [ram.id])).rowCount === 1,
      { timeoutMs: 20_000 },
    ).catch(() => undefined);
    // A high version: a late identity event must not undo the studio role.
    await client.query(
      `insert into users (id, name, slug, email, role, verified_artist, version)
       values ($1, $2, $3, $4, 11, true, 1000)
       on conflict (id) do update set role = 11, verified_artist = true, version = 1000`,
      [ram.id, ram.name, ram.slug, ram.email],
    );
    const picture = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=';
    for (const work of [
      { name: 'Valley at Dawn', price: 15000, stock: 1, width: 40, height: 30, minutesAgo: 1 },
      { name: 'Sold Thangka', price: 25000, stock: 0, width: 24, height: 36, minutesAgo: 2 },
    ]) {
      const id = randomUUID();
      const file = { fileName: `${id}.gif`, url: picture, fallbackUrl: picture };
      const image = {
        _id: id,
        slug: id,
        placeholder: picture,
        width: work.width,
        height: work.height,
        files: { thumbnail: file, gallery: file, productImage: file, large: file },
      };
      await client.query(
        `insert into artworks (id, slug, name, description, price, stock, in_store, author_id, kind,
           main_category_id, categories, height, width, image, images, featured, created_at)
         values ($1, $2, $3, 'Mineral pigments on cotton.', $4, $5, true, $6, 'artist',
           $7, $8, 24, 36, $9, '[]'::jsonb, false, now() - make_interval(mins => $10))`,
        [
          id,
          `${work.name.toLowerCase().replaceAll(' ', '-')}-${id.slice(0, 6)}`,
          work.name,
          work.price,
          work.stock,
          ram.id,
          PAINTING,
          JSON.stringify([{ _id: PAINTING, name: 'Painting', slug: 'painting' }]),
          JSON.stringify(image),
          work.minutesAgo,
        ],
      );
      await client.query('insert into artwork_categories (artwork_id, category_id) values ($1, $2)', [id, PAINTING]);
    }
  } finally {
    await client.end();
  }
}

async function signedIn(who: Person): Promise<Page> {
  const page = await freshPage();
  await signInThroughForm(page, who.email, who.password);
  return page;
}

test("a studio's work grid says each work's title and its price, and SOLD for a sold work", async () => {
  const page = await freshPage();
  await failureShots('polish-studio-grid', page, async () => {
    await visit(page, `/user/${ram.slug}/work`);
    const forSale = page.locator('[data-testid=profile-artwork]', { hasText: 'Valley at Dawn' });
    await waitForText(forSale.locator('[data-testid=profile-artwork-name]'), 'Valley at Dawn');
    await waitForText(forSale.locator('[data-testid=profile-artwork-price]'), 'NPR 15,000');
    const sold = page.locator('[data-testid=profile-artwork]', { hasText: 'Sold Thangka' });
    await waitForText(sold.locator('[data-testid=profile-artwork-price]'), 'SOLD');
    assert.equal(await sold.locator('[data-testid=profile-artwork-price]').getAttribute('data-availability'), 'sold');
    assert.ok(!/25,000/.test((await sold.textContent()) ?? ''), 'no price on a sold work');
    // The pictures keep their own proportions and say how wide they are drawn.
    const picture = forSale.locator('img');
    assert.equal(await picture.getAttribute('width'), '40');
    assert.equal(await picture.getAttribute('height'), '30');
    assert.ok(await picture.getAttribute('sizes'), 'the picture has sizes');
  });
});

test('on a 390 px phone the first post of the feed comes before Top Studios', async () => {
  const page = await signedIn(sita);
  // Signed in on the wide form, then read on a phone.
  await page.setViewportSize(PHONE);
  await failureShots('polish-feed-phone', page, async () => {
    await visit(page, '/feed');
    const firstPost = page.locator('[data-testid=post-card]').first();
    await firstPost.waitFor({ state: 'visible' });
    const studio = page.locator('[data-testid=top-studio]').first();
    await studio.waitFor({ state: 'visible' });
    const postBox = await firstPost.boundingBox();
    const studioBox = await studio.boundingBox();
    assert.ok(postBox && studioBox, 'both are laid out');
    assert.ok(
      postBox.y + postBox.height <= studioBox.y,
      `the first post (${postBox.y}–${postBox.y + postBox.height}) is above Top Studios (${studioBox.y})`,
    );
  });
});

test('Follow back with the social service stopped goes back to Follow, with the reason and Retry', async () => {
  const followed = await stack().api('/secure/followartist', { token: ram.token, body: { artist: hari.id } });
  assert.equal(followed.status, 200, JSON.stringify(followed.body));
  const page = await signedIn(hari);
  try {
    await failureShots('polish-follow-back', page, async () => {
      await visit(page, '/notifications');
      const row = page.locator('[data-testid=notification-item]', { hasText: ram.name });
      await row.waitFor({ state: 'visible', timeout: 30_000 });
      const follow = row.locator('[data-testid=notification-follow]');
      await waitForText(follow, 'Follow');

      await stopService(stack().processes().social, { signal: 'SIGKILL' });
      await follow.click();
      await expectSnackbar(page, SERVICE_DOWN, 'error');
      await waitForText(follow, 'Follow');
      assert.equal(await follow.getAttribute('data-following'), 'false');
      await waitForText(page.locator('[data-testid=snackbar] [data-testid=snackbar-action]'), 'Retry');
    });
  } finally {
    await stack().restart('social');
  }
});
