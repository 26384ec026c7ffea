import { ConfigError } from '@art/kit';
import FindMyWay from 'find-my-way';

/**
 * Which service answers which public call: one line per method and path pattern (`:name` is one
 * path segment). Paths are forwarded unchanged (services serve the public `/api/...` paths
 * themselves). One path prefix can be shared by several services (`/api/user/profile` is
 * identity's, `/api/user/artworks/:id` catalogue's), so every call a service serves is listed; a
 * call no line names answers 404 in the gateway and never reaches a service.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  // identity: accounts, sessions, profiles (services/identity/src/routes)
  { method: 'POST', path: '/api/auth/register', service: 'identity' },
  { method: 'GET', path: '/api/auth/verifyemail/:code', service: 'identity' },
  { method: 'POST', path: '/api/auth/resendverificationemail', service: 'identity' },
  { method: 'POST', path: '/api/auth/login', service: 'identity' },
  { method: 'POST', path: '/api/auth/logout', service: 'identity' },
  { method: 'POST', path: '/api/auth/logout-everywhere', service: 'identity' },
  { method: 'POST', path: '/api/auth/authenticate', service: 'identity' },
  { method: 'POST', path: '/api/auth/google', service: 'identity' },
  { method: 'POST', path: '/api/auth/facebook', service: 'identity' },
  { method: 'POST', path: '/api/auth/reset', service: 'identity' },
  { method: 'POST', path: '/api/auth/reset/:token', service: 'identity' },
  { method: 'GET', path: '/api/user/profile', service: 'identity' },
  { method: 'GET', path: '/api/user/getbyslug/:slug', service: 'identity' },
  { method: 'GET', path: '/api/user/get/:id', service: 'identity' },
  { method: 'POST', path: '/api/user/update', service: 'identity' },
  { method: 'POST', path: '/api/users/become-artist', service: 'identity' },
  { method: 'POST', path: '/api/users/validatecode', service: 'identity' },

  // catalogue: categories and sliders
  { method: 'GET', path: '/api/categories', service: 'catalogue' },
  { method: 'GET', path: '/api/categories/sorted', service: 'catalogue' },
  { method: 'GET', path: '/api/slider/home-slider', service: 'catalogue' },
  { method: 'GET', path: '/api/sliders', service: 'catalogue' },
  // catalogue: writing artworks
  { method: 'POST', path: '/api/artwork/upload', service: 'catalogue' },
  { method: 'POST', path: '/api/user/art/upload', service: 'catalogue' },
  { method: 'PUT', path: '/api/artwork/edit/:id', service: 'catalogue' },
  { method: 'PUT', path: '/api/user/art/edit/:id', service: 'catalogue' },
  { method: 'DELETE', path: '/api/artwork/delete/:id', service: 'catalogue' },
  { method: 'DELETE', path: '/api/user/del/:id', service: 'catalogue' },
  { method: 'GET', path: '/api/product/:slug', service: 'catalogue' },
  { method: 'POST', path: '/api/product/view/:slug', service: 'catalogue' },
  // catalogue: listings
  { method: 'GET', path: '/api/products/category/:cat', service: 'catalogue' },
  { method: 'GET', path: '/api/v2/products/category/:cat', service: 'catalogue' },
  { method: 'GET', path: '/api/store/:cat', service: 'catalogue' },
  { method: 'GET', path: '/api/v2/store/:cat', service: 'catalogue' },
  { method: 'GET', path: '/api/products/getfeatured', service: 'catalogue' },
  { method: 'GET', path: '/api/products/popular/:categoryId', service: 'catalogue' },
  { method: 'GET', path: '/api/products/recommended', service: 'catalogue' },
  { method: 'GET', path: '/api/products/followed', service: 'catalogue' },
  { method: 'GET', path: '/api/products/similar/:slug', service: 'catalogue' },
  { method: 'POST', path: '/api/products/similar/:slug', service: 'catalogue' },
  { method: 'GET', path: '/api/user/artworks/:id', service: 'catalogue' },
  { method: 'GET', path: '/api/user/gallery/:id', service: 'catalogue' },
  { method: 'GET', path: '/api/artworks/mine', service: 'catalogue' },
  { method: 'GET', path: '/api/artist/:artistId/productswithimages', service: 'catalogue' },
  // catalogue: likes and comments
  { method: 'GET', path: '/api/artworks/liked', service: 'catalogue' },
  { method: 'POST', path: '/api/like/product/:productId', service: 'catalogue' },
  { method: 'GET', path: '/api/v2/artwork/comments/:productId/:total', service: 'catalogue' },
  { method: 'POST', path: '/api/v2/artwork/comment/new', service: 'catalogue' },
  // catalogue: studios directory and search
  { method: 'GET', path: '/api/artists/sortable', service: 'catalogue' },
  { method: 'GET', path: '/api/artists/category/:cat', service: 'catalogue' },
  { method: 'GET', path: '/api/artists/top/all', service: 'catalogue' },
  { method: 'GET', path: '/api/artists/top', service: 'catalogue' },
  { method: 'GET', path: '/api/artist/:slug', service: 'catalogue' },
  { method: 'GET', path: '/api/search/:term', service: 'catalogue' },
  // catalogue: exhibitions and inquiries
  { method: 'GET', path: '/api/exhibitions', service: 'catalogue' },
  { method: 'GET', path: '/api/exhibitions/:id', service: 'catalogue' },
  { method: 'GET', path: '/api/current/exhibitions', service: 'catalogue' },
  { method: 'GET', path: '/api/previous/exhibitions', service: 'catalogue' },
  // The spec's spelling: clients call it so.
  { method: 'GET', path: '/api/upcomming/exhibitions', service: 'catalogue' },
  { method: 'POST', path: '/api/exhibition/message', service: 'catalogue' },
  { method: 'POST', path: '/api/sendemail', service: 'catalogue' },

  // social: posts, their likes, comments and hides (services/social/src/routes)
  { method: 'POST', path: '/api/post/new', service: 'social' },
  { method: 'PUT', path: '/api/post/update/:id', service: 'social' },
  { method: 'DELETE', path: '/api/post/delete/:id', service: 'social' },
  { method: 'POST', path: '/api/post/like', service: 'social' },
  { method: 'PATCH', path: '/api/post/hide/:postId', service: 'social' },
  { method: 'GET', path: '/api/post/getbyartist/:id/:total', service: 'social' },
  { method: 'GET', path: '/api/v2/post/comments/:postId/:total', service: 'social' },
  { method: 'POST', path: '/api/v2/post/comments/new', service: 'social' },
  // social: feeds
  { method: 'GET', path: '/api/feed/allPosts', service: 'social' },
  { method: 'GET', path: '/api/feed/posts', service: 'social' },
  { method: 'GET', path: '/api/feed/following', service: 'social' },
  { method: 'GET', path: '/api/feed/post/:id', service: 'social' },
  { method: 'GET', path: '/api/posts/recommended', service: 'social' },
  // social: follows, follow requests, onboarding, studios to follow
  { method: 'POST', path: '/api/secure/followartist', service: 'social' },
  { method: 'POST', path: '/api/secure/unfollowartist', service: 'social' },
  { method: 'POST', path: '/api/secure/followrequest/check', service: 'social' },
  { method: 'POST', path: '/api/secure/followrequest/cancel', service: 'social' },
  { method: 'GET', path: '/api/user/followrequests', service: 'social' },
  { method: 'POST', path: '/api/user/approvefollow', service: 'social' },
  { method: 'POST', path: '/api/user/initiatefollows', service: 'social' },
  { method: 'GET', path: '/api/user/follower', service: 'social' },
  { method: 'GET', path: '/api/user/following', service: 'social' },
  { method: 'POST', path: '/api/user/removeFollower/:id', service: 'social' },
  { method: 'GET', path: '/api/studios/tofollow', service: 'social' },
  { method: 'GET', path: '/api/studios/recommended', service: 'social' },
  // social: reports and blocks
  { method: 'GET', path: '/api/report/categories', service: 'social' },
  { method: 'POST', path: '/api/report/product/:id', service: 'social' },
  { method: 'POST', path: '/api/report/post/:id', service: 'social' },
  { method: 'POST', path: '/api/report/user/:id', service: 'social' },
  { method: 'PATCH', path: '/api/user/:id', service: 'social' },
  { method: 'PATCH', path: '/api/user/unblock/:id', service: 'social' },
  { method: 'GET', path: '/api/blocklist', service: 'social' },

  // commerce: cart, checkout, orders, sales (services/commerce/src/routes)
  { method: 'GET', path: '/api/cart', service: 'commerce' },
  { method: 'POST', path: '/api/cart/addItem', service: 'commerce' },
  { method: 'GET', path: '/api/cart/removeItem', service: 'commerce' },
  { method: 'GET', path: '/api/checkout/basic-details', service: 'commerce' },
  { method: 'POST', path: '/api/user/order', service: 'commerce' },
  { method: 'GET', path: '/api/user/order', service: 'commerce' },
  { method: 'GET', path: '/api/user/order/:id', service: 'commerce' },
  { method: 'POST', path: '/api/user/order/itemcancel', service: 'commerce' },
  { method: 'POST', path: '/api/user/order/cancel', service: 'commerce' },
  { method: 'GET', path: '/api/studio/sales', service: 'commerce' },
  { method: 'POST', path: '/api/studio/sales/status', service: 'commerce' },
  // commerce: payments, the providers' ways back and Stripe's webhook
  { method: 'POST', path: '/api/payment/handoff', service: 'commerce' },
  { method: 'POST', path: '/api/save-stripe-token', service: 'commerce' },
  { method: 'GET', path: '/api/payment/esewa/return', service: 'commerce' },
  { method: 'GET', path: '/api/payment/esewa/failure', service: 'commerce' },
  { method: 'GET', path: '/api/payment/connectips/success', service: 'commerce' },
  { method: 'GET', path: '/api/payment/connectips/failure', service: 'commerce' },
  { method: 'GET', path: '/api/payment/stripe/cancel', service: 'commerce' },
  { method: 'POST', path: '/api/payment/stripe/webhook', service: 'commerce' },
  // commerce: refunds owed on eSewa and ConnectIPS payments, settled by operators
  { method: 'GET', path: '/api/operator/refunds', service: 'commerce' },
  { method: 'POST', path: '/api/operator/refunds/:id/refunded', service: 'commerce' },

  // messaging: rooms, messages, chat pictures (services/messaging/src/routes; the live socket is
  // /live/socket.io, outside /api)
  { method: 'GET', path: '/api/rooms', service: 'messaging' },
  { method: 'POST', path: '/api/rooms/init', service: 'messaging' },
  { method: 'POST', path: '/api/rooms/group', service: 'messaging' },
  { method: 'GET', path: '/api/rooms/:roomId/messages', service: 'messaging' },
  { method: 'POST', path: '/api/rooms/:roomId/messages', service: 'messaging' },
  { method: 'PATCH', path: '/api/rooms/:chatRoomId/leave', service: 'messaging' },
  { method: 'PATCH', path: '/api/rooms/:chatRoomId/block', service: 'messaging' },
  { method: 'PATCH', path: '/api/rooms/:chatRoomId/unblock', service: 'messaging' },
  { method: 'GET', path: '/api/messages/:roomId', service: 'messaging' },
  { method: 'POST', path: '/api/message/picture', service: 'messaging' },
  { method: 'DELETE', path: '/api/conversation/delete/:id', service: 'messaging' },

  // notification: the member's notifications and mail preferences (services/notification/src/routes)
  { method: 'GET', path: '/api/notifications/all', service: 'notification' },
  { method: 'POST', path: '/api/notifications/makeseen', service: 'notification' },
  { method: 'POST', path: '/api/notifications/makeviewed', service: 'notification' },
  { method: 'POST', path: '/api/notifications/makeallviewed', service: 'notification' },
  { method: 'POST', path: '/api/notifications/clear', service: 'notification' },
  { method: 'GET', path: '/api/notifications/preferences', service: 'notification' },
  { method: 'PUT', path: '/api/notifications/preferences', service: 'notification' },
];

/**
 * Routes that take multipart uploads: they get UPLOAD_BODY_LIMIT_BYTES instead of BODY_LIMIT_BYTES.
 * Each must be a line of ROUTE_TABLE (same method and pattern).
 */
