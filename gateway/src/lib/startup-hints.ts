import { matchPage, routeDataRequests, scriptsFor, stylesFor } from '@art/page-routes';
import type { KnownAreas } from './area-manifests.js';
import { escapeHtml } from './share-tags.js';

// Stands for this origin while URLs are resolved: what resolves onto it is written as a path.
const HERE = 'http://gateway.invalid';

function asWritten(url: string): string {
  return url.startsWith(`${HERE}/`) ? url.slice(HERE.length) : url;
}

const preload = (href: string, as: 'fetch' | 'script' | 'style') =>
  `<link rel="preload" href="${escapeHtml(asWritten(href))}" as="${as}"${as === 'fetch' ? ' crossorigin' : ''}>`;

/**
 * The requests the shell's entry script would make once it has run, named in the page itself so the
 * browser makes them while the entry script downloads (docs/decisions/0048): the manifests of the
 * areas not in /areas.json (the shell reads them all for the routes), the page's remote scripts and style sheet, and the
 * page's data as a guest reads it: all of it for a guest, for a reader with a session only what
 * the page reads without it (a request with the token in a header cannot be preloaded).
 * The same page table as the shell's (@art/page-routes), so both name the same page.
 */
export function startupHintsOf(known: KnownAreas, pathname: string, reader: { guest: boolean }): string {
  // The manifests the gateway holds reach the shell in /areas.json (preloaded by index.html itself);
  // the shell fetches the others one by one.
  const tags = Object.entries(known.remotes)
    .filter(([area]) => known.manifests[area] === undefined)
    .map(([, url]) => preload(new URL(url, `${HERE}/`).href, 'fetch'));
  const page = matchPage(known.routes, pathname);
  if (page?.area !== undefined && page.module !== undefined) {
    const manifest = known.manifests[page.area];
    const manifestUrl = new URL(known.remotes[page.area] ?? '', `${HERE}/`).href;
    if (manifest !== undefined) {
      for (const script of scriptsFor(manifest, manifestUrl, page.module)) tags.push(preload(script, 'script'));
      for (const sheet of stylesFor(manifest, manifestUrl, page.module)) tags.push(preload(sheet, 'style'));
    }
    for (const { url, withToken } of routeDataRequests(known, pathname))
      if (reader.guest || !withToken) tags.push(preload(`${HERE}${url}`, 'fetch'));
  }
  return tags.join('');
}
