// The route manifest every area remote ships (frontends/<area>/src/routes.manifest.json): the one
// place a page of the site is declared. Its remote's build exposes the modules it names and copies
// its routes into the remote's federation manifest (mf-manifest.json, under `art.routes`), where the
// shell reads them at run time; the remote's standalone page is built from it too.

/** Who may see a page: a visitor who is not signed in, a signed-in member, an artist, an operator. */
export type Audience = 'guest' | 'member' | 'artist' | 'operator';

export const AUDIENCES: readonly Audience[] = ['guest', 'member', 'artist', 'operator'];

/** One page. */
export type ManifestRoute = {
  /**
   * A wouter (regexparam) pattern: `:name` is one segment, a trailing `/*?` the rest of the URL,
   * possibly empty (the `*` parameter). A segment may also start with fixed text, as in
   * `/exhibition-:slug`. Matching ignores case and a trailing slash.
   */
  path: string;
  /** The exposed module (and its named export) that renders the page. */
  module?: string;
  /** Instead of a page: where the path sends the visitor (`/gallery` → `/gallery/all`). */
  redirectTo?: string;
  /** Everyone when left out; anyone else is sent home. */
  visibleTo?: Audience[];
  /** The i18n key of the page's title, in the area's namespace (`identity:login.loginTab`). */
  title?: string;
  /** False on the pages shown without the footer. */
  hasFooter?: boolean;
  /**
   * The GET requests the page makes first, under the API's base (`/product/:slug`), written
   * exactly as its code asks them, `:name` taken from the page's path: the shell starts them with
   * the scripts (see @art/sdk/early-answers), so the page's data is not waiting for its code. Sent
   * with the reader's session, as the page's code sends most; `{ path, withToken: false }` for one
   * the code sends without it (an answer is only used for the same session).
   */
  data?: RouteData[];
  /**
   * Where the page's largest pictures are in its first data: the shell preloads each at high
   * priority as soon as that answer arrives, instead of after the page's code has rendered its
   * <img>. `data` is the index of the `data` entry, `at` the dotted path to the address in its
   * answer (`slides.0.thumbnail`), `media` when the page loads that address only at some widths or
   * densities (as its code decides: for an <img srcset>, where that address is the candidate the
   * browser picks, tested beside the page's code).
   */
  leadImage?: LeadImage[];
};

/** See ManifestRoute.leadImage. */
export type LeadImage = { data: number; at: string; media?: string };

/** One GET a page makes first (see ManifestRoute.data). */
export type RouteData = string | { path: string; withToken: false };

/** The path of a `data` entry, and whether it is sent with the reader's session. */
export function routeDataRequest(entry: RouteData): { path: string; withToken: boolean } {
  return typeof entry === 'string' ? { path: entry, withToken: true } : { path: entry.path, withToken: false };
}

const isRouteData = (value: unknown): value is RouteData => {
  const entry = value as { path?: unknown; withToken?: unknown } | null;
  return typeof value === 'string'
    ? value.startsWith('/')
    : typeof entry === 'object' &&
        entry !== null &&
        typeof entry.path === 'string' &&
        entry.path.startsWith('/') &&
        entry.withToken === false;
};

/** The file itself: the area's exposed modules (name → source file) and its pages. */
export type RouteManifest = {
  area: string;
  exposes: Record<string, string>;
  routes: ManifestRoute[];
};

/** A page with the area that serves it, as the shell routes it. */
export type AreaRoute = ManifestRoute & { area: string };

const isKey = (value: unknown) => typeof value === 'string' && value.length > 0;

/** Whether `value` is a usable route (it comes over the network from another team's build). */
export function isRoute(value: unknown): value is ManifestRoute {
  const route = (typeof value === 'object' && value) as Record<string, unknown>;
  return (
    Boolean(route) &&
    typeof route.path === 'string' &&
    route.path.startsWith('/') &&
    isKey(route.module) !== isKey(route.redirectTo) &&
    (route.visibleTo === undefined ||
      (Array.isArray(route.visibleTo) &&
        route.visibleTo.length > 0 &&
        route.visibleTo.every((audience) => AUDIENCES.includes(audience)))) &&
    (route.title === undefined || isKey(route.title)) &&
    (route.hasFooter === undefined || typeof route.hasFooter === 'boolean') &&
    (route.data === undefined || (Array.isArray(route.data) && route.data.every(isRouteData))) &&
    (route.leadImage === undefined ||
      (Array.isArray(route.leadImage) &&
        route.leadImage.every((entry) => isLeadImage(entry, Array.isArray(route.data) ? route.data.length : 0))))
  );
}

function isLeadImage(value: unknown, dataCount: number): value is LeadImage {
  const entry = value as Partial<Record<keyof LeadImage, unknown>> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    Number.isInteger(entry.data) &&
    (entry.data as number) >= 0 &&
    (entry.data as number) < dataCount &&
    isKey(entry.at) &&
    (entry.media === undefined || isKey(entry.media))
  );
}

/**
 * The routes of `area` out of what its remote published: a malformed route is left out and
 * reported, the others still work.
 */
export function areaRoutes(area: string, routes: unknown, report: (message: string) => void = () => {}): AreaRoute[] {
  const list: unknown[] = Array.isArray(routes) ? routes : [];
  const kept = list.filter(isRoute);
  if (kept.length < list.length || !Array.isArray(routes)) report(`${area}: malformed routes left out`);
  return kept.map((route) => ({ ...route, area }));
}

export function isVisibleTo(route: Pick<ManifestRoute, 'visibleTo'>, audience: Audience): boolean {
  return route.visibleTo === undefined || route.visibleTo.includes(audience);
}
