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
 * The chat as people expect it, on the real stack with two members signed in at once in two
 * browser contexts (Sita and Hari; Maya only through the API): unread counts per conversation and
 * in the header, typing, a picture previewed before it is sent, search within one's
 * conversations, a new group and deleting a conversation, online and last seen with the setting
 * that hides it both ways, and the spec's loader while the live socket connects (messages only).
 */
const password = 'chatting123';
type Person = { name: string; email: string; id: string; slug: string; token: string };
const person = (name: string, tag: string): Person => ({
  name,
  email: uniqueEmail(`browser.chat.${tag}`),
  id: '',
  slug: '',
  token: '',
});
const sita = person('Sita Chitrakar', 'sita');
const hari = person('Hari Maharjan', 'hari');
const maya = person('Maya Shakya', 'maya');
let withHari = '';
let withMaya = '';

const { stack, freshContext } = browserSuite('browser_chat', {}, async () => {
  for (const who of [sita, hari, maya]) {
    await registerVerifiedUser(stack(), { ...who, password });
    const login = await stack().api('/auth/login', { body: { email: who.email, password } });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    who.id = login.body.user._id;
    who.slug = login.body.user.slug;
    who.token = login.body.token;
  }
  // Everyone must have reached messaging's projection before the screens use them.
  await waitUntil(
    'the members to reach messaging',
    async () => {
      const [first, second] = await Promise.all(
        [hari, maya].map((other) =>
          stack().api('/rooms/init', { token: sita.token, body: { sender: sita.id, receiver: other.id } }),
        ),
      );
      withHari = first.body?.room?._id ?? '';
      withMaya = second.body?.room?._id ?? '';
      return first.status === 200 && second.status === 200;
    },
    { timeoutMs: 30_000 },
  );
  const said = await stack().api(`/rooms/${withMaya}/messages`, {
    token: maya.token,
    body: { message: 'The Paubha of Green Tara is ready for framing' },
  });
  assert.equal(said.status, 200, JSON.stringify(said.body));
});

/** Every page a test opened: closed before presence is watched, so nobody stays online by accident. */
const opened: Page[] = [];

async function signedIn(who: Person): Promise<Page> {
  const { page } = await freshContext();
  opened.push(page);
  await signInThroughForm(page, who.email, password);
  return page;
}

async function closeOpened() {
  for (const page of opened.splice(0)) await page.context().close();
}

