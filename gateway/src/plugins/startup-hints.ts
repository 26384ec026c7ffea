import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { areaManifestsReader } from '../lib/area-manifests.js';
import { createDocumentCache, type RenderedDocument, renderedDocument } from '../lib/rendered-documents.js';
import { withHeadTags } from '../lib/share-tags.js';
import { shellIndexReader } from '../lib/shell-index.js';
import { startupHintsOf } from '../lib/startup-hints.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The start-up hints (lib/startup-hints.ts) of this request's page; empty when none are known. */
    startupHintsOf(request: FastifyRequest): Promise<string>;
    /**
     * The shell's index.html with this request's start-up hints in its head; undefined while the
     * shell is not built or when the page has no hints (the built file is sent as it is then).
     */
    shellPageOf(request: FastifyRequest): Promise<RenderedDocument | undefined>;
    /**
     * /areas.json: remotes.json and every area manifest the gateway holds, for the shell's start-up
     * in one request; undefined while there is no remotes.json.
     */
    areasDocument(): Promise<RenderedDocument | undefined>;
  }
}

export interface StartupHintsOptions {
  frontendsDir: string;
  remotesFile?: string;
}

// The shell keeps the session's token in this cookie (frontends/shell session/tokenCookie.ts):
// without it the page's every data request goes out as a guest's.
const TOKEN_COOKIE = /(?:^|;)\s*token=[^;\s]/;

/**
 * Serves the shell's page with what its entry script will ask for first already named in the head
 * (docs/decisions/0048): the areas' manifests, the page's remote and its guest data. Without them
 * each waited for the one before it (entry script → manifests → remote → data → picture).
 */
export const startupHintsPlugin = fp(
  async (app: FastifyInstance, options: StartupHintsOptions) => {
    const known = areaManifestsReader({
      frontendsDir: options.frontendsDir,
      remotesFile: options.remotesFile,
      onProblem: (problem) => app.log.warn({ problem }, 'start-up hints: an area manifest was left out'),
    });
    const shellIndex = shellIndexReader(path.join(path.resolve(options.frontendsDir), 'shell', 'dist', 'index.html'));
    // Keyed by the hints, not the address: every artwork's page differs only in its data's URL.
    const pages = createDocumentCache({ maxEntries: 1000, maxBytes: 16 * 1024 * 1024 });

    let areasDocument: { version: string; document: RenderedDocument } | undefined;
    app.decorate('areasDocument', async () => {
      const areas = await known();
      if (areas === undefined) return undefined;
      if (areasDocument?.version !== areas.version) {
        const body = JSON.stringify({ remotes: areas.remotes, manifests: areas.manifests });
        areasDocument = { version: areas.version, document: renderedDocument(body) };
      }
      return areasDocument.document;
    });

    app.decorate('startupHintsOf', async (request: FastifyRequest) => {
      const areas = await known().catch((error: Error) => {
        request.log.warn({ err: error }, 'start-up hints: the areas could not be read');
        return undefined;
      });
      return areas === undefined
        ? ''
        : startupHintsOf(areas, request.url.split('?', 1)[0], {
            guest: !TOKEN_COOKIE.test(request.headers.cookie ?? ''),
          });
    });

    app.decorate('shellPageOf', async (request: FastifyRequest) => {
      const [shell, hints] = await Promise.all([shellIndex(), app.startupHintsOf(request)]);
      if (shell === undefined || hints === '') return undefined;
      const key = `${shell.version}\0${hints}`;
      const cached = pages.get(key);
      if (cached !== undefined) return cached;
      const html = withHeadTags(shell.html, hints);
      if (html === undefined) return undefined;
      const document = renderedDocument(html);
      // Kept until the shell or an area changes (the key says so) or newer pages push it out.
      pages.set(key, document, 24 * 60 * 60);
      return document;
    });
  },
  { name: 'startup-hints' },
);
