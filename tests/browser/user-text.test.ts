import assert from 'node:assert/strict';
import { test } from 'node:test';
import { waitUntil } from '@art/testing';
import type { Page } from 'playwright-core';
import { uploadArtwork } from '../system/support/artworks.js';
import { artist, type Member, projected, verifiedMember } from '../system/support/members.js';
import { browserSuite, failureShots, visit, waitForQuietNetwork } from './support/browser.js';
import { takeCspViolations } from './support/csp-violations.js';

/**
 * User text is shown as text everywhere, never run or turned into elements: a member whose name,
 * post, comments and chat message hold markup (an <img> with onerror, a <script>) is seen on every
 * screen that shows them — the feed, a post's page, the profile, the inbox and the conversation,
 * the notifications, the artwork page and the artist's sales. On each the markup reads as typed,
 * `window.__xss` stays unset and no such element exists. Three layers are checked at once: React's
 * escaping (no element), the CSP (nothing ran; the suite also fails on any CSP violation, which an
 * injected handler would cause) and the services (they stored the text as sent).
 */
const NAME = 'Mallory <img src=x onerror="window.__xss=1">';
const POST = 'Open studio <script>window.__xss=2</script><img src=x onerror="window.__xss=3"> on Saturday';
const COMMENT = '<img src=x onerror="window.__xss=4"> lovely light <script>window.__xss=5</script>';
const MESSAGE = '<script>window.__xss=6</script>Namaste <img src=x onerror="window.__xss=7">';
const DESCRIPTION = 'Ink on lokta <img src=x onerror="window.__xss=8"> paper';

const shippingInfo = {
  name: NAME,
  email: 'mallory@example.com',
  phone: '9841000000',
  country: 'Nepal',
  city: 'Lalitpur',
  state: 'Bagmati',
  postalCode: '44700',
  address: 'Mangal Bazar 3',
};

const people = {} as { painter: Member; mallory: Member };
const made = { malloryPost: '', painterPost: '', artworkSlug: '', roomId: '' };

const { stack, freshContext } = browserSuite('browser_user_text', {}, async () => {
  const s = stack();
  people.painter = await artist(s, 'Asha Shakya');
  people.mallory = await verifiedMember(s, NAME, 'mallory');
  const { painter, mallory } = people;
  for (const who of [painter, mallory]) await projected(s.databases.social, who, who === painter ? 11 : 21);
  await projected(s.databases.catalogue, painter, 11);
  await projected(s.databases.catalogue, mallory, 21);

  const post = async (author: Member, text: string) => {
    const form = new FormData();
    form.set('post', text);
    const response = await fetch(`${s.gateway.url}/api/post/new`, {
      method: 'POST',
      headers: { authorization: `JWT ${author.token}` },
      body: form,
    });
    const body = await response.json();
    assert.equal(response.status, 200, JSON.stringify(body));
    return body.post._id as string;
  };
  made.malloryPost = await post(mallory, POST);
  made.painterPost = await post(painter, 'Morning sketch of Patan Durbar Square');
  const commented = await s.api('/v2/post/comments/new', {
    token: mallory.token,
    body: { comment: COMMENT, post_id: made.painterPost },
  });
  assert.equal(commented.status, 200, JSON.stringify(commented.body));
  const followed = await s.api('/secure/followartist', { token: mallory.token, body: { artist: painter.id } });
  assert.equal(followed.status, 200, JSON.stringify(followed.body));

  const artwork = await uploadArtwork(s, painter, {
    name: 'Patan at Dusk',
    price: 20_000,
    stock: 1,
    description: DESCRIPTION,
  });
  made.artworkSlug = artwork.slug;
  const artworkComment = await s.api('/v2/artwork/comment/new', {
    token: mallory.token,
    body: { comment: COMMENT, product: artwork.id },
  });
  assert.equal(artworkComment.status, 200, JSON.stringify(artworkComment.body));
  await waitUntil(
    'the artwork to reach commerce',
    async () =>
      (await s.api('/cart/addItem', { token: mallory.token, body: { product_id: artwork.id } })).status === 200,
    { timeoutMs: 30_000 },
  );
  const order = await s.api('/user/order', {
    token: mallory.token,
    body: { orderItems: [{ product: artwork.id, qty: 1 }], paymentMethod: 'cash', shippingInfo },
  });
  assert.equal(order.status, 201, JSON.stringify(order.body));

  await waitUntil(
    'both to reach messaging',
    async () => {
      const room = await s.api('/rooms/init', {
        token: mallory.token,
        body: { sender: mallory.id, receiver: painter.id },
      });
      made.roomId = room.body?.room?._id ?? '';
      return room.status === 200;
    },
    { timeoutMs: 30_000 },
  );
  const sent = await s.api(`/rooms/${made.roomId}/messages`, { token: mallory.token, body: { message: MESSAGE } });
  assert.equal(sent.status, 200, JSON.stringify(sent.body));

  // What the painter's screens show arrives through events: wait until it is all there.
  await waitUntil(
    'the painter to be notified and to see the sale',
    async () => {
      const notifications = await s.api('/notifications/all', { token: painter.token });
      const sales = await s.api('/studio/sales', { token: painter.token });
      return notifications.body?.message?.length > 0 && JSON.stringify(sales.body).includes('Patan at Dusk');
    },
    { timeoutMs: 30_000 },
  );
});

