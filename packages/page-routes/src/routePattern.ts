// Matching and ranking of route paths, with no dependency: the shell's entry script uses it before
// the federation boundary (to start downloading the page's remote), the shell's router and the
// standalone page after it. It reads paths as wouter's matcher (regexparam) does, plus segments
// with fixed text before a parameter (`/exhibition-:slug`), which regexparam takes literally.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const isSplat = (segment: string) => segment === '*' || segment === '*?';

/** A segment like `exhibition-:slug`: fixed text, then a parameter. */
const PREFIXED = /^([^:*]+):(\w+)$/;

/** Whether wouter can match `path` as written (every segment static, `:name` or a splat). */
export function isPlainPath(path: string): boolean {
  return path.split('/').every((segment) => !PREFIXED.test(segment));
}

/**
 * The regular expression for `path`: whole segments, any case, an optional trailing slash.
 * Named groups hold the parameters (a splat's is `wild`, as `*` cannot name a group).
 */
export function compilePath(path: string): RegExp {
  let pattern = '';
  for (const segment of path.split('/').filter(Boolean)) {
    const prefixed = PREFIXED.exec(segment);
    if (prefixed) pattern += `/${escapeRegExp(prefixed[1])}(?<${prefixed[2]}>[^/]+?)`;
    else if (segment === '*') pattern += '/(?<wild>.*)';
    else if (segment === '*?') pattern += '(?:/(?<wild>.*))?';
    else if (segment.startsWith(':')) {
      const isOptional = segment.endsWith('?');
      const name = segment.slice(1, isOptional ? -1 : undefined);
      pattern += isOptional ? `(?:/(?<${name}>[^/]+?))?` : `/(?<${name}>[^/]+?)`;
    } else pattern += `/${escapeRegExp(segment)}`;
  }
  return new RegExp(`^${pattern}/?$`, 'i');
}

/** What to give wouter's `<Route path>`: the path itself when wouter reads it alike, else its expression. */
export function routerPath(path: string): string | RegExp {
  return isPlainPath(path) ? path : compilePath(path);
}

/**
 * The specificity of a path (the scoring React Router used, which the routes were written against):
 * a static segment beats one with fixed text before a parameter, which beats a parameter; a splat
 * costs. So `/studios/follows` is `/:slug/follows`, not `/studios/:slug/*?`.
 */
export function routeScore(path: string): number {
  const segments = path.split('/');
  const hasSplat = segments.some(isSplat);
  return segments
    .filter((segment) => !isSplat(segment))
    .reduce(
      (score, segment) => score + (segment.startsWith(':') ? 3 : PREFIXED.test(segment) ? 6 : segment === '' ? 1 : 10),
      segments.length + (hasSplat ? -2 : 0),
    );
}

/**
 * Between equally specific paths of different areas, the one whose first static segment comes
 * earlier (`/gallery/:cat` before `/:slug/get-studio`): the order the areas' manifests arrive in
 * must not decide which page a URL shows.
 */
function compareStaticFirst(a: string, b: string): number {
  const kind = (segment: string | undefined) =>
    segment === undefined || segment.includes(':') || isSplat(segment) ? 1 : 0;
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = kind(left[i]) - kind(right[i]);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The routes in the order a router tries them: most specific first, ties in the given order. */
export function rankRoutes<T extends { path: string }>(routes: readonly T[]): T[] {
  return routes
    .map((route, index) => ({ route, index, score: routeScore(route.path) }))
    .sort((a, b) => b.score - a.score || compareStaticFirst(a.route.path, b.route.path) || a.index - b.index)
    .map(({ route }) => route);
}

/** A ranked route table that answers which route shows a path. */
export function routeMatcher<T extends { path: string }>(routes: readonly T[]): (pathname: string) => T | null {
  const ranked = rankRoutes(routes).map((route) => ({ route, pattern: compilePath(route.path) }));
  return (pathname) => ranked.find(({ pattern }) => pattern.test(pathname))?.route ?? null;
}

/** The parameters `pathname` gives `path` (`/artwork/:slug` and `/artwork/sky` → `{ slug: 'sky' }`), decoded. */
export function routeParams(path: string, pathname: string): Record<string, string> | null {
  const match = compilePath(path).exec(pathname);
  if (!match) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.groups ?? {})) {
    if (value === undefined) continue;
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      params[name] = value;
    }
  }
  return params;
}
