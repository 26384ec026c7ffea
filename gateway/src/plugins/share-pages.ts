import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  createDocumentCache,
  type RenderedDocument,
  renderedDocument,
  singleFlight,
} from '../lib/rendered-documents.js';
import { cacheKeyOf, dataPathOf, type SharePath, sharePathOf } from '../lib/share-paths.js';
import { artworkPreview, exhibitionPreview, studioPreview, unavailablePreview } from '../lib/share-previews.js';
import { headTagsOf, type SharePreview, shellWithTags } from '../lib/share-tags.js';
import { shellIndexReader } from '../lib/shell-index.js';
import type { ServiceUrls } from '../route-table.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The shell's index.html for this request's page with its preview tags in the head, when the
     * page is one worth sharing (lib/share-paths.ts); undefined for any other page, while the
     * shell is not built, or when the page's data could not be read (the plain shell then).
     */
    sharePageOf(request: FastifyRequest): Promise<RenderedDocument | undefined>;
  }
}

export interface SharePagesOptions {
  frontendsDir: string;
  serviceUrls: Pick<ServiceUrls, 'catalogue' | 'identity'>;
  /** PUBLIC_ORIGIN, without a trailing slash. */
  publicOrigin: string;
  cacheSeconds: number;
  timeoutMs: number;
}

const PREVIEWS: Record<SharePath['kind'], (origin: string, data: unknown) => SharePreview | undefined> = {
  artwork: artworkPreview,
  studio: studioPreview,
  exhibition: exhibitionPreview,
};

/**
 * Statuses that say the page is not there for a guest: missing, hidden by an operator, its owner
 * suspended (404), a slug the service refuses (400), content closed to guests (403). They get the
 * site's own preview, kept like any page; anything else (a failure) gets the plain shell, not kept.
 */
const NOT_FOR_GUESTS = new Set([400, 403, 404, 410]);

/**
 * The pages worth sharing (an artwork, a studio, an exhibition), served with what link previews
 * and search engines read: the page's data is read as a guest from its service, through the
 * proxy's connections (no cookie, no token: the services' audience rules decide what is public),
 * put into the shell's index.html as escaped tags, and the result kept for SHARE_PAGE_CACHE_SECONDS
 * in a bounded cache, like the micro-cache of public answers.
 */
export const sharePagesPlugin = fp(
  async (app: FastifyInstance, options: SharePagesOptions) => {
    const shellIndex = shellIndexReader(path.join(path.resolve(options.frontendsDir), 'shell', 'dist', 'index.html'));
    const cache = createDocumentCache();
    const once = singleFlight<RenderedDocument | undefined>();

    /** The page's preview, or undefined when its data could not be had (not the guest's fault). */
    async function previewOf(page: SharePath, request: FastifyRequest): Promise<SharePreview | undefined> {
      const { service, path: dataPath } = dataPathOf(page);
      let answer: Awaited<ReturnType<FastifyInstance['readAsGuest']>>;
      try {
        answer = await app.readAsGuest(options.serviceUrls[service], dataPath, request, options.timeoutMs);
      } catch (error) {
        request.log.warn({ err: error, page: page.kind }, 'shared page: its data could not be read');
        return undefined;
      }
      if (NOT_FOR_GUESTS.has(answer.statusCode)) return unavailablePreview();
      const body = answer.body as { message?: unknown } | undefined;
      const preview = answer.statusCode === 200 ? PREVIEWS[page.kind](options.publicOrigin, body?.message) : undefined;
      if (preview === undefined)
        request.log.warn({ page: page.kind, statusCode: answer.statusCode }, 'shared page: unexpected answer');
      return preview;
    }

    app.decorate('sharePageOf', async (request: FastifyRequest) => {
      const page = sharePathOf(request.url);
      if (page === undefined) return undefined;
      const shell = await shellIndex();
      if (shell === undefined) return undefined;
      // The page's start-up hints too (plugins/startup-hints): /art/x and /artwork/x differ there.
      const hints = app.hasDecorator('startupHintsOf') ? await app.startupHintsOf(request) : '';
      const key = `${shell.version}\0${cacheKeyOf(page)}\0${hints}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      return once(key, async () => {
        const preview = await previewOf(page, request);
        const html = preview && shellWithTags(shell.html, `${headTagsOf(preview)}${hints}`);
        if (!html) return undefined;
        const document = renderedDocument(html);
        cache.set(key, document, options.cacheSeconds);
        return document;
      });
    });
  },
  { name: 'share-pages', dependencies: ['service-proxy'] },
);
