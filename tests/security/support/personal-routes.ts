import { randomUUID } from 'node:crypto';
import { PUBLIC_ENDPOINTS } from '@art/contracts/endpoints';
import { ROUTE_TABLE } from '@art/gateway';
import { uniqueEmail } from '@art/testing';
import type { Member } from '../../system/support/members.js';
import { orderShippingValues, PEOPLE, type Person, type PersonalValue, type PersonalWorld } from './personal-world.js';
import type { RequestSpec } from './requests.js';

/**
 * Every GET route of the gateway's ROUTE_TABLE, with the calls the personal-data walk makes to it
 * (parameters naming each member's things, so that every member's card is asked for), or the reason
 * it cannot be called. The walk sends every call as a guest and as each member
 * (support/personal-world.ts), and no answer may hold another member's personal values, except
 * the PERSONAL_EXCEPTIONS below.
 */
export type PersonalEntry =
  | { path: string; calls: (w: PersonalWorld, caller: Member | undefined) => RequestSpec[] }
  | { path: string; notCalled: string };

const enc = encodeURIComponent;
const everyone = (w: PersonalWorld) => PEOPLE.map((person) => w.members[person]);
const perMember = (path: (member: Member) => string) => (w: PersonalWorld) =>
  everyone(w).map((member) => ({ path: path(member) }));
const plain =
  (...paths: string[]) =>
  () =>
    paths.map((path) => ({ path }));
/** A word of each member's name: what the search is asked. */
const surnames = (w: PersonalWorld) => PEOPLE.map((person) => w.names[person].split(' ')[1]!);

