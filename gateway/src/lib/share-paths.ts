import { decodedPath } from './frontend-files.js';

/**
 * The shell's pages worth sharing (the route manifests of frontends/catalogue and frontends/social):
 * an artwork (/artwork/:slug, and /art/:slug, its older address), a studio (/studios/:slug and its
 * tabs /studios/:slug/work, /studios/:slug/feed) and an exhibition (/exhibition-:slug, the slug
 * being the exhibition's id or its own slug). Everything else is the plain shell.
 */
export type SharePath =
  | { kind: 'artwork'; slug: string }
  | { kind: 'studio'; slug: string }
  | { kind: 'exhibition'; slug: string };

/** Longer than any slug the services make (a long title's slug is well under this). */
const MAX_SLUG_LENGTH = 300;

const PATTERNS: readonly [RegExp, SharePath['kind']][] = [
  [/^\/(?:artwork|art)\/([^/]+)\/?$/, 'artwork'],
  [/^\/studios\/([^/]+)(?:\/(?:work|feed))?\/?$/, 'studio'],
  [/^\/exhibition-([^/]+)\/?$/, 'exhibition'],
];

/**
 * The shared page `url` (path and query, as the request had it) asks for, or undefined. The slug
 * is decoded; one that is empty, too long, a dot segment (it would climb out of the data path,
 * where encodeURIComponent leaves dots as they are) or holds a control character is no page's.
 */
export function sharePathOf(url: string): SharePath | undefined {
  const path = url.split('?', 1)[0];
  for (const [pattern, kind] of PATTERNS) {
    const match = pattern.exec(path);
    if (match === null) continue;
    const slug = decodedPath(match[1]);
    if (slug === undefined || slug === '' || slug === '.' || slug === '..') return undefined;
    if (slug.length > MAX_SLUG_LENGTH || hasControlCharacter(slug)) return undefined;
    return { kind, slug };
  }
  return undefined;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The one address of a shared page (canonical link, og:url, the sitemaps), as a path. */
export function canonicalPathOf(page: SharePath): string {
  const slug = encodeURIComponent(page.slug);
  if (page.kind === 'artwork') return `/artwork/${slug}`;
  if (page.kind === 'studio') return `/studios/${slug}`;
  return `/exhibition-${slug}`;
}

/** The public API call that gives a shared page's data, as a guest reads it. */
export function dataPathOf(page: SharePath): { service: 'catalogue' | 'identity'; path: string } {
  const slug = encodeURIComponent(page.slug);
  if (page.kind === 'artwork') return { service: 'catalogue', path: `/api/product/${slug}` };
  // The studio page shows identity's profile (frontends/social useProfile): the same answer here.
  if (page.kind === 'studio') return { service: 'identity', path: `/api/user/getbyslug/${slug}` };
  return { service: 'catalogue', path: `/api/exhibitions/${slug}` };
}

/** A page's key in the rendered-page cache: /art/x and /artwork/x are one page. */
export function cacheKeyOf(page: SharePath): string {
  return `${page.kind}\0${page.slug}`;
}
