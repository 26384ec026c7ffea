import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot, waitUntil } from '@art/testing';
import type { Page } from 'playwright-core';
import { uploadArtwork } from '../system/support/artworks.js';
import {
  artist,
  type Member,
  type Operator,
  operator,
  POKHARA_SHIPPING,
  projected,
  query,
  verifiedMember,
} from '../system/support/members.js';
import { browserSuite, screenshotOnFailure, visit } from './support/browser.js';

/**
 * Issue 24, "Laid out for every width": every page of the route table (the areas' route manifests
 * and the shell's own pages), with real slugs and ids from data made here, at 360, 390, 768, 1024,
 * 1280 and 1440 px, in en, ne and zh, as a guest and signed in where the page needs it (the
 * operators' console as an operator). A page fails when it scrolls sideways, when a visible element
 * reaches past the right edge of the screen, or when two controls (links, buttons, inputs) of the
 * header, the bottom navigation or the page overlap. The frame's own promises are checked too: the
 * desktop search box keeps its width, the signed-in name is not cut by the layout, and the bottom
 * navigation's icons carry visible labels that fit.
 *
 * Kept fast: one browser page per language and session; pages follow each other by client-side
 * navigation (history.pushState, as the app's links do), and each page, once rendered, is measured
 * at every width by resizing the viewport (the app's narrow layouts follow resizes: CSS media
 * queries, matchMedia and resize listeners).
 */

const WIDTHS = [360, 390, 768, 1024, 1280, 1440] as const;
const HEIGHT = 800;
const LANGUAGES = ['en', 'ne', 'zh'] as const;
/** The bottom navigation shows below this width, the header's links and search at and above it. */
const MEDIUM = 992;
/** The header's search box is a box to type in at every desktop width, not a pill. */
const MIN_SEARCH_WIDTH = 200;

type Session = 'guest' | 'member' | 'operator';

interface Data {
  painter: Member;
  viewer: Member;
  fan: Member;
  boss: Operator;
  artwork: { slug: string; id: string };
  ownArtwork: { slug: string; id: string };
  exhibitionId: string;
  postId: string;
  orderId: string;
  roomId: string;
}

/**
 * Where each route of the manifests is opened, by its path pattern: a concrete address (or several)
 * with this file's data. A pattern missing here fails the test: a new page is measured from the day
 * it is added. Redirects are measured at their target.
 */
const CONCRETE: Record<string, (d: Data) => string[]> = {
  // catalogue
  '/': () => ['/'],
  '/gallery/:cat': () => ['/gallery/all', '/gallery/painting'],
  '/store/:cat': () => ['/store/all'],
  '/exhibitions': () => ['/exhibitions'],
  '/exhibition-:slug': (d) => [`/exhibition-${d.exhibitionId}`],
  '/artwork/:slug': (d) => [`/artwork/${d.artwork.slug}`],
  '/art/:slug': (d) => [`/art/${d.artwork.slug}`],
  '/artwork/:slug/edit': (d) => [`/artwork/${d.ownArtwork.slug}/edit`],
  '/upload': () => ['/upload'],
  '/search/:term': () => ['/search/Himalayan'],
  '/:slug/likedArt': (d) => [`/${d.viewer.slug}/likedArt`],
  '/studio/:slug/likedArt': (d) => [`/studio/${d.viewer.slug}/likedArt`],
  '/studios': () => ['/studios'],
  // commerce
  '/cart': () => ['/cart'],
  '/checkout': () => ['/checkout'],
  '/checkout/success': () => ['/checkout/success'],
  '/checkout/failure': () => ['/checkout/failure'],
  '/order': () => ['/order', '/order?view=sales'],
  '/order/:orderId/*?': (d) => [`/order/${d.orderId}`],
  // identity
  '/login': () => ['/login'],
  '/resetpassword': () => ['/resetpassword'],
  '/resetpassword/:token': () => ['/resetpassword/3f9c2a7be1d04c55a8e6'],
  '/verify': () => ['/verify'],
  '/edit': () => ['/edit'],
  '/:slug/get-studio': (d) => [`/${d.viewer.slug}/get-studio`],
  '/:slug/artist-code': (d) => [`/${d.viewer.slug}/artist-code`],
  '/delete-account': () => ['/delete-account'],
  '/privacy-policy': () => ['/privacy-policy'],
  '/terms-conditions': () => ['/terms-conditions'],
  // messaging
  '/inbox': () => ['/inbox'],
  '/messages/:to': (d) => [`/messages/${d.roomId}`],
  '/inbox/new-group': () => ['/inbox/new-group'],
  // moderation
  '/moderation': () => ['/moderation'],
  '/moderation/studio-requests': () => ['/moderation/studio-requests'],
  '/moderation/reports': () => ['/moderation/reports'],
  '/moderation/members': () => ['/moderation/members'],
  '/moderation/artist-codes': () => ['/moderation/artist-codes'],
  '/moderation/refunds': () => ['/moderation/refunds'],
  '/moderation/audit': () => ['/moderation/audit'],
  '/moderation/exhibitions': () => ['/moderation/exhibitions'],
  '/moderation/slides': () => ['/moderation/slides'],
  // notification
  '/notifications': () => ['/notifications'],
  '/mail/stop': () => ['/mail/stop'],
  // social
  '/studios/:slug/*?': (d) => [`/studios/${d.painter.slug}`],
  '/user/:slug/*?': (d) => [`/user/${d.fan.slug}`],
  '/profile/:slug/*?': (d) => [`/profile/${d.viewer.slug}`],
  '/feed': () => ['/feed'],
  '/feed/:id': (d) => [`/feed/${d.postId}`],
  '/:slug/follows': (d) => [`/${d.viewer.slug}/follows`],
  '/:slug/followers': (d) => [`/${d.painter.slug}/followers`],
  '/:slug/following': (d) => [`/${d.viewer.slug}/following`],
  '/privacy': () => ['/privacy'],
  // the shell's own
  '/404': () => ['/404'],
};

