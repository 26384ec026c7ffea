import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlFor } from '../lib/cache-policy.js';
import { decodedPath, fileInside } from '../lib/frontend-files.js';

export interface FrontendsOptions {
  /** Holds <area>/dist for the shell and every remote. */
  frontendsDir: string;
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
      },
    });

    /** Sends `encodedPath` (as the URL had it) from `dist` if the file exists. */
    async function sendIfPresent(reply: FastifyReply, dist: string, encodedPath: string) {
      const decoded = decodedPath(encodedPath);
      if (decoded === undefined || !(await fileInside(dist, `.${decoded}`))) return false;
      reply.sendFile(encodedPath, dist);
      return true;
    }

    app.get('/mf/:area/*', async (request: FastifyRequest<{ Params: { area: string; '*': string } }>, reply) => {
      const { area } = request.params;
      const rest = request.url.split('?')[0].slice(`/mf/${area}`.length);
      const file = rest === '/' ? '/index.html' : rest;
      if (!AREA.test(area) || !(await sendIfPresent(reply, distOf(area), file))) return reply.callNotFound();
      return reply;
    });

    app.get('/*', async (request, reply) => {
      const urlPath = request.url.split('?')[0];
      if (NOT_THE_SHELL.test(urlPath)) return reply.callNotFound();
      const shell = distOf('shell');
      if (urlPath !== '/' && (await sendIfPresent(reply, shell, urlPath))) return reply;
      // A client-side route: the shell's page, for browsers only (a missing script stays a 404).
      const wantsPage = urlPath === '/' || (request.headers.accept ?? '').includes('text/html');
      if (wantsPage && (await sendIfPresent(reply, shell, '/index.html'))) return reply;
      return reply.callNotFound();
    });
  },
  { name: 'frontends-routes' },
);