export const UPLOAD_ROUTES: readonly RouteKey[] = [
  { method: 'POST', path: '/api/user/update' },
  { method: 'POST', path: '/api/users/become-artist' },
  { method: 'POST', path: '/api/artwork/upload' },
  { method: 'POST', path: '/api/user/art/upload' },
  { method: 'PUT', path: '/api/artwork/edit/:id' },
  { method: 'PUT', path: '/api/user/art/edit/:id' },
  { method: 'POST', path: '/api/post/new' },
  { method: 'PUT', path: '/api/post/update/:id' },
  { method: 'POST', path: '/api/message/picture' },
];

/**
 * Attempts that guess or spam (passwords, codes, reset tokens, mails): limited per IP, per e-mail
 * where the body names one, and per account where `byAccount` says so. `action` names the counter,
 * so each kind of attempt has its own. Each must be a line of ROUTE_TABLE.
 */
export const ATTEMPT_LIMITED_ROUTES: readonly AttemptLimitedRoute[] = [
  { method: 'POST', path: '/api/auth/login', action: 'login', byEmail: true },
  { method: 'POST', path: '/api/auth/register', action: 'register', byEmail: true },
  { method: 'POST', path: '/api/auth/reset', action: 'reset', byEmail: true },
  { method: 'POST', path: '/api/auth/reset/:token', action: 'reset-token', byEmail: false },
  { method: 'POST', path: '/api/auth/resendverificationemail', action: 'resend-verification', byEmail: true },
  { method: 'GET', path: '/api/auth/verifyemail/:code', action: 'verify-email', byEmail: false },
  // An artist code opens a studio: guessed per IP and, signed in, per account. Redeeming one is a
  // member write: a studio sells, takes orders and mails buyers, so a throwaway address must not
  // open one (as it may not ask for one with become-artist).
  {
    method: 'POST',
    path: '/api/users/validatecode',
    action: 'artist-code',
    byEmail: false,
    byAccount: true,
    memberWrite: true,
  },
  // Every inquiry mails the studio and support: a form that mails is a spam target.
  { method: 'POST', path: '/api/exhibition/message', action: 'inquiry', byEmail: true },
  { method: 'POST', path: '/api/sendemail', action: 'inquiry', byEmail: true },
];

