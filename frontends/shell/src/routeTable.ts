// Every URL of both specs and the area remote (and exposed module) that serves it.
// A team shipping a remote exposes these module names; until then the shell shows "coming soon".

export type Area = 'identity' | 'catalogue' | 'social' | 'commerce' | 'messaging' | 'notification';

export type Access = 'public' | 'guest' | 'signedIn';

/**
 * `path` is a wouter (regexparam) pattern: `:name` is one segment, a trailing `/*?` is the rest of
 * the URL, possibly empty (available as the `*` parameter). Matching ignores case and a trailing slash.
 */
export type RouteEntry = { path: string; area: Area; module: string; access?: Access };

export const AREA_ROUTES: RouteEntry[] = [
  // identity
  { path: '/login', area: 'identity', module: 'LoginRoute', access: 'guest' },
  { path: '/resetpassword', area: 'identity', module: 'ResetRequestRoute' },
  { path: '/resetpassword/:token', area: 'identity', module: 'ResetWithTokenRoute' },
  { path: '/verify', area: 'identity', module: 'VerifyEmailRoute' },
  { path: '/edit', area: 'identity', module: 'EditInformationRoute', access: 'signedIn' },
  { path: '/:slug/get-studio', area: 'identity', module: 'GetIntoStudioRoute', access: 'signedIn' },
  { path: '/:slug/artist-code', area: 'identity', module: 'ArtistCodeRoute', access: 'signedIn' },
  { path: '/delete-account', area: 'identity', module: 'DeleteAccountRequestRoute' },
  { path: '/privacy-policy', area: 'identity', module: 'PrivacyPolicyRoute' },
  { path: '/terms-conditions', area: 'identity', module: 'TermsRoute' },
  // catalogue
  { path: '/gallery/:cat', area: 'catalogue', module: 'GalleryRoute' },
  { path: '/store/:cat', area: 'catalogue', module: 'StoreRoute' },
  { path: '/exhibitions', area: 'catalogue', module: 'ExhibitionsRoute' },
  { path: '/artwork/:slug', area: 'catalogue', module: 'ArtworkRoute' },
  { path: '/art/:slug', area: 'catalogue', module: 'ArtworkRoute' },
  { path: '/artwork/:slug/edit', area: 'catalogue', module: 'EditArtworkRoute' },
  { path: '/upload', area: 'catalogue', module: 'UploadArtworkRoute', access: 'signedIn' },
  { path: '/search/:term', area: 'catalogue', module: 'SearchRoute' },
  { path: '/:slug/likedArt', area: 'catalogue', module: 'LikedArtworksRoute', access: 'signedIn' },
  { path: '/studio/:slug/likedArt', area: 'catalogue', module: 'LikedArtworksRoute', access: 'signedIn' },
  // the studios directory is a catalogue projection (artists with work and follower counts)
  { path: '/studios', area: 'catalogue', module: 'StudiosRoute' },
  // social
  { path: '/studios/:slug/*?', area: 'social', module: 'StudioProfileRoute' },
  { path: '/user/:slug/*?', area: 'social', module: 'UserProfileRoute' },
  { path: '/profile/:slug/*?', area: 'social', module: 'OwnProfileRoute', access: 'signedIn' },
  { path: '/feed', area: 'social', module: 'FeedRoute' },
  { path: '/feed/:id', area: 'social', module: 'PostRoute' },
  { path: '/:slug/follows', area: 'social', module: 'FollowsRoute' },
  { path: '/:slug/followers', area: 'social', module: 'FollowsRoute' },
  { path: '/:slug/following', area: 'social', module: 'FollowsRoute' },
  { path: '/privacy', area: 'social', module: 'BlockedUsersRoute', access: 'signedIn' },
  // commerce
  { path: '/cart', area: 'commerce', module: 'CartRoute', access: 'signedIn' },
  { path: '/checkout', area: 'commerce', module: 'CheckoutRoute', access: 'signedIn' },
  { path: '/checkout/success', area: 'commerce', module: 'CheckoutSuccessRoute', access: 'signedIn' },
  { path: '/checkout/failure', area: 'commerce', module: 'CheckoutFailureRoute', access: 'signedIn' },
  { path: '/order', area: 'commerce', module: 'OrdersRoute', access: 'signedIn' },
  { path: '/order/:orderId/*?', area: 'commerce', module: 'OrderRoute', access: 'signedIn' },
  // messaging
  { path: '/inbox', area: 'messaging', module: 'InboxRoute', access: 'signedIn' },
  { path: '/messages/:to', area: 'messaging', module: 'ConversationRoute', access: 'signedIn' },
  // notification
  { path: '/notifications', area: 'notification', module: 'NotificationsRoute', access: 'signedIn' },
];

/** `/` is the catalogue's home page (the shell shows a placeholder until that remote exists). */
export const HOME_ROUTE: RouteEntry = { path: '/', area: 'catalogue', module: 'HomeRoute' };

/** `/exhibition-<slug>` is told apart inside one `/:segment` route (see SingleSegmentRoute). */
export const EXHIBITION_PREFIX = 'exhibition-';
export const EXHIBITION_ROUTE: RouteEntry = { path: '/:segment', area: 'catalogue', module: 'ExhibitionRoute' };

/** Every exposed module the shell routes to, by area: what each remote's `exposes` must offer. */
export function routedModulesByArea(): Map<Area, Set<string>> {
  const byArea = new Map<Area, Set<string>>();
  for (const route of [HOME_ROUTE, EXHIBITION_ROUTE, ...AREA_ROUTES]) {
    const modules = byArea.get(route.area) ?? new Set<string>();
    modules.add(route.module);
    byArea.set(route.area, modules);
  }
  return byArea;
}

// The footer is hidden on these pages (spec: login, verify, resetpassword, user pages, exhibition
// pages, messages, cart, checkout, notifications, upload, inbox and studios).
const FOOTERLESS_PREFIXES = [
  '/login',
  '/verify',
  '/resetpassword',
  '/user/',
  '/profile/',
  '/exhibition',
  '/messages',
  '/cart',
  '/checkout',
  '/notifications',
  '/upload',
  '/inbox',
  '/studios',
];

/**
 * Order in which the router tries paths. The router takes the first match, so paths are ranked
 * by specificity (the scoring React Router used, which the route table was written against):
 * a static segment beats a parameter, a splat (`*`) costs, ties keep the table's order.
 * So `/studios/follows` is FollowsRoute (`/:slug/follows`), not StudioProfileRoute (`/studios/:slug/*`).
 */
export function routeScore(path: string): number {
  const segments = path.split('/');
  const isSplat = (segment: string) => segment === '*' || segment === '*?';
  const hasSplat = segments.some(isSplat);
  return segments
    .filter((segment) => !isSplat(segment))
    .reduce(
      (score, segment) => score + (segment.startsWith(':') ? 3 : segment === '' ? 1 : 10),
      segments.length + (hasSplat ? -2 : 0),
    );
}

export function rankRoutes<T extends { path: string }>(routes: readonly T[]): T[] {
  return routes
    .map((route, index) => ({ route, index, score: routeScore(route.path) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ route }) => route);
}

export function isFooterHidden(pathname: string): boolean {
  return FOOTERLESS_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
