import { DIRECTORY_MAX_LIMIT, LISTING_MAX_LIMIT } from '@art/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  createDocumentCache,
  type RenderedDocument,
  renderedDocument,
  sendDocument,
  singleFlight,
} from '../lib/rendered-documents.js';
import { robotsTxt } from '../lib/robots.js';
import { canonicalPathOf } from '../lib/share-paths.js';
import { lastmodOf, type SitemapEntry, sitemapIndexXml, urlSetXml } from '../lib/sitemap-xml.js';
import type { ServiceUrls } from '../route-table.js';

export interface CrawlersOptions {
  serviceUrls: Pick<ServiceUrls, 'catalogue'>;
  /** PUBLIC_ORIGIN, without a trailing slash. */
  publicOrigin: string;
  cacheSeconds: number;
  timeoutMs: number;
  /** URLs per sitemap page of artworks or studios; a multiple of the listings' page (60) reads whole pages. */
  urlsPerSitemap?: number;
}

/** The site's own pages that are the same for everybody. */
const SITE_PAGES = [
  '/',
  '/gallery/all',
  '/store/all',
  '/studios',
  '/exhibitions',
  '/feed',
  '/privacy-policy',
  '/terms-conditions',
];

/** The public listings the sitemaps are made of, as a guest reads them (catalogue's routes). */
const LISTINGS = {
  artworks: { path: '/api/products/category/all?orderby=new', pageSize: LISTING_MAX_LIMIT },
  studios: { path: '/api/artists/sortable?sortby=followers', pageSize: DIRECTORY_MAX_LIMIT },
} as const;
type Listing = keyof typeof LISTINGS;

const SITEMAP_FILE = /^(?:(artworks|studios)-([1-9][0-9]{0,5})|(pages|exhibitions))\.xml$/;
const XML = 'application/xml; charset=utf-8';

/** A listing or exhibitions read that did not answer as expected: the sitemap is 503, not kept. */
class ListingUnavailable extends Error {
  override name = 'ListingUnavailable';
}

/** A sitemap file past the last page of its listing: 404. */
class NoSuchSitemap extends Error {
  override name = 'NoSuchSitemap';
}

type Row = Record<string, unknown>;
const rowsOf = (body: unknown): Row[] => {
  const message = (body as { message?: unknown } | undefined)?.message;
  if (!Array.isArray(message)) throw new ListingUnavailable('the listing has no message list');
  return message.filter((row): row is Row => typeof row === 'object' && row !== null);
};
const slugOf = (row: Row): string => (typeof row.slug === 'string' ? row.slug : '');

/**
 * /robots.txt and the sitemaps: /sitemap.xml is an index of /sitemaps/pages.xml (the site's own
 * pages), /sitemaps/exhibitions.xml and as many /sitemaps/artworks-N.xml and /sitemaps/studios-N.xml
 * as the public listings' totals need. Every URL is a shared page's canonical address
 * (lib/share-paths.ts). The listings are read as a guest (the same audience rules as a shared page:
 * hidden works and suspended studios are not listed), and each document is kept SITEMAP_CACHE_SECONDS.
 */