/** A page of its own context, signed in as `who` through the token cookie the shell reads (or a guest). */
async function pageOf(who: Member | null): Promise<Page> {
  const { context, page } = await freshContext();
  if (who) await context.addCookies([{ name: 'token', value: who.token, url: stack().gateway.url }]);
  return page;
}

/**
 * After visiting `path`: each of `texts` is visible, as typed; nothing of the markup ran
 * (`window.__xss`) or became an element (no <img src="x">, no element with an onerror attribute,
 * no script the browser runs holding it).
 */
async function shownAsText(page: Page, path: string, texts: string[]): Promise<void> {
  await visit(page, path);
  for (const text of texts) {
    await page
      .getByText(text)
      .filter({ visible: true })
      .first()
      .waitFor({ state: 'visible' })
      .catch(() => {
        throw new Error(`${path}: ${JSON.stringify(text)} is not shown as text`);
      });
  }
  // Whatever the page loads after (images, the rest of a list) has had its chance to run too.
  await waitForQuietNetwork(page);
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
    injectedImages: document.querySelectorAll('img[src="x"], [onerror]').length,
    // A share page's schema.org block holds the member's words as data (the browser never runs an
    // application/ld+json script); it counts as injected only if it no longer parses as JSON,
    // i.e. the words closed it and spilled into the page.
    injectedScripts: [...document.scripts].filter((script) => {
      if (!script.textContent?.includes('__xss')) return false;
      if (script.type !== 'application/ld+json') return true;
      try {
        JSON.parse(script.textContent);
        return false;
      } catch {
        return true;
      }
    }).length,
  }));
  assert.deepEqual(state, { xss: null, injectedImages: 0, injectedScripts: 0 }, path);
}

test('the feed, a post page and the profile show the name, the post and the comment as text', async () => {
  const page = await pageOf(people.painter);
  await failureShots('user-text-social', page, async () => {
    await shownAsText(page, '/feed', [NAME, POST]);
    await shownAsText(page, `/feed/${made.malloryPost}`, [NAME, POST]);
    await shownAsText(page, `/feed/${made.painterPost}`, [NAME, COMMENT]);
    await shownAsText(page, `/user/${people.mallory.slug}/work`, [NAME]);
    await shownAsText(page, `/user/${people.mallory.slug}/feed`, [NAME, POST]);
  });
  // A guest sees the same post the same way.
  const guest = await pageOf(null);
  await failureShots('user-text-guest', guest, async () => {
    await shownAsText(guest, `/feed/${made.malloryPost}`, [NAME, POST]);
  });
});

test('the inbox and the conversation show the name and the message as text, on both sides', async () => {
  const painter = await pageOf(people.painter);
  await failureShots('user-text-inbox', painter, async () => {
    await shownAsText(painter, '/inbox', [NAME]);
    await shownAsText(painter, `/messages/${made.roomId}`, [NAME, MESSAGE]);
  });
  const mallory = await pageOf(people.mallory);
  await failureShots('user-text-own-message', mallory, async () => {
    await shownAsText(mallory, `/messages/${made.roomId}`, [MESSAGE]);
  });
});

test('the notifications, the artwork page and the sales show the name, comment and description as text', async () => {
  const page = await pageOf(people.painter);
  await failureShots('user-text-notifications', page, async () => {
    await shownAsText(page, '/notifications', [NAME]);
    await shownAsText(page, `/artwork/${made.artworkSlug}`, [DESCRIPTION, NAME, COMMENT]);
    await shownAsText(page, '/order?view=sales', [NAME]);
  });
});

test('markup that did reach the page would not run: the CSP refuses an inline script, and the suite hears of it', async () => {
  const { context, page } = await freshContext();
  await failureShots('user-text-csp', page, async () => {
    await visit(page, '/feed');
    // As if a screen had put user text into the DOM as markup.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__xss = 9';
      document.body.append(script);
      const image = document.createElement('img');
      image.setAttribute('onerror', 'window.__xss = 10');
      image.src = '/no-such-image.png';
      document.body.append(image);
    });
    // The element and the handler are refused under their own directives; taking them keeps this
    // test's deliberate violations from failing it.
    const directives = new Set<string>();
    await waitUntil('the CSP to refuse the inline script and the inline handler', async () => {
      for (const violation of takeCspViolations(context)) directives.add(violation.directive);
      return directives.has('script-src-elem') && directives.has('script-src-attr');
    });
    assert.equal(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null), null);
  });
});
