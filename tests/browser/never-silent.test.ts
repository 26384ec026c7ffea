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
  waitForQuietNetwork,
  waitForText,
  waitForValue,
} from './support/browser.js';
import { type Person, peopleOf, signUp } from './support/people.js';

/**
 * Never silent, never stale (issue 24): a like or comment made while the social service is down is
 * rolled back with a visible message and Retry (the comment's text stays in its box), and Retry
 * works once the service is back; a follow counts at once; the follow-some-studios panel lists no
 * studio the member follows and stays away once skipped; a sold work says Sold, not its price.
 */
const password = 'silent123';
const person = peopleOf('silent', password);
const sita = person('Sita Chitrakar', 'sita');
const hari = person('Hari Maharjan', 'hari');
const ram = person('Ram Studio', 'ram');
const maya = person('Maya Studio', 'maya');
const newcomer = person('Nima Sherpa', 'nima');
/** The painting category, as the catalogue's migrations make it. */
const PAINTING = 'c0a80001-0000-4000-8000-000000000001';
const SERVICE_DOWN = 'That was not saved: the service is not answering just now';
let postId = '';
let soldSlug = '';

const { stack, freshPage } = browserSuite('browser_never_silent', {}, async () => {
  await signUp(stack(), [sita, hari, ram, maya, newcomer]);
  const form = new FormData();
  form.set('post', 'Evening ghats of Pashupati, ink wash');
  const created = await fetch(`${stack().gateway.url}/api/post/new`, {
    method: 'POST',
    headers: { authorization: `JWT ${sita.token}` },
    body: form,
  });
  assert.equal(created.status, 200, await created.text());
  const feed = await stack().api('/feed/allPosts?total=10', { token: sita.token });
  postId = feed.body.message.find((item: { post: string }) => item.post.startsWith('Evening ghats'))._id;
  await seedStudios();
});

/** Ram and Maya as studios in the catalogue's directory, and a sold work of Ram's (stock 0). */
async function seedStudios(): Promise<void> {
  const client = new pg.Client({ connectionString: stack().databases.catalogue });
  await client.connect();
  try {
    for (const studio of [ram, maya]) {
      await waitUntil(
        `${studio.name} to reach the catalogue`,
        async () => (await client.query('select 1 from users where id = $1', [studio.id])).rowCount === 1,
        { timeoutMs: 20_000 },
      ).catch(() => undefined);
      // A high version: a late identity event must not undo the studio role.
      await client.query(
        `insert into users (id, name, slug, email, role, verified_artist, version)
         values ($1, $2, $3, $4, 11, true, 1000)
         on conflict (id) do update set role = 11, verified_artist = true, version = 1000`,
        [studio.id, studio.name, studio.slug, studio.email],
      );
    }
    const id = randomUUID();
    soldSlug = `sold-thangka-${id.slice(0, 6)}`;
    const picture = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=';
    const file = { fileName: `${id}.gif`, url: picture, fallbackUrl: picture };
    const image = {
      _id: id,
      slug: id,
      placeholder: picture,
      width: 24,
      height: 24,
      files: { thumbnail: file, gallery: file, productImage: file, large: file },
    };
    await client.query(
      `insert into artworks (id, slug, name, description, price, stock, in_store, author_id, kind,
         main_category_id, categories, height, width, image, images, featured, created_at)
       values ($1, $2, 'Sold Thangka', 'Mineral pigments on cotton.', 25000, 0, true, $3, 'artist',
         $4, $5, 24, 36, $6, '[]'::jsonb, false, now())`,
      [
        id,
        soldSlug,
        ram.id,
        PAINTING,
        JSON.stringify([{ _id: PAINTING, name: 'Painting', slug: 'painting' }]),
        JSON.stringify(image),
      ],
    );
    await client.query('insert into artwork_categories (artwork_id, category_id) values ($1, $2)', [id, PAINTING]);
  } finally {
    await client.end();
  }
}

async function signedIn(who: Person): Promise<Page> {
  const page = await freshPage();
  await signInThroughForm(page, who.email, who.password);
  return page;
}