/**
 * The write limit (plugins/write-limits.ts) counts every call that changes something: each POST,
 * PUT, PATCH and DELETE, and the GETs below that write (the spec's cart removal). Not counted:
 * POSTs that only read (the shell's session check at every start, similar artworks, a follow
 * state), calls a machine makes (Stripe's signed webhook, which must never be dropped) and the
 * attempt-limited routes (see countedAsWrite). Each must be a line of ROUTE_TABLE.
 */
export const WRITES_BY_GET: readonly RouteKey[] = [{ method: 'GET', path: '/api/cart/removeItem' }];
export const NOT_COUNTED_AS_WRITES: readonly RouteKey[] = [
  { method: 'POST', path: '/api/auth/authenticate' },
  // Ending a session must work even for a member who used up the budget.
  { method: 'POST', path: '/api/auth/logout' },
  { method: 'POST', path: '/api/products/similar/:slug' },
  { method: 'POST', path: '/api/secure/followrequest/check' },
  { method: 'POST', path: '/api/payment/stripe/webhook' },
];

/**
 * Whether the write limit counts calls to this line (see WRITES_BY_GET and NOT_COUNTED_AS_WRITES).
 * The attempt-limited routes have their own, stricter counters per action: counting sign-ins in
 * the guests' write budget too would let a busy shared address (a carrier's NAT) lock its members
 * out of signing in once guests there had used it up. Those that are member writes (`memberWrite`)
 * are counted too, and so closed to an unverified address (closedToUnverified).
 */
