import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError } from '@art/kit';
import {
  ATTEMPT_LIMITED_ROUTES,
  entryFor,
  overlappingRoutes,
  ROUTE_TABLE,
  type RouteEntry,
  resolveServiceUrls,
  routedServices,
  routeLookup,
  serviceFor,
  UPLOAD_ROUTES,
} from '../src/route-table.js';

test('service URLs: defaults, then SERVICE_URLS, then <NAME>_URL', () => {
  const urls = resolveServiceUrls({
    SERVICE_URLS: '{"identity":"http://id.internal:9000/","catalogue":"http://cat:1"}',
    CATALOGUE_URL: 'http://catalogue.internal:4102',
  });
  assert.equal(urls.identity, 'http://id.internal:9000');
  assert.equal(urls.catalogue, 'http://catalogue.internal:4102');
  assert.equal(urls.notification, 'http://127.0.0.1:4106');
  assert.equal(urls.social, 'http://127.0.0.1:4103');
});

test('service URLs: bad JSON or an unknown service is a config error naming it', () => {
  assert.throws(() => resolveServiceUrls({ SERVICE_URLS: '{nope' }), ConfigError);
  assert.throws(() => resolveServiceUrls({ SERVICE_URLS: '{"billing":"http://x"}' }), /billing/);
  assert.throws(() => resolveServiceUrls({ SERVICE_URLS: '{"identity":"ftp://x"}' }), /identity/);
});

