import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GATEWAY_OPENAPI } from '../lib/gateway-openapi.js';
import { serviceDocuments } from '../lib/service-documents.js';
import { routedServices, type ServiceUrls } from '../route-table.js';

/** GET /api/docs: the merged OpenAPI 3 document of the whole public API. */
export const docsRoutes = fp(
  async (app: FastifyInstance, options: { serviceUrls: ServiceUrls; refreshMs: number }) => {
    const documents = serviceDocuments({
      gateway: GATEWAY_OPENAPI,
      services: routedServices(),
      serviceUrls: options.serviceUrls,
      refreshMs: options.refreshMs,
      onClash: (clashes) => app.log.warn({ clashes }, 'OpenAPI components defined differently by two services'),
    });
    app.get('/api/docs', async () => documents.current());
  },
  { name: 'docs-routes' },
);
