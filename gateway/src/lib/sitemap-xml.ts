// The sitemap protocol's two documents (sitemaps.org 0.9): a page of URLs, and the index of pages.

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]);

/** At most this many URLs in one sitemap file (the protocol's own limit is 50,000). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Absolute. */
  loc: string;
  /** W3C datetime; left out when unknown or not a date. */
  lastmod?: string;
}

/** A W3C datetime for `value` (an ISO date from a service), or undefined. */
export function lastmodOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

const entryXml = (tag: 'url' | 'sitemap', entry: SitemapEntry) =>
  `  <${tag}><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''}</${tag}>`;

export function urlSetXml(entries: readonly SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.slice(0, SITEMAP_MAX_URLS).map((entry) => entryXml('url', entry)),
    '</urlset>',
    '',
  ].join('\n');
}

export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) => entryXml('sitemap', entry)),
    '</sitemapindex>',
    '',
  ].join('\n');
}