const WRITTEN: readonly PersonalEntry[] = [
  // identity
  {
    path: '/api/auth/verifyemail/:code',
    // A wrong code for each member's address (the address sent is no leak when echoed back).
    calls: (w) =>
      [...everyone(w).map((m) => m.email), uniqueEmail('nobody')].map((email) => ({
        path: '/auth/verifyemail/000000',
        query: { email },
      })),
  },
  { path: '/api/user/profile', calls: plain('/user/profile') },
  { path: '/api/user/getbyslug/:slug', calls: perMember((m) => `/user/getbyslug/${enc(m.slug)}`) },
  { path: '/api/user/get/:id', calls: perMember((m) => `/user/get/${m.id}`) },

  // catalogue
  { path: '/api/categories', calls: plain('/categories') },
  { path: '/api/categories/sorted', calls: plain('/categories/sorted') },
  { path: '/api/slider/home-slider', calls: plain('/slider/home-slider') },
  { path: '/api/sliders', calls: plain('/sliders') },
  { path: '/api/product/:slug', calls: (w) => [{ path: `/product/${enc(w.artwork.slug)}` }] },
  { path: '/api/products/category/:cat', calls: plain('/products/category/all', '/products/category/painting') },
  { path: '/api/v2/products/category/:cat', calls: plain('/v2/products/category/all') },
  { path: '/api/store/:cat', calls: plain('/store/all') },
  { path: '/api/v2/store/:cat', calls: plain('/v2/store/all') },
  { path: '/api/products/getfeatured', calls: plain('/products/getfeatured') },
  { path: '/api/products/popular/:categoryId', calls: plain('/products/popular/all') },
  { path: '/api/products/recommended', calls: plain('/products/recommended') },
  { path: '/api/products/followed', calls: plain('/products/followed') },
  { path: '/api/products/similar/:slug', calls: (w) => [{ path: `/products/similar/${enc(w.artwork.slug)}` }] },
  { path: '/api/user/artworks/:id', calls: perMember((m) => `/user/artworks/${m.id}`) },
  { path: '/api/user/gallery/:id', calls: perMember((m) => `/user/gallery/${m.id}`) },
  { path: '/api/artworks/mine', calls: plain('/artworks/mine') },
  { path: '/api/artist/:artistId/productswithimages', calls: perMember((m) => `/artist/${m.id}/productswithimages`) },
  { path: '/api/artworks/liked', calls: plain('/artworks/liked') },
  {
    path: '/api/v2/artwork/comments/:productId/:total',
    calls: (w) => [{ path: `/v2/artwork/comments/${w.artwork.id}/20` }],
  },
  { path: '/api/artists/sortable', calls: plain('/artists/sortable') },
  { path: '/api/artists/category/:cat', calls: plain('/artists/category/painting') },
  { path: '/api/artists/top/all', calls: plain('/artists/top/all') },
  { path: '/api/artists/top', calls: plain('/artists/top') },
  { path: '/api/artist/:slug', calls: perMember((m) => `/artist/${enc(m.slug)}`) },
  { path: '/api/search/:term', calls: (w) => surnames(w).map((word) => ({ path: `/search/${enc(word)}` })) },
  { path: '/api/exhibitions', calls: plain('/exhibitions') },
  // Exhibitions are the marketplace's own (no route lets a member make one): the stack's first, if any.
  { path: '/api/exhibitions/:id', calls: (w) => [{ path: `/exhibitions/${w.exhibitionId}` }] },
  { path: '/api/current/exhibitions', calls: plain('/current/exhibitions') },
  { path: '/api/previous/exhibitions', calls: plain('/previous/exhibitions') },
  { path: '/api/upcomming/exhibitions', calls: plain('/upcomming/exhibitions') },

  // social
  { path: '/api/post/getbyartist/:id/:total', calls: perMember((m) => `/post/getbyartist/${m.id}/20`) },
  { path: '/api/v2/post/comments/:postId/:total', calls: (w) => [{ path: `/v2/post/comments/${w.postId}/20` }] },
  { path: '/api/feed/allPosts', calls: plain('/feed/allPosts') },
  { path: '/api/feed/posts', calls: plain('/feed/posts') },
  { path: '/api/feed/following', calls: plain('/feed/following') },
  { path: '/api/feed/post/:id', calls: (w) => [{ path: `/feed/post/${w.postId}` }] },
  { path: '/api/posts/recommended', calls: plain('/posts/recommended') },
  { path: '/api/user/followrequests', calls: plain('/user/followrequests') },
  {
    path: '/api/user/follower',
    calls: (w) => everyone(w).map((m) => ({ path: '/user/follower', query: { userId: m.id } })),
  },
  {
    path: '/api/user/following',
    calls: (w) => everyone(w).map((m) => ({ path: '/user/following', query: { userId: m.id } })),
  },
  { path: '/api/studios/tofollow', calls: plain('/studios/tofollow') },
  { path: '/api/studios/recommended', calls: plain('/studios/recommended') },
  { path: '/api/report/categories', calls: plain('/report/categories') },
  { path: '/api/blocklist', calls: plain('/blocklist') },

  // identity: the sign-in providers' ways out and back, answered with redirects (not followed):
  // a start names only the provider; a callback with a state nobody started goes to /login.
  { path: '/api/auth/google/start', calls: plain('/auth/google/start') },
  { path: '/api/auth/facebook/start', calls: plain('/auth/facebook/start') },
  {
    path: '/api/auth/google/callback',
    calls: () => [{ path: '/auth/google/callback', query: { state: 'not-a-state', code: 'not-a-code' } }],
  },
  {
    path: '/api/auth/facebook/callback',
    calls: () => [{ path: '/auth/facebook/callback', query: { state: 'not-a-state', code: 'not-a-code' } }],
  },

  // commerce
  { path: '/api/cart', calls: plain('/cart') },
  // An artwork nobody has in a cart: nothing is removed, and the answer is the caller's cart.
  { path: '/api/cart/removeItem', calls: () => [{ path: '/cart/removeItem', query: { productId: randomUUID() } }] },
  { path: '/api/checkout/basic-details', calls: plain('/checkout/basic-details') },
  { path: '/api/user/order', calls: plain('/user/order') },
  { path: '/api/user/order/:id', calls: (w) => [{ path: `/user/order/${w.order.id}` }] },
  { path: '/api/studio/sales', calls: plain('/studio/sales') },
  // Operators only (403 to every member): order numbers and amounts, no member's details.
  { path: '/api/operator/refunds', calls: plain('/operator/refunds') },
  // The providers' ways back, with attempts nobody made: a real return needs the provider's
  // signature and names only the attempt's order (services/commerce/test/routes/payments).
  {
    path: '/api/payment/esewa/return',
    calls: () => [{ path: '/payment/esewa/return', query: { data: Buffer.from('{}').toString('base64') } }],
  },
  {
    path: '/api/payment/esewa/failure',
    calls: () => [{ path: '/payment/esewa/failure', query: { attempt: '0123456789abcdef' } }],
  },
  {
    path: '/api/payment/connectips/success',
    calls: () => [{ path: '/payment/connectips/success', query: { TXNID: 'T0000001' } }],
  },
  {
    path: '/api/payment/connectips/failure',
    calls: () => [{ path: '/payment/connectips/failure', query: { TXNID: 'T0000001' } }],
  },
  {
    path: '/api/payment/stripe/cancel',
    calls: () => [{ path: '/payment/stripe/cancel', query: { attempt: '0123456789abcdef' } }],
  },

  // messaging
  {
    path: '/api/rooms',
    // `user` must be the caller's own id (another is refused); a guest names the artist.
    calls: (w, caller) => [{ path: '/rooms' }, { path: '/rooms', query: { user: (caller ?? w.members.artist).id } }],
  },
  {
    path: '/api/rooms/:roomId/messages',
    calls: (w) => [{ path: `/rooms/${w.rooms.pair}/messages` }, { path: `/rooms/${w.rooms.group}/messages` }],
  },
  {
    path: '/api/messages/:roomId',
    calls: (w) => [{ path: `/messages/${w.rooms.pair}` }, { path: `/messages/${w.rooms.group}` }],
  },
  // Online / last seen of the caller's partner in a chat of theirs (none for a group).
  {
    path: '/api/rooms/:roomId/presence',
    calls: (w) => [{ path: `/rooms/${w.rooms.pair}/presence` }, { path: `/rooms/${w.rooms.group}/presence` }],
  },

  // notification
  { path: '/api/notifications/all', calls: plain('/notifications/all') },
  { path: '/api/notifications/preferences', calls: plain('/notifications/preferences') },
];