/** Pages no manifest restricts that only their owner can use: opened signed in only. */
const SIGNED_IN_ONLY = new Set(['/artwork/:slug/edit']);

/** Where an address settles when the page sends it on (a profile opens on its first tab). */
function landsOn(pattern: string, address: string): (landed: string) => boolean {
  if (pattern === '/:slug/follows') return (landed) => landed === address.replace(/follows$/, 'followers');
  return (landed) => landed === address || landed.startsWith(`${address}/`);
}

/**
 * Public pages that show a signed-in viewer more controls (follow, like, comment, write, buy): opened
 * signed in as well as by a guest.
 */
const SIGNED_IN_TOO = new Set([
  '/',
  '/gallery/:cat',
  '/exhibition-:slug',
  '/artwork/:slug',
  '/studios',
  '/studios/:slug/*?',
  '/user/:slug/*?',
  '/feed',
  '/feed/:id',
  '/:slug/followers',
]);

interface ManifestRoute {
  path: string;
  module?: string;
  redirectTo?: string;
  visibleTo?: string[];
}

/** The routes of every area's manifest, as the shell reads them, and the shell's own pages. */
function routeTable(): { pattern: string; sessions: Session[] }[] {
  const frontends = path.join(repoRoot(), 'frontends');
  const routes: ManifestRoute[] = [];
  for (const area of readdirSync(frontends)) {
    const file = path.join(frontends, area, 'src', 'routes.manifest.json');
    if (existsSync(file)) routes.push(...(JSON.parse(readFileSync(file, 'utf8')).routes as ManifestRoute[]));
  }
  routes.push({ path: '/404' });
  return routes
    .filter((route) => !route.redirectTo)
    .map((route) => {
      const visibleTo = route.visibleTo ?? [];
      let sessions: Session[];
      if (SIGNED_IN_ONLY.has(route.path)) sessions = ['member'];
      else if (visibleTo.length === 0) sessions = SIGNED_IN_TOO.has(route.path) ? ['guest', 'member'] : ['guest'];
      else if (visibleTo.includes('guest')) sessions = ['guest'];
      else if (visibleTo.includes('member') || visibleTo.includes('artist')) sessions = ['member'];
      else sessions = ['operator'];
      return { pattern: route.path, sessions };
    });
}

let data: Data;