async function pngFile(): Promise<Buffer> {
  return sharp({ create: { width: 240, height: 160, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
}

const row = (page: Page, roomId: string) => page.locator(`[data-testid=conversation-item][data-room="${roomId}"]`);
const messageText = (page: Page, text: string) =>
  page.locator('[data-testid=message-item] [data-testid=message-text]', { hasText: text });

async function send(page: Page, text: string) {
  await page.locator('[data-testid=message-input]').fill(text);
  await page.locator('[data-testid=message-send]').click();
  await messageText(page, text).waitFor({ state: 'visible' });
}

test('unread counts per conversation and in the header, live; typing shows in the other browser', async () => {
  const writer = await signedIn(sita);
  const reader = await signedIn(hari);

  await failureShots('chat-unread-typing', reader, async () => {
    await visit(reader, '/inbox');
    await row(reader, withHari).waitFor({ state: 'visible' });
    await visit(writer, `/messages/${withHari}`);
    await writer.locator('[data-testid=message-composer]').waitFor({ state: 'visible' });

    // Typing (not sent) shows in the reader's list at once.
    await writer.locator('[data-testid=message-input]').pressSequentially('Namaste', { delay: 30 });
    await waitForText(row(reader, withHari).locator('[data-testid=conversation-last]'), 'typing…');
    await writer.locator('[data-testid=message-send]').click();
    await send(writer, 'Is the thangka still available?');
    await send(writer, 'I could come on Saturday');

    // Three unread, in the row and in the header, without a reload.
    await waitForText(row(reader, withHari).locator('[data-testid=conversation-unread]'), '3');
    await waitForText(reader.locator('[data-testid=header-inbox-count]'), '3');
    assert.equal(
      await reader.locator('[data-testid=header-inbox]').getAttribute('aria-label'),
      'Inbox, unread messages: 3',
    );

    // Opening it reads it: both counts go.
    await row(reader, withHari).click();
    await waitForPath(reader, `/messages/${withHari}`);
    await messageText(reader, 'I could come on Saturday').waitFor({ state: 'visible' });
    await reader.locator('[data-testid=header-inbox-count]').waitFor({ state: 'detached' });

    // In the open thread, typing shows under the name; a message on screen is not counted.
    await writer.locator('[data-testid=message-input]').pressSequentially('See you', { delay: 30 });
    await waitForText(reader.locator('[data-testid=thread-status]'), 'typing…');
    await writer.locator('[data-testid=message-send]').click();
    await messageText(reader, 'See you').waitFor({ state: 'visible' });
    // The message ends the typing at once (no waiting for the typer's "stopped").
    await waitUntil(
      'the typing to end with the message',
      async () => (await reader.locator('[data-testid=thread-status]').textContent()) !== 'typing…',
      { timeoutMs: 2000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(await reader.locator('[data-testid=header-inbox-count]').count(), 0);
  });
});

test('a picked picture previews before sending, can be removed, and is sent with Send', async () => {
  const writer = await signedIn(sita);
  const reader = await signedIn(hari);
  await visit(reader, `/messages/${withHari}`);
  await failureShots('chat-picture-preview', writer, async () => {
    await visit(writer, `/messages/${withHari}`);
    const input = writer.locator('[data-testid=message-picture-input]');
    const images = writer.locator('[data-testid=message-item][data-type=image]');
    const before = await images.count();

    await input.setInputFiles({ name: 'tara.png', mimeType: 'image/png', buffer: await pngFile() });
    const preview = writer.locator('[data-testid=picture-preview]');
    await preview.waitFor({ state: 'visible' });
    assert.match((await preview.locator('img').getAttribute('src')) ?? '', /^blob:/);
    await writer.locator('[data-testid=picture-preview-remove]').click();
    await preview.waitFor({ state: 'detached' });
    assert.equal(await images.count(), before, 'removed: nothing was sent');

    await input.setInputFiles({ name: 'tara.png', mimeType: 'image/png', buffer: await pngFile() });
    await preview.waitFor({ state: 'visible' });
    await writer.locator('[data-testid=message-send]').click();
    await preview.waitFor({ state: 'detached' });
    await waitUntil('the picture to be sent', async () => (await images.count()) === before + 1);
    const theirs = reader.locator('[data-testid=message-item][data-type=image] [data-testid=message-image]');
    await theirs.last().waitFor({ state: 'visible' });
  });
});

test('search finds one’s own conversations by name and by what was said, and opens them', async () => {
  const page = await signedIn(sita);
  await failureShots('chat-search', page, async () => {
    await visit(page, '/inbox');
    const search = page.locator('[data-testid=conversation-search]');
    await search.fill('green tara');
    const hit = page.locator('[data-testid=search-hit]', { hasText: 'Paubha of Green Tara' });
    await hit.waitFor({ state: 'visible' });
    await waitForText(hit.locator('mark'), 'Green Tara');
    await hit.click();
    await waitForPath(page, `/messages/${withMaya}`);

    await search.fill('maya');
    await page
      .locator('[data-testid=search-results] [data-testid=conversation-item]', { hasText: maya.name })
      .waitFor({ state: 'visible' });
    await search.fill('no such words anywhere');
    await waitForText(page.locator('[data-testid=search-none]'), 'Nothing found for “no such words anywhere”');
    await page.locator('[data-testid=conversation-search-clear]').click();
    await row(page, withHari).waitFor({ state: 'visible' });
  });

  // Hari is not in Sita and Maya's conversation: the server finds nothing of it for him.
  const theirs = await stack().api('/rooms/search?q=green%20tara', { token: hari.token });
  assert.equal(theirs.status, 200, JSON.stringify(theirs.body));
  assert.deepEqual(theirs.body.messages, []);
});

test('a new group is made on its screen and reaches the other browser; a conversation is deleted', async () => {
  const maker = await signedIn(sita);
  const member = await signedIn(hari);
  await visit(member, '/inbox');
  await row(member, withHari).waitFor({ state: 'visible' });
  let groupPath = '';

  await failureShots('chat-new-group', maker, async () => {
    await visit(maker, '/inbox');
    await maker.locator('[data-testid=new-group-link]').click();
    await waitForPath(maker, '/inbox/new-group');
    await maker.locator('[data-testid=group-name]').fill('Patan painters');
    await maker.locator(`[data-testid=group-person][data-user="${hari.id}"]`).check();
    await maker.locator('[data-testid=group-create]').click();
    await waitForText(maker.locator('[data-testid=group-people-error]'), 'Choose at least 2 people');
    await maker.locator(`[data-testid=group-person][data-user="${maya.id}"]`).check();
    await maker.locator('[data-testid=group-create]').click();
    await expectSnackbar(maker, 'Group created', 'success');
    await maker.waitForURL((url) => url.pathname.startsWith('/messages/'));
    groupPath = new URL(maker.url()).pathname;
    await waitForText(maker.locator('[data-testid=thread-title]'), 'Patan painters');
    await send(maker, 'Welcome to the Patan painters');
  });

  await failureShots('chat-group-arrives', member, async () => {
    const group = member.locator('[data-testid=conversation-item]', { hasText: 'Patan painters' });
    await group.waitFor({ state: 'visible' });
    await waitForText(group.locator('[data-testid=conversation-unread]'), '1');
    await group.click();
    await waitForPath(member, groupPath);
    await messageText(member, 'Welcome to the Patan painters').waitFor({ state: 'visible' });
  });

  await failureShots('chat-delete', maker, async () => {
    await visit(maker, `/messages/${withMaya}`);
    await maker.locator('[data-testid=room-menu]').click();
    await maker.locator('[data-testid=room-delete]').click();
    const dialog = maker.locator('[data-testid=delete-conversation-dialog]');
    await waitForText(dialog.locator('h2'), 'Delete Conversation');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectSnackbar(maker, 'Conversation deleted', 'success');
    await waitForPath(maker, '/inbox');
    await row(maker, withHari).waitFor({ state: 'visible' });
    assert.equal(await row(maker, withMaya).count(), 0, 'gone from her list');
  });
  const mayas = await stack().api('/rooms', { token: maya.token });
  assert.ok(
    mayas.body.some((room: { _id: string }) => room._id === withMaya),
    'Maya keeps the conversation',
  );
});

test('online and last seen show to the partner; hiding it on the privacy page hides it both ways', async () => {
  await closeOpened();
  const watcher = await signedIn(hari);
  await visit(watcher, `/messages/${withHari}`);
  const status = watcher.locator('[data-testid=thread-status]');

  const { context, page: other } = await freshContext();
  await failureShots('chat-presence', watcher, async () => {
    // Sita's pages of the tests before have closed: she is away (after the grace) before she comes.
    await waitUntil('Sita to be away', async () => (await status.getAttribute('data-kind')) !== 'online', {
      timeoutMs: 30_000,
    });
    await signInThroughForm(other, sita.email, password);
    await waitForText(status, 'Online', 30_000);
    await context.close();
    // After the grace, she is away: when she was last seen.
    await waitUntil('last seen to show', async () => ((await status.textContent()) ?? '').startsWith('Last seen'), {
      timeoutMs: 30_000,
    });
  });

  const owner = await signedIn(sita);
  await waitForText(status, 'Online', 30_000);
  await failureShots('chat-presence-hidden', owner, async () => {
    await visit(owner, '/privacy');
    const toggle = owner.locator('[data-testid=chat-show-presence]');
    await toggle.waitFor({ state: 'visible' });
    assert.equal(await toggle.isChecked(), true);
    await toggle.click();
    await expectSnackbar(owner, 'Your chat settings have been saved', 'success');
    await waitForText(status, '');
    assert.equal(await status.getAttribute('data-kind'), 'none');

    // Who hides theirs sees nobody's: Hari is online, Sita is not shown it.
    await visit(owner, `/messages/${withHari}`);
    await owner.locator('[data-testid=thread-title]').waitFor({ state: 'visible' });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.equal(await owner.locator('[data-testid=thread-status]').textContent(), '');

    await visit(owner, '/privacy');
    await owner.locator('[data-testid=chat-show-presence]').click();
    await expectSnackbar(owner, 'Your chat settings have been saved', 'success');
    await waitForText(status, 'Online');
  });
});

test('the loader waits for the live socket on the messages route only', async () => {
  const { context, page } = await freshContext();
  await signInThroughForm(page, hari.email, password);
  // The live socket cannot connect: neither its WebSocket nor its polling.
  await context.routeWebSocket(/\/live\/socket\.io/, (socket) => socket.close());
  await context.route(/\/live\/socket\.io/, (route) => route.abort());
  await failureShots('chat-loader', page, async () => {
    await visit(page, '/inbox');
    await page.locator('[data-testid=inbox-page]').waitFor({ state: 'visible' });
    assert.equal(await page.locator('[data-testid=fullscreen-loader]').count(), 0, 'the inbox does not wait');

    await visit(page, `/messages/${withHari}`);
    await page.locator('[data-testid=fullscreen-loader]').waitFor({ state: 'visible' });
    assert.equal(await page.locator('[data-testid=conversation-page]').count(), 0);
    // It gives up after a while: the page shows and says it is not connected.
    await page.locator('[data-testid=conversation-page]').waitFor({ state: 'visible', timeout: 20_000 });
    await page.locator('[data-testid=chat-offline]').waitFor({ state: 'visible' });
  });
});