/**
 * A GET declared for the caller's own things (`owner: 'self'`, no path parameter) is called as it
 * is, from its declaration, unless a line above calls it otherwise.
 */
const declaredOwnThings: PersonalEntry[] = PUBLIC_ENDPOINTS.filter(
  (endpoint) =>
    endpoint.method === 'GET' &&
    endpoint.owner === 'self' &&
    !endpoint.path.includes('/:') &&
    !WRITTEN.some((entry) => entry.path === endpoint.path),
).map((endpoint) => ({ path: endpoint.path, calls: plain(endpoint.path.replace(/^\/api/, '')) }));

/**
 * The operators' console shows members' personal values to operators, and only to them: the walk's
 * guests and members must get nothing of anyone's from it (a path parameter names nothing real).
 */
const declaredForOperators: PersonalEntry[] = PUBLIC_ENDPOINTS.filter(
  (endpoint) =>
    endpoint.method === 'GET' &&
    endpoint.access === 'operator' &&
    !WRITTEN.some((entry) => entry.path === endpoint.path) &&
    !declaredOwnThings.some((entry) => entry.path === endpoint.path),
).map((endpoint) => ({
  path: endpoint.path,
  calls: plain(endpoint.path.replace(/^\/api/, '').replace(/:[^/]+/g, () => randomUUID())),
}));

export const PERSONAL_ROUTES: readonly PersonalEntry[] = [...WRITTEN, ...declaredOwnThings, ...declaredForOperators];

/**
 * Answers that may hold another member's personal values, and why. Everything else is shown to
 * its owner only (a member's own answers are never searched for their own values).
 */
export interface PersonalException {
  /** The ROUTE_TABLE pattern. */
  path: string;
  /** Who may see them. */
  viewer: Person;
  /** Whose values. */
  owner: Person;
  values: (w: PersonalWorld) => PersonalValue[];
  why: string;
}

export const PERSONAL_EXCEPTIONS: readonly PersonalException[] = [
  {
    path: '/api/studio/sales',
    viewer: 'artist',
    owner: 'buyer',
    // Only what the buyer typed for this order: never the profile's date of birth, address or
    // saved shipping details (those are searched in the sales list like everywhere else).
    values: (w) => [
      { field: 'order shippingInfo.email', value: w.orderShipping.email },
      ...orderShippingValues(w.orderShipping),
    ],
    why:
      'the artist ships the sold artwork: the name, address and phone the buyer gave for that order, and the ' +
      'e-mail to reach them about its delivery, are what the seller needs; the buyer gave them for it',
  },
];

/** `/api/x/:` for `/api/x/:id`. */
const patternOf = (path: string) => path.replace(/:[^/]+/g, ':');

/** GET lines of ROUTE_TABLE without an entry, entries ROUTE_TABLE no longer has, and routes with two. */
export function personalCoverageGaps(table: readonly PersonalEntry[]) {
  const routes = new Set(ROUTE_TABLE.filter((line) => line.method === 'GET').map((line) => patternOf(line.path)));
  const entries = table.map((entry) => patternOf(entry.path));
  return {
    uncovered: [...routes].filter((route) => !entries.includes(route)),
    unknown: entries.filter((entry) => !routes.has(entry)),
    duplicated: entries.filter((entry, index) => entries.indexOf(entry) !== index),
  };
}
