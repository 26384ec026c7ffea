import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlFor, NO_CACHE } from '../lib/cache-policy.js';
import { compressibleType, onTheFlyCompression, PRECOMPRESSED, SUFFIX } from '../lib/compressed-files.js';
import { preferredEncoding } from '../lib/content-encoding.js';
import { decodedPath, fileInside } from '../lib/frontend-files.js';
import { remotesFileOf } from '../lib/remote-origins.js';
import { sendDocument } from '../lib/rendered-documents.js';
import { sharePathOf } from '../lib/share-paths.js';

export interface FrontendsOptions {
  /** Holds <area>/dist for the shell and every remote. */
  frontendsDir: string;
  /**
   * REMOTES_FILE: a remotes.json answered at /remotes.json instead of the shell's built one (the
   * deployment says where the remotes are). Checked at start: a missing or broken file is a
   * configuration error, not an empty site.
   */
  remotesFile?: string;
}

/** Throws unless `file` holds a JSON object (remote name → manifest URL), as the shell needs. */
function assertRemotesFile(file: string): void {
  let remotes: unknown;
  try {
    remotes = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`REMOTES_FILE ${file} cannot be read as JSON: ${(error as Error).message}`);
  }
  if (remotes === null || typeof remotes !== 'object' || Array.isArray(remotes)) {
    throw new Error(`REMOTES_FILE ${file} is not a JSON object of remote name → manifest URL`);
  }
}

/** If-None-Match names this entity tag (or any). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || `W/${trimmed}` === etag;
  });
}

/** Paths the shell never answers: they belong to the API, the remotes and the images. */
const NOT_THE_SHELL = /^\/(?:api|mf|media|live)(?:\/|$)/;
const AREA = /^[a-z][a-z0-9-]*$/;

/**
 * The built frontends, one origin with the API: the shell at `/` (a client-side route such as
 * /login gets the shell's index.html) and each remote at `/mf/<area>/`. The files are looked up
 * at each request, so frontends built after the gateway started are served without a restart, and
 * a frontend that was never built simply answers 404.
 */
export const frontendsRoutes = fp(
  async (app: FastifyInstance, options: FrontendsOptions) => {
    const root = path.resolve(options.frontendsDir);
    const distOf = (area: string) => path.join(root, area, 'dist');
    await app.register(fastifyStatic, {
      root,
      serve: false,
      // Our Cache-Control, not the plugin's single max-age for every file.
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('cache-control', cacheControlFor(filePath));
        // Only reached for a copy chosen below (X.br or X.gz for X): it is X, encoded.
        const copy = PRECOMPRESSED.exec(filePath);
        if (copy !== null) {
          reply.header('content-encoding', copy[0] === '.br' ? 'br' : 'gzip');
          reply.header('content-type', compressibleType(filePath.slice(0, copy.index)) ?? 'application/octet-stream');
        }
      },
    });
    const onTheFly = onTheFlyCompression();

    /**
     * Sends `encodedPath` (as the URL had it) from `dist` if the file exists. A compressible file
     * goes out in the client's preferred encoding: the build's precompressed copy (X.br, X.gz)
     * when there is one, else compressed here once and kept. The copies themselves are never
     * served under their own names.
     */
    async function sendIfPresent(reply: FastifyReply, dist: string, encodedPath: string) {
      const decoded = decodedPath(encodedPath);
      if (decoded === undefined || PRECOMPRESSED.test(decoded)) return false;
      const relative = await fileInside(dist, `.${decoded}`);
      if (relative === undefined) return false;
      const type = compressibleType(relative);
      const encoding = type === undefined ? undefined : preferredEncoding(reply.request.headers['accept-encoding']);
      if (type !== undefined) reply.header('vary', 'accept-encoding');
      if (encoding === undefined) {
        reply.sendFile(encodedPath, dist);
        return true;
      }
      if (await fileInside(dist, `${relative}${SUFFIX[encoding]}`)) {
        reply.sendFile(`${encodedPath}${SUFFIX[encoding]}`, dist);
        return true;
      }
      const compressed = await onTheFly.get(path.join(dist, relative), encoding);
      if (compressed === undefined) {
        reply.sendFile(encodedPath, dist);
        return true;
      }
      reply
        .header('cache-control', cacheControlFor(relative))
        .header('etag', compressed.etag)
        .header('last-modified', compressed.lastModified);
      if (matchesEtag(reply.request.headers['if-none-match'], compressed.etag)) {
        reply.code(304).send();
        return true;
      }
      reply.header('content-type', type).header('content-encoding', encoding).send(compressed.body);
      return true;
    }

    app.get('/mf/:area/*', async (request: FastifyRequest<{ Params: { area: string; '*': string } }>, reply) => {
      const { area } = request.params;
      const rest = request.url.split('?')[0].slice(`/mf/${area}`.length);
      const file = rest === '/' ? '/index.html' : rest;
      if (!AREA.test(area) || !(await sendIfPresent(reply, distOf(area), file))) return reply.callNotFound();
      return reply;
    });

    if (options.remotesFile) {
      // The deployment's remotes.json (a mounted ConfigMap), read at each request like the built
      // files, so a changed mount is answered without a restart; same Cache-Control (no-cache).
      const remotes = remotesFileOf(root, options.remotesFile);
      assertRemotesFile(remotes);
      app.get('/remotes.json', async (_request, reply) =>
        reply.sendFile(path.basename(remotes), path.dirname(remotes)),
      );
    }

    // The shell's start-up in one request (plugins/startup-hints): remotes.json with the manifests.
    app.get('/areas.json', async (_request, reply) => {
      const document = app.hasDecorator('areasDocument') ? await app.areasDocument() : undefined;
      if (document === undefined) return reply.callNotFound();
      return sendDocument(reply, document, { contentType: 'application/json; charset=utf-8', cacheControl: NO_CACHE });
    });

    app.get('/*', async (request, reply) => {
      const urlPath = request.url.split('?')[0];
      if (NOT_THE_SHELL.test(urlPath)) return reply.callNotFound();
      const shell = distOf('shell');
      if (urlPath !== '/' && (await sendIfPresent(reply, shell, urlPath))) return reply;
      // A page worth sharing: the shell with the page's preview in its head (plugins/share-pages).
      // Its ETag is its own (it differs per page and per data), its Cache-Control index.html's.
      const shared = app.hasDecorator('sharePageOf') ? await app.sharePageOf(request) : undefined;
      if (shared !== undefined)
        return sendDocument(reply, shared, { contentType: 'text/html; charset=utf-8', cacheControl: NO_CACHE });
      // A client-side route: the shell's page, for browsers only (a missing script stays a 404).
      // A shared page's address is a page whatever the Accept: link scrapers often send */* or none.
      const wantsPage =
        urlPath === '/' || sharePathOf(urlPath) !== undefined || (request.headers.accept ?? '').includes('text/html');
      if (!wantsPage) return reply.callNotFound();
      // With the page's start-up hints in its head when its area is known (plugins/startup-hints).
      const page = app.hasDecorator('shellPageOf') ? await app.shellPageOf(request) : undefined;
      if (page !== undefined)
        return sendDocument(reply, page, { contentType: 'text/html; charset=utf-8', cacheControl: NO_CACHE });
      if (await sendIfPresent(reply, shell, '/index.html')) return reply;
      return reply.callNotFound();
    });
  },
  { name: 'frontends-routes' },
);
