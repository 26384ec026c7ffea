import assert from 'node:assert/strict';
import { test } from 'node:test';
import { uniqueEmail, waitUntil } from '@art/testing';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import {
  browserSuite,
  expectSnackbar,
  failureShots,
  registerVerifiedUser,
  signInThroughForm,
  visit,
  waitForPath,
  waitForText,
} from './support/browser.js';

/**
 * The messaging and notification areas on the real stack, with two people signed in at once in
 * two browsers: a chat started from a profile's Message button, typed in one browser and shown in
 * the other without a reload (the live socket through the gateway), the header's unread count,
 * read ticks, a picture message (previewed, then sent) and the 3 MB check; then a notification (a follow made through the social API) lighting the
 * header's bell without a reload, and the notifications page's Follow, Mark all as read and Clear.
 */
const password = 'message123';
type Person = { name: string; email: string; password: string; id: string; slug: string; token: string };
const person = (name: string, tag: string): Person => ({
  name,
  email: uniqueEmail(`browser.messaging.${tag}`),
  password,
  id: '',
  slug: '',
  token: '',
});
const sita = person('Sita Chitrakar', 'sita');
const hari = person('Hari Maharjan', 'hari');

const { stack, freshContext } = browserSuite('browser_messaging', {}, async () => {
  for (const who of [sita, hari]) {
    await registerVerifiedUser(stack(), who);
    const login = await stack().api('/auth/login', { body: { email: who.email, password } });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    who.id = login.body.user._id;
    who.slug = login.body.user.slug;
    who.token = login.body.token;
  }
  // Both must have reached messaging's and social's projections before the screens use them
  // (opening a room is idempotent: the Message button finds this same room later).
  await waitUntil(
    'the users to reach messaging and social',
    async () => {
      const room = await stack().api('/rooms/init', {
        token: sita.token,
        body: { sender: sita.id, receiver: hari.id },
      });
      const followers = await stack().api(`/user/follower?userId=${hari.id}`);
      return room.status === 200 && followers.status === 200;
    },
    { timeoutMs: 30_000 },
  );
});

/** A page of its own browser context (own cookies), signed in as `who`; chimes are counted. */
async function signedIn(who: Person): Promise<Page> {
  const { context, page } = await freshContext();
  await context.addInitScript(() => {
    const w = window as unknown as { __artChimes: number };
    w.__artChimes = 0;
    const original = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.__artChimes += 1;
      return original.call(this);
    };
  });
  await signInThroughForm(page, who.email, who.password);
  return page;
}

const chimes = (page: Page) => page.evaluate(() => (window as unknown as { __artChimes: number }).__artChimes);

async function pngFile(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 40, g: 90, b: 200 } } })
    .png()
    .toBuffer();
}

const messageText = (page: Page, text: string) =>
  page.locator('[data-testid=message-item] [data-testid=message-text]', { hasText: text });