export function countedAsWrite(route: RouteKey): boolean {
  const key = routeKeyOf(route.method, route.path);
  const listed = (list: readonly RouteKey[]) => list.some((other) => routeKeyOf(other.method, other.path) === key);
  if (listed(ATTEMPT_LIMITED_ROUTES.filter((route) => !route.memberWrite))) return false;
  return route.method === 'GET' ? listed(WRITES_BY_GET) : !listed(NOT_COUNTED_AS_WRITES);
}

/**
 * Member writes an account whose e-mail address is not verified may still make (every other write
 * the limit counts is refused to it: plugins/verified-members.ts). Only what reaches nobody else
 * and costs nobody anything: ending its sessions (a stolen password must be stoppable at once),
 * blocking and leaving (protection must never wait on a mail), its own cart (nothing is reserved
 * before the order, which is refused; the member can shop while the mail arrives), and its own
 * notifications and mail preferences (turning mail off must always work). Not the profile: its
 * name, text and pictures are public, and the address it would verify cannot be changed there.
 * The sign-in, registration, reset and verification calls are attempts, not member writes, and
 * stay open (see countedAsWrite). Each must be a line of ROUTE_TABLE.
 */
export const OPEN_TO_UNVERIFIED: readonly RouteKey[] = [
  { method: 'POST', path: '/api/auth/logout-everywhere' },
  { method: 'PATCH', path: '/api/user/:id' },
  { method: 'PATCH', path: '/api/user/unblock/:id' },
  { method: 'PATCH', path: '/api/rooms/:chatRoomId/leave' },
  { method: 'PATCH', path: '/api/rooms/:chatRoomId/block' },
  { method: 'PATCH', path: '/api/rooms/:chatRoomId/unblock' },
  { method: 'POST', path: '/api/cart/addItem' },
  { method: 'GET', path: '/api/cart/removeItem' },
  { method: 'POST', path: '/api/notifications/makeseen' },
  { method: 'POST', path: '/api/notifications/makeviewed' },
  { method: 'POST', path: '/api/notifications/makeallviewed' },
  { method: 'POST', path: '/api/notifications/clear' },
  { method: 'PUT', path: '/api/notifications/preferences' },
];