/** Every public call the services serve (the API documented at /api/docs), as a client sends it, and its owner. */
const SPEC_CALLS: [string, string, string][] = [
  // identity (services/identity/src/routes)
  ['POST', '/api/auth/register', 'identity'],
  ['GET', '/api/auth/verifyemail/123456?email=sita%40example.np', 'identity'],
  ['POST', '/api/auth/resendverificationemail', 'identity'],
  ['POST', '/api/auth/login', 'identity'],
  ['POST', '/api/auth/logout', 'identity'],
  ['POST', '/api/auth/logout-everywhere', 'identity'],
  ['POST', '/api/auth/authenticate', 'identity'],
  ['POST', '/api/auth/google', 'identity'],
  ['POST', '/api/auth/facebook', 'identity'],
  ['POST', '/api/auth/reset', 'identity'],
  ['POST', '/api/auth/reset/0a1b2c', 'identity'],
  ['GET', '/api/user/profile', 'identity'],
  ['GET', '/api/user/getbyslug/sita-sharma', 'identity'],
  ['GET', '/api/user/get/7b0c5a52-3a0e-4f2b-9a55-2f1f2f6a9c11', 'identity'],
  ['POST', '/api/user/update', 'identity'],
  ['POST', '/api/users/become-artist', 'identity'],
  ['POST', '/api/users/validatecode', 'identity'],
  // catalogue (contracts of the catalogue area)
  ['GET', '/api/categories', 'catalogue'],
  ['GET', '/api/categories/sorted', 'catalogue'],
  ['GET', '/api/slider/home-slider', 'catalogue'],
  ['GET', '/api/sliders', 'catalogue'],
  ['POST', '/api/artwork/upload', 'catalogue'],
  ['POST', '/api/user/art/upload', 'catalogue'],
  ['PUT', '/api/artwork/edit/a1', 'catalogue'],
  ['PUT', '/api/user/art/edit/a1', 'catalogue'],
  ['DELETE', '/api/artwork/delete/a1', 'catalogue'],
  ['DELETE', '/api/user/del/a1', 'catalogue'],
  ['GET', '/api/product/himalayan-dawn-3f2a', 'catalogue'],
  ['POST', '/api/product/view/himalayan-dawn-3f2a', 'catalogue'],
  ['GET', '/api/products/category/all?orderby=pricehigh&price=0,50000&skip=15&limit=15', 'catalogue'],
  ['GET', '/api/v2/products/category/painting', 'catalogue'],
  ['GET', '/api/store/all', 'catalogue'],
  ['GET', '/api/v2/store/sculpture', 'catalogue'],
  ['GET', '/api/products/getfeatured', 'catalogue'],
  ['GET', '/api/products/popular/painting', 'catalogue'],
  ['GET', '/api/products/recommended', 'catalogue'],
  ['GET', '/api/products/followed', 'catalogue'],
  ['GET', '/api/products/similar/himalayan-dawn?skip=0&limit=10', 'catalogue'],
  ['POST', '/api/products/similar/himalayan-dawn', 'catalogue'],
  ['GET', '/api/user/artworks/u1?page=2', 'catalogue'],
  ['GET', '/api/user/gallery/u1', 'catalogue'],
  ['GET', '/api/artworks/mine?page=1', 'catalogue'],
  ['GET', '/api/artist/u1/productswithimages', 'catalogue'],
  ['GET', '/api/artworks/liked', 'catalogue'],
  ['POST', '/api/like/product/a1', 'catalogue'],
  ['GET', '/api/v2/artwork/comments/a1/20', 'catalogue'],
  ['POST', '/api/v2/artwork/comment/new', 'catalogue'],
  ['GET', '/api/artists/sortable?sortby=followers', 'catalogue'],
  ['GET', '/api/artists/category/painting', 'catalogue'],
  ['GET', '/api/artists/top/all', 'catalogue'],
  ['GET', '/api/artists/top?total=25', 'catalogue'],
  ['GET', '/api/artist/sita-sharma', 'catalogue'],
  ['GET', `/api/search/${encodeURIComponent('हिमालयको बिहानी')}`, 'catalogue'],
  ['GET', '/api/exhibitions', 'catalogue'],
  ['GET', '/api/exhibitions/spring-colours', 'catalogue'],
  ['GET', '/api/current/exhibitions', 'catalogue'],
  ['GET', '/api/previous/exhibitions', 'catalogue'],
  ['GET', '/api/upcomming/exhibitions', 'catalogue'],
  ['POST', '/api/exhibition/message', 'catalogue'],
  ['POST', '/api/sendemail', 'catalogue'],
  // social (contracts of the social area)
  ['POST', '/api/post/new', 'social'],
  ['PUT', '/api/post/update/p1', 'social'],
  ['DELETE', '/api/post/delete/p1', 'social'],
  ['POST', '/api/post/like', 'social'],
  ['PATCH', '/api/post/hide/p1', 'social'],
  ['GET', '/api/post/getbyartist/u1/10', 'social'],
  ['GET', '/api/v2/post/comments/p1/5', 'social'],
  ['POST', '/api/v2/post/comments/new', 'social'],
  ['GET', '/api/feed/allPosts?sort=recent&show=all&total=10', 'social'],
  ['GET', '/api/feed/posts?sort=popular&show=recommended&total=20', 'social'],
  ['GET', '/api/feed/following?sort=recent&total=10', 'social'],
  ['GET', '/api/feed/post/p1', 'social'],
  ['GET', '/api/posts/recommended', 'social'],
  ['POST', '/api/secure/followartist', 'social'],
  ['POST', '/api/secure/unfollowartist', 'social'],
  ['POST', '/api/secure/followrequest/check', 'social'],
  ['POST', '/api/secure/followrequest/cancel', 'social'],
  ['GET', '/api/user/followrequests', 'social'],
  ['POST', '/api/user/approvefollow', 'social'],
  ['POST', '/api/user/initiatefollows', 'social'],
  ['GET', '/api/user/follower', 'social'],
  ['GET', '/api/user/following?userId=u1', 'social'],
  ['POST', '/api/user/removeFollower/u1', 'social'],
  ['GET', '/api/studios/tofollow', 'social'],
  ['GET', '/api/studios/recommended', 'social'],
  ['GET', '/api/report/categories', 'social'],
  ['POST', '/api/report/product/a1', 'social'],
  ['POST', '/api/report/post/p1', 'social'],
  ['POST', '/api/report/user/u1', 'social'],
  ['PATCH', '/api/user/u1', 'social'],
  ['PATCH', '/api/user/unblock/u1', 'social'],
  ['GET', '/api/blocklist', 'social'],
  // commerce (contracts of the commerce area)
  ['GET', '/api/cart', 'commerce'],
  ['POST', '/api/cart/addItem', 'commerce'],
  ['GET', '/api/cart/removeItem?productId=a1', 'commerce'],
  ['GET', '/api/checkout/basic-details', 'commerce'],
  ['POST', '/api/user/order', 'commerce'],
  ['GET', '/api/user/order', 'commerce'],
  ['GET', '/api/user/order/o1', 'commerce'],
  ['POST', '/api/user/order/itemcancel', 'commerce'],
  ['POST', '/api/user/order/cancel', 'commerce'],
  ['GET', '/api/studio/sales', 'commerce'],
  ['POST', '/api/studio/sales/status', 'commerce'],
  ['POST', '/api/payment/handoff', 'commerce'],
  ['POST', '/api/save-stripe-token', 'commerce'],
  ['GET', '/api/payment/esewa/return?data=e30', 'commerce'],
  ['GET', '/api/payment/esewa/failure?attempt=0123456789abcdef', 'commerce'],
  ['GET', '/api/payment/connectips/success?TXNID=t1', 'commerce'],
  ['GET', '/api/payment/connectips/failure?TXNID=t1', 'commerce'],
  ['GET', '/api/payment/stripe/cancel?attempt=0123456789abcdef', 'commerce'],
  ['POST', '/api/payment/stripe/webhook', 'commerce'],
  ['GET', '/api/operator/refunds?status=pending', 'commerce'],
  ['POST', '/api/operator/refunds/r1/refunded', 'commerce'],
  // messaging
  ['GET', '/api/rooms?user=u1', 'messaging'],
  ['POST', '/api/rooms/init', 'messaging'],
  ['POST', '/api/rooms/group', 'messaging'],
  ['GET', '/api/rooms/r1/messages?per_page=20&page=1&roomId=r1', 'messaging'],
  ['POST', '/api/rooms/r1/messages', 'messaging'],
  ['PATCH', '/api/rooms/r1/leave', 'messaging'],
  ['PATCH', '/api/rooms/r1/block', 'messaging'],
  ['PATCH', '/api/rooms/r1/unblock', 'messaging'],
  ['GET', '/api/messages/r1', 'messaging'],
  ['POST', '/api/message/picture', 'messaging'],
  ['DELETE', '/api/conversation/delete/r1', 'messaging'],
  // notification
  ['GET', '/api/notifications/all', 'notification'],
  ['POST', '/api/notifications/makeseen', 'notification'],
  ['POST', '/api/notifications/makeviewed', 'notification'],
  ['POST', '/api/notifications/makeallviewed', 'notification'],
  ['POST', '/api/notifications/clear', 'notification'],
  ['GET', '/api/notifications/preferences', 'notification'],
  ['PUT', '/api/notifications/preferences', 'notification'],
  // moderation
  ['GET', '/api/moderation/overview', 'moderation'],
  ['GET', '/api/moderation/studio-requests?status=pending', 'moderation'],
  ['POST', '/api/moderation/studio-requests/r1/approve', 'moderation'],
  ['POST', '/api/moderation/studio-requests/r1/reject', 'moderation'],
  ['GET', '/api/moderation/artist-codes', 'moderation'],
  ['POST', '/api/moderation/artist-codes', 'moderation'],
  ['POST', '/api/moderation/artist-codes/c1/revoke', 'moderation'],
  ['GET', '/api/moderation/reports?status=open', 'moderation'],
  ['GET', '/api/moderation/reports/k1', 'moderation'],
  ['POST', '/api/moderation/reports/k1/dismiss', 'moderation'],
  ['POST', '/api/moderation/reports/k1/hide', 'moderation'],
  ['POST', '/api/moderation/reports/k1/warn', 'moderation'],
  ['POST', '/api/moderation/reports/k1/suspend', 'moderation'],
  ['POST', '/api/moderation/members/u1/suspend', 'moderation'],
  ['POST', '/api/moderation/members/u1/reinstate', 'moderation'],
  ['GET', '/api/moderation/suspensions', 'moderation'],
  ['GET', '/api/moderation/appeals?status=open', 'moderation'],
  ['POST', '/api/moderation/appeals/a1/reject', 'moderation'],
  ['GET', '/api/moderation/audit?action=view', 'moderation'],
  ['GET', '/api/moderation/audit.csv', 'moderation'],
];