const { stack, freshContext } = browserSuite('browser_layout_widths', {}, async () => {
  const s = stack();
  const [painter, viewer, fan, boss] = [
    await artist(s, 'Lok Bahadur Chitrakar'),
    // A long name: the header cuts it at 18 characters and must still have room for it.
    await artist(s, 'Ramchandra Bahadur Shrestha Karmacharya'),
    await verifiedMember(s, 'Nabin Karki', 'layout.fan'),
    await operator(s, 'Sushila Adhikari'),
  ];
  await projected(s.databases.catalogue, painter, 11);
  await projected(s.databases.catalogue, viewer, 11);
  const artwork = await uploadArtwork(s, painter, {
    name: 'Himalayan Dawn over Machhapuchhre and the Annapurna Range',
    price: 125_000,
    stock: 3,
    description: 'Mineral pigments on cotton, framed in carved sal wood. '.repeat(6),
  });
  const second = await uploadArtwork(s, painter, { name: 'Himalayan Evening, Phewa', price: 48_000, stock: 2 });
  const ownArtwork = await uploadArtwork(s, viewer, { name: 'Himalayan Prayer Flags', price: 9_500, stock: 1 });

  // The viewer has a cash order of the painter's work and another in the cart.
  await waitUntil(
    'the artworks to reach commerce',
    async () => (await s.api('/cart/addItem', { token: viewer.token, body: { product_id: second.id } })).status === 200,
    { timeoutMs: 30_000 },
  );
  const order = await s.api('/user/order', {
    token: viewer.token,
    body: { orderItems: [{ product: artwork.id, qty: 1 }], paymentMethod: 'cash', shippingInfo: POKHARA_SHIPPING },
  });
  assert.equal(order.status, 201, JSON.stringify(order.body));

  // A comment on the artwork, a follow, a post and a conversation with a message.
  await s.api('/v2/artwork/comment/new', {
    token: viewer.token,
    body: { comment: 'The light on the ridge is extraordinary', product: artwork.id },
  });
  await s.api('/secure/followartist', { token: viewer.token, body: { artist: painter.id } });
  await s.api('/secure/followartist', { token: fan.token, body: { artist: painter.id } });
  const form = new FormData();
  form.set('post', 'Open studio on Saturday in Boudha: new mineral-pigment paubhas and a talk on framing at four.');
  const posted = await fetch(`${s.gateway.url}/api/post/new`, {
    method: 'POST',
    headers: { authorization: `JWT ${painter.token}` },
    body: form,
  });
  const post = await posted.json();
  assert.equal(posted.status, 200, JSON.stringify(post));
  let roomId = '';
  await waitUntil(
    'the members to reach messaging',
    async () => {
      const room = await s.api('/rooms/init', {
        token: viewer.token,
        body: { sender: viewer.id, receiver: painter.id },
      });
      roomId = room.body?.room?._id ?? '';
      return room.status === 200;
    },
    { timeoutMs: 30_000 },
  );
  await s.api(`/rooms/${roomId}/messages`, {
    token: painter.token,
    body: { message: 'Namaste! The paubha is ready; shall I ship it to Pokhara?' },
  });

  // An exhibition that is open now.
  const exhibitionId = randomUUID();
  await query(
    s.databases.catalogue,
    `insert into exhibitions (id, slug, title, artist_name, starts_at, ends_at, items)
     values ($1, $2, $3, $4, now() - interval '1 day', now() + interval '30 days', $5)`,
    [
      exhibitionId,
      `layout-${exhibitionId.slice(0, 8)}`,
      'Colours of the Kathmandu Valley: Paubha and Mithila Today',
      'Lok Bahadur Chitrakar',
      JSON.stringify([
        {
          title: 'One',
          details: 'Mineral pigments',
          thumb: '',
          imageMain: '',
          order: 1,
          margins: { left: 0, right: 0 },
        },
      ]),
    ],
  );

  data = {
    painter,
    viewer,
    fan,
    boss,
    artwork,
    ownArtwork,
    exhibitionId,
    postId: post.post._id,
    orderId: order.body.orderId,
    roomId,
  };
});

/**
 * Measures the page as it is now (plain JavaScript, run in the page): the document's overflow, the
 * outermost visible elements reaching past the right edge (clipped by any scrolling or hidden-overflow
 * ancestor, as the eye sees them), overlapping controls within the header, the bottom navigation and
 * main, and the frame's own promises.
 */