/** Whether an account with an unverified e-mail address is refused this line (see OPEN_TO_UNVERIFIED). */
export function closedToUnverified(route: RouteKey): boolean {
  const key = routeKeyOf(route.method, route.path);
  return countedAsWrite(route) && !OPEN_TO_UNVERIFIED.some((open) => routeKeyOf(open.method, open.path) === key);
}

/**
 * Longest path parameter the router takes (fastify's default is 100 characters). A search term in
 * Devanagari is 9 characters per letter once percent-encoded, and slugs of long titles are long.
 */
export const MAX_PARAM_LENGTH = 2000;

export const DEFAULT_SERVICE_URLS = {
  identity: 'http://127.0.0.1:4101',
  catalogue: 'http://127.0.0.1:4102',
  social: 'http://127.0.0.1:4103',
  commerce: 'http://127.0.0.1:4104',
  messaging: 'http://127.0.0.1:4105',
  notification: 'http://127.0.0.1:4106',
} as const;

export type ServiceName = keyof typeof DEFAULT_SERVICE_URLS;
export type ServiceUrls = Record<ServiceName, string>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteKey {
  method: HttpMethod;
  /** fastify/find-my-way pattern: static segments and `:name` parameters. */
  path: string;
}
export interface RouteEntry extends RouteKey {
  service: ServiceName;
}
export interface AttemptLimitedRoute extends RouteKey {
  action: string;
  byEmail: boolean;
  /** Also counted per signed-in account (a guest's attempt counts per IP only). */
  byAccount?: boolean;
  /**
   * A signed-in member changing its account, not a sign-in or a code of the mail: the write rules
   * apply as well (the write limit, and the refusal of an unverified address).
   */
  memberWrite?: boolean;
}

const SERVICE_NAMES = Object.keys(DEFAULT_SERVICE_URLS) as ServiceName[];

/**
 * Base URL of every service: the defaults, then the SERVICE_URLS JSON map, then per-service
 * variables (IDENTITY_URL, ...), which the local run command sets.
 */