test('every public call goes to its owner, each through a line of its own', () => {
  const wrong = SPEC_CALLS.filter(([method, url, owner]) => serviceFor(method, url) !== owner).map(
    ([method, url, owner]) => `${method} ${url}: ${serviceFor(method, url)} instead of ${owner}`,
  );
  assert.deepEqual(wrong, []);
  // Two calls on one line would mean a declaration shadows another. Lines beyond this list are
  // endpoints declared since (the declarations are the table; this list checks where calls land).
  const lines = SPEC_CALLS.map(([method, url]) => lineFor(method, url));
  assert.equal(new Set(lines).size, SPEC_CALLS.length);
});

/** The table line a call matches, found by hand (segment by segment, statics before params). */
function lineFor(method: string, url: string): RouteEntry | undefined {
  const segments = url.split('?')[0]!.split('/');
  const matching = ROUTE_TABLE.filter((entry) => {
    const pattern = entry.path.split('/');
    return (
      entry.method === method &&
      pattern.length === segments.length &&
      pattern.every((part, index) => part === segments[index] || part.startsWith(':'))
    );
  });
  return matching.sort((a, b) => a.path.split(':').length - b.path.split(':').length)[0];
}

test('no two lines overlap for one method: a call has exactly one owner', () => {
  assert.deepEqual(overlappingRoutes(), []);
});