const MEASURE = `(() => {
  const vw = document.documentElement.clientWidth;
  const problems = [];
  const describe = (el) => {
    const one = (node) => {
      let text = node.tagName.toLowerCase();
      if (node.id) text += '#' + node.id;
      const testId = node.getAttribute('data-testid');
      if (testId) text += '[data-testid=' + testId + ']';
      const classes = typeof node.className === 'string' ? node.className.trim().split(/\\s+/).filter(Boolean) : [];
      if (!testId && classes.length) text += '.' + classes.slice(0, 2).join('.');
      return text;
    };
    const parts = [one(el)];
    let node = el.parentElement;
    while (node && node !== document.body && parts.length < 4) {
      if (node.getAttribute('data-testid') || node.id) { parts.unshift(one(node)); break; }
      parts.unshift(one(node));
      node = node.parentElement;
    }
    const label = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return parts.join(' > ') + (label ? ' "' + label + '"' : '');
  };
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > window.innerWidth) {
    problems.push('the page scrolls sideways: ' + scrollWidth + 'px wide in a ' + window.innerWidth + 'px window');
  }
  // Visible rectangles, clipped by the ancestors that clip overflow.
  const clipped = new Map();
  const overflowing = [];
  const walk = (el, clipLeft, clipRight, clipTop, clipBottom) => {
    const style = getComputedStyle(el);
    if (style.display === 'none') return;
    if (style.position === 'fixed') { clipLeft = -Infinity; clipRight = Infinity; clipTop = -Infinity; clipBottom = Infinity; }
    const r = el.getBoundingClientRect();
    const shown = style.display !== 'contents' && style.visibility !== 'hidden' && r.width > 0 && r.height > 0;
    let reported = false;
    if (shown) {
      const left = Math.max(r.left, clipLeft), right = Math.min(r.right, clipRight);
      const top = Math.max(r.top, clipTop), bottom = Math.min(r.bottom, clipBottom);
      if (right > left && bottom > top) {
        clipped.set(el, { left, right, top, bottom });
        if (right > vw + 1 && Number(style.opacity) !== 0) {
          overflowing.push(describe(el) + ' reaches ' + Math.round(right) + 'px (screen ' + vw + 'px)');
          reported = true;
        }
      }
    }
    if (reported || el instanceof SVGElement) return;
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
      clipLeft = Math.max(clipLeft, r.left); clipRight = Math.min(clipRight, r.right);
      clipTop = Math.max(clipTop, r.top); clipBottom = Math.min(clipBottom, r.bottom);
    }
    for (const child of el.children) walk(child, clipLeft, clipRight, clipTop, clipBottom);
  };
  walk(document.body, -Infinity, Infinity, -Infinity, Infinity);
  for (const line of overflowing.slice(0, 6)) problems.push(line);

  const CONTROLS = 'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=menuitem], summary';
  for (const region of ['[data-testid=header]', '[data-testid=bottom-nav]', 'main#main']) {
    const root = document.querySelector(region);
    if (!root) continue;
    const controls = [];
    for (const el of root.querySelectorAll(CONTROLS)) {
      const box = clipped.get(el);
      if (!box || box.right - box.left <= 2 || box.bottom - box.top <= 2) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      controls.push([el, box]);
    }
    let found = 0;
    for (let i = 0; i < controls.length && found < 6; i++) {
      for (let j = i + 1; j < controls.length && found < 6; j++) {
        const [a, ra] = controls[i];
        const [b, rb] = controls[j];
        if (a.contains(b) || b.contains(a)) continue;
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (w > 1 && h > 1) {
          problems.push('controls overlap by ' + Math.round(w) + 'x' + Math.round(h) + 'px: ' + describe(a) + ' and ' + describe(b));
          found++;
        }
      }
    }
  }

  // The frame's promises.
  const header = document.querySelector('[data-testid=header]');
  if (vw >= ${MEDIUM}) {
    const search = header && header.querySelector('[role=search], input[type=search]');
    const width = search ? search.getBoundingClientRect().width : 0;
    if (width < ${MIN_SEARCH_WIDTH}) problems.push('the header search box is ' + Math.round(width) + 'px wide (at least ${MIN_SEARCH_WIDTH}px)');
    const name = document.querySelector('[data-testid=header-user-name]');
    if (name && name.scrollWidth > name.clientWidth + 1) {
      problems.push('the header cuts the name "' + name.textContent + '" to ' + name.clientWidth + 'px of ' + name.scrollWidth + 'px');
    }
  } else {
    const nav = document.querySelector('[data-testid=bottom-nav]');
    const items = nav ? [...nav.querySelectorAll('.shell-bottom-nav__item')] : [];
    if (items.length < 5) problems.push('the bottom navigation shows ' + items.length + ' items, not 5');
    for (const item of items) {
      const label = item.querySelector('.shell-bottom-nav__label');
      const text = label ? label.textContent.trim() : '';
      if (!label || !text || !label.checkVisibility()) {
        problems.push('the bottom navigation item ' + describe(item) + ' has no visible label');
      } else if (label.scrollWidth > label.clientWidth + 1) {
        problems.push('the bottom navigation label "' + text + '" is cut (' + label.clientWidth + 'px of ' + label.scrollWidth + 'px)');
      }
    }
  }
  return problems;
})()`;