export function resolveServiceUrls(env: { SERVICE_URLS?: string } & Partial<Record<string, unknown>>): ServiceUrls {
  let fromJson: Record<string, unknown> = {};
  try {
    fromJson = JSON.parse(env.SERVICE_URLS || '{}');
  } catch {
    throw new ConfigError(['SERVICE_URLS is not valid JSON (expected {"identity":"http://host:port", ...})']);
  }
  const problems: string[] = [];
  const urls = { ...DEFAULT_SERVICE_URLS } as ServiceUrls;
  for (const [name, value] of Object.entries(fromJson)) {
    if (!SERVICE_NAMES.includes(name as ServiceName)) problems.push(`SERVICE_URLS names an unknown service "${name}"`);
    else if (typeof value !== 'string' || !/^https?:\/\//.test(value))
      problems.push(`SERVICE_URLS.${name} is not an http(s) URL`);
    else urls[name as ServiceName] = value;
  }
  for (const name of SERVICE_NAMES) {
    const value = env[`${name.toUpperCase()}_URL`];
    if (typeof value === 'string' && value) urls[name] = value;
  }
  if (problems.length > 0) throw new ConfigError(problems);
  // Without a trailing slash, so that base + '/api/...' is the target.
  for (const name of SERVICE_NAMES) urls[name] = urls[name].replace(/\/+$/, '');
  return urls;
}

/** The services that the route table actually sends traffic to (their documents are merged). */
export function routedServices(table: readonly RouteEntry[] = ROUTE_TABLE): ServiceName[] {
  return [...new Set(table.map((entry) => entry.service))];
}

const segmentsOf = (path: string) => path.split('/').slice(1);
const isParam = (segment: string) => segment.startsWith(':') || (segment.startsWith('{') && segment.endsWith('}'));

/**
 * `METHOD /pattern` with every parameter written `:`, so that `/a/:id`, `/a/:slug` and the OpenAPI
 * form `/a/{id}` are one key.
 */
export function routeKeyOf(method: string, path: string): string {
  return `${method.toUpperCase()} /${segmentsOf(path)
    .map((segment) => (isParam(segment) ? ':' : segment))
    .join('/')}`;
}

/** The table line with this method and pattern (parameter names aside), if any. */
export function entryFor(key: RouteKey, table: readonly RouteEntry[] = ROUTE_TABLE): RouteEntry | undefined {
  const wanted = routeKeyOf(key.method, key.path);
  return table.find((entry) => routeKeyOf(entry.method, entry.path) === wanted);
}

/**
 * Pairs of lines that one request could match (same method, and every segment equal or a
 * parameter on either side): the router would pick one silently, so the table must have none.
 * A duplicate line is such a pair too.
 */
export function overlappingRoutes(table: readonly RouteEntry[] = ROUTE_TABLE): [RouteEntry, RouteEntry][] {
  const overlaps: [RouteEntry, RouteEntry][] = [];
  for (let i = 0; i < table.length; i++) {
    for (let j = i + 1; j < table.length; j++) {
      const [a, b] = [table[i]!, table[j]!];
      if (a.method !== b.method) continue;
      const [left, right] = [segmentsOf(a.path), segmentsOf(b.path)];
      if (left.length !== right.length) continue;
      if (left.every((segment, index) => segment === right[index] || isParam(segment) || isParam(right[index]!)))
        overlaps.push([a, b]);
    }
  }
  return overlaps;
}

export type RouteLookup = (method: string, path: string) => ServiceName | undefined;

/**
 * The owner of a call, found the way the gateway's own router finds it (find-my-way: a radix tree
 * per method, static segments before parameters), for code that routes outside fastify.
 */
export function routeLookup(table: readonly RouteEntry[] = ROUTE_TABLE): RouteLookup {
  const router = FindMyWay({ maxParamLength: MAX_PARAM_LENGTH });
  for (const entry of table) router.on(entry.method, entry.path, () => undefined, { service: entry.service });
  return (method, path) => {
    const query = path.indexOf('?');
    const found = router.find(method.toUpperCase() as FindMyWay.HTTPMethod, query === -1 ? path : path.slice(0, query));
    return (found?.store as { service: ServiceName } | undefined)?.service;
  };
}

let defaultLookup: RouteLookup | undefined;

/** The owner of `method path` in ROUTE_TABLE, or undefined when no line names the call. */
export function serviceFor(method: string, path: string): ServiceName | undefined {
  defaultLookup ??= routeLookup();
  return defaultLookup(method, path);
}

/**
 * Owners of documented operations, by routeKeyOf: an OpenAPI path (`/api/user/get/{id}`) and
 * operation are published only when the table sends exactly that call to that service.
 */
export function operationOwners(table: readonly RouteEntry[] = ROUTE_TABLE): Map<string, ServiceName> {
  return new Map(table.map((entry) => [routeKeyOf(entry.method, entry.path), entry.service]));
}