test('two people chat live: typed in one browser, shown in the other without a reload', async () => {
  const writer = await signedIn(sita);
  const reader = await signedIn(hari);
  let roomPath = '';

  await failureShots('messaging-start', writer, async () => {
    // The reader waits in the inbox; the writer starts the chat from the reader's profile.
    await visit(reader, '/inbox');
    await reader.locator('[data-testid=inbox-page]').waitFor({ state: 'visible' });
    await waitForText(reader.locator('[data-testid=inbox-open-one]'), 'Open a conversation to start a chat');
    await reader.locator('[data-testid=header-inbox]').waitFor({ state: 'visible' });

    await visit(writer, `/user/${hari.slug}`);
    await writer.locator('[data-testid=profile-message]').click();
    await writer.waitForURL((url) => url.pathname.startsWith('/messages/'));
    roomPath = new URL(writer.url()).pathname;
    const panel = writer.locator('[data-testid=conversation-panel]');
    await waitForText(panel.locator('[data-testid=thread-title]'), hari.name);
    assert.equal(await panel.locator('[data-testid=thread-title]').getAttribute('href'), `/user/${hari.slug}`);

    await writer.locator('[data-testid=message-input]').fill('Namaste Hari, is the thangka still available?');
    await writer.locator('[data-testid=message-send]').click();
    await messageText(writer, 'Namaste Hari, is the thangka still available?').waitFor({ state: 'visible' });
    assert.equal(await writer.locator('[data-testid=message-input]').inputValue(), '');
  });

  await failureShots('messaging-receive', reader, async () => {
    // No reload: the live socket counts the message on the inbox, chimes and reloads the conversations.
    await waitForText(reader.locator('[data-testid=header-inbox-count]'), '1');
    const item = reader.locator('[data-testid=conversation-item]', { hasText: sita.name });
    await item.waitFor({ state: 'visible' });
    await waitUntil('the reader to hear a chime', async () => (await chimes(reader)) > 0, { timeoutMs: 10_000 });
    await item.click();
    await waitForPath(reader, roomPath);
    await messageText(reader, 'Namaste Hari, is the thangka still available?').waitFor({ state: 'visible' });
    // Opening the thread reads it: the count goes.
    await reader.locator('[data-testid=header-inbox-count]').waitFor({ state: 'detached' });

    await reader.locator('[data-testid=message-input]').fill('Yes, it is. Come to the studio in Patan.');
    await reader.locator('[data-testid=message-input]').press('Enter');
    await messageText(reader, 'Yes, it is. Come to the studio in Patan.').waitFor({ state: 'visible' });
  });

  await failureShots('messaging-reply', writer, async () => {
    await messageText(writer, 'Yes, it is. Come to the studio in Patan.').waitFor({ state: 'visible' });
    // The reader opened the thread: the writer's message shows it was seen.
    await writer
      .locator('[data-testid=message-item][data-own=true]', { hasText: 'Namaste Hari' })
      .locator('[data-testid=message-seen]')
      .waitFor({ state: 'visible' });
    // The own message is on the right, the other's on the left.
    assert.equal(
      await writer.locator('[data-testid=message-item]', { hasText: 'Come to the studio' }).getAttribute('data-own'),
      'false',
    );
  });

  await failureShots('messaging-picture', writer, async () => {
    // Over 3,000,000 bytes is refused before any upload.
    await writer.locator('[data-testid=message-picture-input]').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(3_000_001, 1),
    });
    await expectSnackbar(writer, 'Attached Image must be less than 3MB', 'error');

    await writer
      .locator('[data-testid=message-picture-input]')
      .setInputFiles({ name: 'patan.png', mimeType: 'image/png', buffer: await pngFile() });
    // It shows before it is sent; Send sends it.
    await writer.locator('[data-testid=picture-preview]').waitFor({ state: 'visible' });
    await writer.locator('[data-testid=message-send]').click();
    const mine = writer.locator('[data-testid=message-item][data-type=image] [data-testid=message-image]');
    await mine.waitFor({ state: 'visible' });
    const src = await mine.getAttribute('src');
    assert.ok(src, 'the picture message has an address');
    // The other browser shows the same picture, live.
    const theirs = reader.locator('[data-testid=message-item][data-type=image] [data-testid=message-image]');
    await theirs.waitFor({ state: 'visible' });
    assert.equal(await theirs.getAttribute('src'), src);
    const loaded = await theirs.evaluate((image: HTMLImageElement) =>
      image.complete
        ? image.naturalWidth
        : new Promise((r) => image.addEventListener('load', () => r(image.naturalWidth))),
    );
    assert.ok(Number(loaded) > 0, 'the picture loads');
  });

  // The thread kept everything: a reload shows the same messages, oldest first.
  await failureShots('messaging-reload', reader, async () => {
    await visit(reader, roomPath);
    await messageText(reader, 'Yes, it is. Come to the studio in Patan.').waitFor({ state: 'visible' });
    const texts = await reader.locator('[data-testid=message-item] [data-testid=message-text]').allTextContents();
    assert.deepEqual(texts, [
      'Namaste Hari, is the thangka still available?',
      'Yes, it is. Come to the studio in Patan.',
    ]);
    assert.equal(await reader.locator('[data-testid=load-more]').count(), 0, 'one page only: no Load More');
  });
});