/** Resolves once the page has stopped changing for `quietMs` (at most `timeoutMs`), fonts loaded. */
const SETTLE = (quietMs: number, timeoutMs: number) => `new Promise((resolve) => {
  let last = performance.now();
  const observer = new MutationObserver(() => { last = performance.now(); });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  const started = performance.now();
  // A page still loading shows a spinner or, since issue 24, a skeleton in a region said busy.
  const busy = () => document.querySelector('[data-testid=fullscreen-loader], .shell-page-loader, main .art-spinner, main [aria-busy=true]');
  const tick = () => {
    const now = performance.now();
    if (now - started > ${timeoutMs} || (!busy() && now - last >= ${quietMs})) {
      observer.disconnect();
      document.fonts.ready.then(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))));
    } else setTimeout(tick, 40);
  };
  tick();
})`;

/** Opens `to` as the app's links do (wouter follows history.pushState). */
async function navigate(page: Page, to: string): Promise<void> {
  await page.evaluate(`(() => {
    history.pushState(null, '', ${JSON.stringify(to)});
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  })()`);
}

interface Finding {
  route: string;
  session: Session;
  width: number;
  problem: string;
}

async function measureRoutes(language: (typeof LANGUAGES)[number], session: Session): Promise<Finding[]> {
  const table = routeTable();
  const missing = table.filter((route) => !CONCRETE[route.pattern]).map((route) => route.pattern);
  assert.deepEqual(missing, [], 'every route of the manifests has an address to open in this test');
  const addresses = table
    .filter((route) => route.sessions.includes(session))
    .flatMap((route) => CONCRETE[route.pattern](data).map((address) => ({ pattern: route.pattern, address })));

  const { context, page } = await freshContext({ width: WIDTHS[WIDTHS.length - 1], height: HEIGHT });
  const url = stack().gateway.url;
  await context.addCookies([{ name: 'language', value: language, url }]);
  const token = session === 'member' ? data.viewer.token : session === 'operator' ? data.boss.token : undefined;
  if (token) await context.addCookies([{ name: 'token', value: token, url }]);

  const findings: Finding[] = [];
  const pictured = new Set<string>();
  try {
    await visit(page, addresses[0].address);
    for (const [index, { pattern, address }] of addresses.entries()) {
      if (index > 0) await navigate(page, address);
      await page.evaluate(SETTLE(250, 6000));
      const landed = await page.evaluate('location.pathname + location.search');
      const shownNotFound = await page.locator('[data-testid=not-found], [data-testid=area-unavailable]').count();
      if (!landsOn(pattern, address)(String(landed)) || (shownNotFound > 0 && address !== '/404')) {
        findings.push({ route: address, session, width: 0, problem: `opened ${landed} instead (or a missing page)` });
      }
      // Narrow to wide: the phone layout is the one most often broken.
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.evaluate(SETTLE(50, 1500));
        const problems = (await page.evaluate(MEASURE)) as string[];
        for (const problem of problems) findings.push({ route: address, session, width, problem });
        if (problems.length && !pictured.has(address)) {
          pictured.add(address);
          await screenshotOnFailure(
            page,
            `layout-${language}-${session}-${width}${address.replace(/[^a-z0-9]+/gi, '_')}`,
          );
        }
      }
    }
  } finally {
    await context.close();
  }
  return findings;
}

function report(language: string, findings: Finding[]): string {
  const lines = findings.map(
    (f) => `  [${language}${f.width ? ` ${f.width}px` : ''} ${f.session}] ${f.route}: ${f.problem}`,
  );
  return `${findings.length} layout problem(s) in ${language}:\n${lines.slice(0, 80).join('\n')}${lines.length > 80 ? `\n  … and ${lines.length - 80} more` : ''}`;
}

for (const language of LANGUAGES) {
  test(`every page at ${WIDTHS.join(', ')} px in ${language}: no sideways scrolling, nothing past the edge, no overlapping controls`, async () => {
    const findings: Finding[] = [];
    for (const session of ['guest', 'member', 'operator'] as const) {
      findings.push(...(await measureRoutes(language, session)));
    }
    assert.ok(findings.length === 0, report(language, findings));
  });
}