test('the overlap check finds duplicates, parameters shadowing statics, and two owners', () => {
  const table: RouteEntry[] = [
    { method: 'GET', path: '/api/user/profile', service: 'identity' },
    { method: 'GET', path: '/api/user/:id', service: 'catalogue' },
    { method: 'POST', path: '/api/user/:id', service: 'catalogue' },
    { method: 'GET', path: '/api/a/:x/b', service: 'identity' },
    { method: 'GET', path: '/api/a/c/:y', service: 'social' },
    { method: 'DELETE', path: '/api/d/:id', service: 'catalogue' },
    { method: 'DELETE', path: '/api/d/:slug', service: 'catalogue' },
    { method: 'GET', path: '/api/e/:id', service: 'catalogue' },
    { method: 'GET', path: '/api/e/:id/more', service: 'catalogue' },
  ];
  const pairs = overlappingRoutes(table).map(([a, b]) => `${a.method} ${a.path} ~ ${b.path}`);
  assert.deepEqual(pairs, [
    'GET /api/user/profile ~ /api/user/:id',
    'GET /api/a/:x/b ~ /api/a/c/:y',
    'DELETE /api/d/:id ~ /api/d/:slug',
  ]);
});

test('the method decides between owners sharing a prefix', () => {
  assert.equal(serviceFor('GET', '/api/user/profile'), 'identity');
  assert.equal(serviceFor('GET', '/api/user/artworks/x'), 'catalogue');
  assert.equal(serviceFor('GET', '/api/user/gallery/x'), 'catalogue');
  assert.equal(serviceFor('DELETE', '/api/user/del/x'), 'catalogue');
  assert.equal(serviceFor('POST', '/api/user/update'), 'identity');
  assert.equal(serviceFor('POST', '/api/user/art/upload'), 'catalogue');
  // Same paths, methods nobody serves.
  assert.equal(serviceFor('GET', '/api/user/update'), undefined);
  assert.equal(serviceFor('DELETE', '/api/user/profile'), undefined);
  assert.equal(serviceFor('PATCH', '/api/user/artworks/x'), undefined);
  assert.equal(serviceFor('GET', '/api/user/del/x'), undefined);
  // Paths nobody serves: no prefix owns everything under it any more.
  assert.equal(serviceFor('GET', '/api/user'), undefined);
  assert.equal(serviceFor('GET', '/api/user/anything'), undefined);
  assert.equal(serviceFor('GET', '/api/userx'), undefined);
  assert.equal(serviceFor('GET', '/api/user/artworks/x/more'), undefined);
});

test('a lookup follows the table it is given', () => {
  const lookup = routeLookup([{ method: 'GET', path: '/api/orders/:id', service: 'commerce' }]);
  assert.equal(lookup('GET', '/api/orders/42?x=1'), 'commerce');
  assert.equal(lookup('GET', '/api/user/profile'), undefined);
});

test('every upload and attempt-limited route is a line of the table', () => {
  const missing = [...UPLOAD_ROUTES, ...ATTEMPT_LIMITED_ROUTES].filter((route) => !entryFor(route));
  assert.deepEqual(missing, []);
  assert.equal(entryFor({ method: 'PUT', path: '/api/artwork/edit/{id}' })?.service, 'catalogue');
  assert.equal(entryFor({ method: 'POST', path: '/api/artwork/edit/:id' }), undefined);
});

test('the routed services are the ones whose documents are merged', () => {
  assert.deepEqual(routedServices(), [
    'identity',
    'catalogue',
    'social',
    'commerce',
    'messaging',
    'notification',
    'moderation',
  ]);
});