test('a notification lights the bell without a reload; the page follows back, marks read and clears', async () => {
  // Start from nothing: whatever earlier steps notified is cleared.
  const cleared = await stack().api('/notifications/clear', { token: hari.token, method: 'POST' });
  assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
  const page = await signedIn(hari);

  await failureShots('notification-live', page, async () => {
    await visit(page, '/feed');
    await page.locator('[data-testid=header-bell]').waitFor({ state: 'visible' });
    assert.equal(await page.locator('[data-testid=header-bell-dot]').count(), 0);
    const before = await chimes(page);

    const followed = await stack().api('/secure/followartist', { token: sita.token, body: { artist: hari.id } });
    assert.equal(followed.status, 200, JSON.stringify(followed.body));

    await page.locator('[data-testid=header-bell-dot]').waitFor({ state: 'visible', timeout: 30_000 });
    assert.ok((await chimes(page)) > before, 'the new notification chimes');
  });

  await failureShots('notification-page', page, async () => {
    await page.locator('[data-testid=header-bell]').click();
    await waitForPath(page, '/notifications');
    await waitForText(page.locator('[data-testid=notifications-page] h1'), 'Your Notifications');
    const row = page.locator('[data-testid=notification-item]', { hasText: sita.name });
    await row.waitFor({ state: 'visible' });
    // Hari does not follow Sita yet: Follow, then Following (the following list reloaded).
    const follow = row.locator('[data-testid=notification-follow]');
    await waitForText(follow, 'Follow');
    await follow.click();
    await waitForText(follow, 'Following');
    // The button says Following at once (optimistic); the follow reaches social a moment later.
    await waitUntil('the follow to reach social', async () => {
      const state = await stack().api('/secure/followrequest/check', { token: hari.token, body: { artist: sita.id } });
      return state.body.following === true;
    });

    // Mark all as read: nothing is unread any more, the bell's dot goes out.
    await page.locator('[data-testid=notifications-mark-all]').click();
    await page.locator('[data-testid=header-bell-dot]').waitFor({ state: 'detached' });
    const list = await stack().api('/notifications/all', { token: hari.token });
    assert.ok(
      list.body.message.every((item: { read: string }) => item.read === 'read'),
      JSON.stringify(list.body.message),
    );

    await page.locator('[data-testid=notifications-clear]').click();
    const dialog = page.locator('[data-testid=notifications-clear-dialog]');
    await waitForText(dialog.locator('h2'), 'Clear Notifications');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectSnackbar(page, 'Your notifications have been cleared', 'success');
    await waitForText(page.locator('[data-testid=notifications-empty]'), "You don't have any Notification!");

    // The mails that may be turned off are listed under the notifications (a receipt is not); a
    // change is saved.
    assert.equal(await page.locator('[data-testid=mail-kind-order-confirmation]').count(), 0);
    const progress = page.locator('[data-testid=mail-kind-order-progress]');
    assert.equal(await progress.isChecked(), true);
    await progress.click();
    await expectSnackbar(page, 'Your e-mail settings have been saved', 'success');
    assert.equal(await progress.isChecked(), false);
  });
  const preferences = await stack().api('/notifications/preferences', { token: hari.token });
  assert.deepEqual(preferences.body.mailOff, ['order-progress']);
});

test('Message on a profile asks a guest to sign in first', async () => {
  const { page } = await freshContext();
  await failureShots('messaging-guest', page, async () => {
    await visit(page, `/user/${hari.slug}`);
    await page.locator('[data-testid=profile-message]').click();
    await waitForPath(page, '/login');
    await expectSnackbar(page, 'Please login first');
  });
});
