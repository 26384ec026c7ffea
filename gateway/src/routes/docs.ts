import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REFERENCE_ASSETS, REFERENCE_PAGE, REFERENCE_SCRIPT, SWAGGER_UI_DIR } from '../lib/api-reference-page.js';
import { COMPRESS_MIN_BYTES, compress, type Encoding, preferredEncoding } from '../lib/content-encoding.js';
import { GATEWAY_OPENAPI } from '../lib/gateway-openapi.js';
import { DOCS_CONTENT_SECURITY_POLICY } from '../lib/security-headers.js';
import { serviceDocuments } from '../lib/service-documents.js';
import { routedServices, type ServiceUrls } from '../route-table.js';

/** One body, and its encodings, each made once when first asked for. */
interface EncodedBody {
  plain: Buffer;
  encoded(encoding: Encoding): Promise<Buffer>;
}

function encodedBody(plain: Buffer): EncodedBody {
  const made = new Map<Encoding, Promise<Buffer>>();
  return {
    plain,
    encoded(encoding) {
      let body = made.get(encoding);
      if (body === undefined) {
        body = compress(plain, encoding, 'small');
        made.set(encoding, body);
      }
      return body;
    },
  };
}

/** The body in the client's preferred encoding (plain when small or not asked for). */
async function sendEncoded(request: FastifyRequest, reply: FastifyReply, type: string, body: EncodedBody) {
  reply.header('content-type', type).header('vary', 'accept-encoding');
  const encoding =
    body.plain.length < COMPRESS_MIN_BYTES ? undefined : preferredEncoding(request.headers['accept-encoding']);
  if (encoding === undefined) return reply.send(body.plain);
  return reply.header('content-encoding', encoding).send(await body.encoded(encoding));
}

/**
 * The public API's description: `/api/docs/json`, the merged OpenAPI 3 document (the gateway's
 * own routes and every routed service's), and `/api/docs`, an interactive reference page on it
 * (swagger-ui, served from this gateway: the page works offline and under a strict CSP).
 */
export const docsRoutes = fp(
  async (app: FastifyInstance, options: { serviceUrls: ServiceUrls; refreshMs: number }) => {
    const documents = serviceDocuments({
      gateway: GATEWAY_OPENAPI,
      services: routedServices(),
      serviceUrls: options.serviceUrls,
      refreshMs: options.refreshMs,
      onClash: (clashes) => app.log.warn({ clashes }, 'OpenAPI components defined differently by two services'),
    });
    // The serialised document and its encodings, kept while the merged document stays the same.
    let encodedDocument: { of: object; body: EncodedBody } | undefined;

    app.get('/api/docs/json', async (request, reply) => {
      const document = await documents.current();
      if (encodedDocument?.of !== document) {
        encodedDocument = { of: document, body: encodedBody(Buffer.from(JSON.stringify(document))) };
      }
      reply.header('cache-control', 'no-cache');
      return sendEncoded(request, reply, 'application/json; charset=utf-8', encodedDocument.body);
    });

    const page = encodedBody(Buffer.from(REFERENCE_PAGE));
    app.get('/api/docs', async (request, reply) => {
      reply.header('content-security-policy', DOCS_CONTENT_SECURITY_POLICY).header('cache-control', 'no-cache');
      return sendEncoded(request, reply, 'text/html; charset=utf-8', page);
    });

    const assets = new Map<string, Promise<EncodedBody>>();
    const assetBody = (name: string, file: string | undefined) => {
      let body = assets.get(name);
      if (body === undefined) {
        body = (file ? readFile(path.join(SWAGGER_UI_DIR, file)) : Promise.resolve(Buffer.from(REFERENCE_SCRIPT))).then(
          encodedBody,
        );
        assets.set(name, body);
      }
      return body;
    };
    app.get(
      '/api/docs/assets/:name',
      async (request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
        const asset = Object.hasOwn(REFERENCE_ASSETS, request.params.name)
          ? REFERENCE_ASSETS[request.params.name]
          : undefined;
        if (asset === undefined) return reply.callNotFound();
        // They change only with a new gateway version: kept a day.
        reply.header('cache-control', 'public, max-age=86400');
        return sendEncoded(request, reply, asset.type, await assetBody(request.params.name, asset.file));
      },
    );
  },
  { name: 'docs-routes' },
);