export const crawlersRoutes = fp(
  async (app: FastifyInstance, options: CrawlersOptions) => {
    const origin = options.publicOrigin;
    const perFile = options.urlsPerSitemap ?? 10 * LISTING_MAX_LIMIT;
    const cache = createDocumentCache({ maxEntries: 500 });
    const once = singleFlight<RenderedDocument>();
    const robots = renderedDocument(robotsTxt(origin));
    const cacheControl = `public, max-age=${options.cacheSeconds}`;

    async function read(path: string, request: FastifyRequest): Promise<unknown> {
      const answer = await app.readAsGuest(options.serviceUrls.catalogue, path, request, options.timeoutMs);
      if (answer.statusCode !== 200) throw new ListingUnavailable(`GET ${path} answered ${answer.statusCode}`);
      return answer.body;
    }

    async function totalOf(listing: Listing, request: FastifyRequest): Promise<number> {
      const total = ((await read(`${LISTINGS[listing].path}&skip=0&limit=1`, request)) as { total?: unknown })?.total;
      if (typeof total !== 'number' || !Number.isInteger(total) || total < 0)
        throw new ListingUnavailable(`${listing}: no total`);
      return total;
    }

    /** The rows of sitemap `page` (1-based) of a listing, read a listing page at a time. */
    async function rowsOfPage(listing: Listing, page: number, request: FastifyRequest): Promise<Row[]> {
      const { path, pageSize } = LISTINGS[listing];
      const rows: Row[] = [];
      for (let skip = (page - 1) * perFile; rows.length < perFile; skip += pageSize) {
        const limit = Math.min(pageSize, perFile - rows.length);
        const got = rowsOf(await read(`${path}&skip=${skip}&limit=${limit}`, request));
        rows.push(...got);
        if (got.length < limit) break;
      }
      return rows;
    }

    async function indexXml(request: FastifyRequest): Promise<string> {
      const [artworks, studios] = await Promise.all([totalOf('artworks', request), totalOf('studios', request)]);
      const files = ['pages', 'exhibitions'];
      for (const [listing, total] of [
        ['artworks', artworks],
        ['studios', studios],
      ] as const) {
        for (let page = 1; page <= Math.ceil(total / perFile); page++) files.push(`${listing}-${page}`);
      }
      return sitemapIndexXml(files.map((file) => ({ loc: `${origin}/sitemaps/${file}.xml` })));
    }

    /** The URLs of one sitemap file, or undefined when there is no such file (past the last page). */
    async function entriesOf(file: string, request: FastifyRequest): Promise<SitemapEntry[] | undefined> {
      const match = SITEMAP_FILE.exec(file);
      if (match === null) return undefined;
      if (match[3] === 'pages') return SITE_PAGES.map((path) => ({ loc: origin + path }));
      if (match[3] === 'exhibitions') {
        return rowsOf(await read('/api/exhibitions', request))
          .map((row) => slugOf(row) || (typeof row._id === 'string' ? row._id : ''))
          .filter(Boolean)
          .map((slug) => ({ loc: origin + canonicalPathOf({ kind: 'exhibition', slug }) }));
      }
      const listing = match[1] as Listing;
      const page = Number(match[2]);
      const rows = await rowsOfPage(listing, page, request);
      if (rows.length === 0 && page > 1) return undefined;
      const kind = listing === 'artworks' ? 'artwork' : 'studio';
      return rows
        .filter((row) => slugOf(row) !== '')
        .map((row) => ({
          loc: origin + canonicalPathOf({ kind, slug: slugOf(row) }),
          lastmod: kind === 'artwork' ? lastmodOf(row.createdAt) : undefined,
        }));
    }

    /** Sends the document `make` writes, kept per `key`; 503 when a listing could not be read. */
    async function sendSitemap(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      make: () => Promise<string | undefined>,
    ) {
      let document = cache.get(key);
      if (document === undefined) {
        try {
          document = await once(key, async () => {
            const xml = await make();
            if (xml === undefined) throw new NoSuchSitemap();
            const made = renderedDocument(xml);
            cache.set(key, made, options.cacheSeconds);
            return made;
          });
        } catch (error) {
          if (error instanceof NoSuchSitemap) return reply.callNotFound();
          request.log.warn({ err: error }, 'sitemap: a public listing could not be read');
          return reply
            .code(503)
            .header('retry-after', '60')
            .header('cache-control', 'no-store')
            .type('text/plain; charset=utf-8')
            .send('The sitemap is not available right now; try again in a minute.');
        }
      }
      return sendDocument(reply, document, { contentType: XML, cacheControl });
    }

    app.get('/robots.txt', async (_request, reply) =>
      sendDocument(reply, robots, { contentType: 'text/plain; charset=utf-8', cacheControl }),
    );

    app.get('/sitemap.xml', async (request, reply) => sendSitemap(request, reply, 'index', () => indexXml(request)));

    app.get('/sitemaps/:file', async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
      const { file } = request.params;
      if (!SITEMAP_FILE.test(file)) return reply.callNotFound();
      return sendSitemap(request, reply, file, async () => {
        const entries = await entriesOf(file, request);
        return entries && urlSetXml(entries);
      });
    });
  },
  { name: 'crawlers-routes', dependencies: ['service-proxy'] },
);