test('with the social service down a like and a comment roll back with a message and Retry; the comment keeps its text; Retry works once it is back', async () => {
  const page = await signedIn(hari);
  await failureShots('never-silent-social-down', page, async () => {
    await visit(page, `/feed/${postId}`);
    const card = page.locator('[data-testid=post-card]');
    const like = card.locator('[data-testid=post-like]');
    await waitForText(like, '♡ 0 likes');

    await stopService(stack().processes().social, { signal: 'SIGKILL' });
    // The comment: gone from the list, its text back in the box, the reason on screen.
    const input = card.locator('[data-testid=comment-input]');
    await input.fill('The river light is perfect.');
    await card.locator('[data-testid=comment-send]').click();
    await expectSnackbar(page, SERVICE_DOWN, 'error');
    await waitForValue(input, 'The river light is perfect.');
    assert.equal(
      await card.locator('[data-testid=post-comment]', { hasText: 'The river light is perfect.' }).count(),
      0,
      'the unsaved comment is not listed',
    );
    // The like: shown back as it was, the reason on screen with Retry.
    await like.click();
    await expectSnackbar(page, SERVICE_DOWN, 'error');
    await waitForText(like, '♡ 0 likes');
    const retry = page.locator('[data-testid=snackbar] [data-testid=snackbar-action]');
    await waitForText(retry, 'Retry');

    await stack().restart('social');
    await retry.click();
    await waitForText(like, '♥ 1 like');
    // The comment's text was kept: sending it again now works and empties the box.
    await card.locator('[data-testid=comment-send]').click();
    await waitForText(
      card.locator('[data-testid=post-comment]').first().locator('.soc-post__text'),
      'The river light is perfect.',
    );
    await waitForValue(input, '');
  });
  // The page shows both at once (optimistic); the server has them a moment later.
  await waitUntil('the like and the comment to be saved', async () => {
    const post = await stack().api(`/feed/post/${postId}`, { token: hari.token });
    return post.body.message.likesCount === 1 && post.body.message.commentsCount === 1;
  });
});

test('a follow counts at once on the profile', async () => {
  const page = await signedIn(hari);
  await failureShots('never-silent-follow-count', page, async () => {
    await visit(page, `/user/${sita.slug}/work`);
    const sidebar = page.locator('[data-testid=profile-sidebar]');
    const follow = sidebar.locator('[data-testid=follow-button]');
    const followers = sidebar.locator('[data-testid=profile-followers]');
    await waitForText(follow, 'Follow');
    await waitForText(followers, '0 Followers');
    await follow.click();
    // At once, not after a reload (identity's count catches up later).
    await waitForText(followers, '1 Follower', 3000);
    await waitForText(follow, 'Following');
  });
});

test('the follow-some-studios panel lists no studio the member follows, and stays away once skipped', async () => {
  const followed = await stack().api('/secure/followartist', { token: newcomer.token, body: { artist: ram.id } });
  assert.equal(followed.status, 200, JSON.stringify(followed.body));
  const page = await signedIn(newcomer);
  await failureShots('never-silent-onboarding', page, async () => {
    await visit(page, '/');
    const panel = page.locator('[data-testid=initiate-follows]');
    await panel.locator('li', { hasText: maya.name }).waitFor();
    assert.equal(await panel.locator('li', { hasText: ram.name }).count(), 0, 'a followed studio is not offered');
    await panel.locator('[data-testid=onboarding-skip]').click();
    await panel.waitFor({ state: 'detached' });
    await visit(page, '/');
    await waitForQuietNetwork(page);
    assert.equal(await panel.count(), 0, 'the panel does not come back once skipped');
  });
});

test('a sold work says Sold where its price was', async () => {
  const page = await freshPage();
  await failureShots('never-silent-sold', page, async () => {
    await visit(page, `/artwork/${soldSlug}`);
    await waitForText(page.locator('[data-testid=artwork-price]'), 'SOLD');
    assert.equal(await page.locator('[data-testid=artwork-buy]').count(), 0, 'no Buy for a sold work');
    const text = (await page.locator('[data-testid=artwork-page]').textContent()) ?? '';
    assert.ok(!/25,000/.test(text), `no price on the page of a sold work: ${text.slice(0, 200)}`);
  });
});
