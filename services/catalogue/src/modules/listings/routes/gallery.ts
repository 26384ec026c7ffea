import { catalogueEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { parsePriceRange } from '../rules.js';

/**
 * Seconds a guest's page may be reused by the gateway, a CDN or the browser: an upload reaches
 * guests' pages this much later at most (signed-in pages are never marked public).
 */
const GUEST_PAGE_MAX_AGE_S = 5;

/** Gallery and store pages, for guests and (v2) for signed-in viewers who may sort by recommendation. */
export async function galleryRoutes(app: FastifyInstance) {
  const variants = [
    { endpoint: endpoints.galleryPage, store: false, signedInOnly: false },
    { endpoint: endpoints.galleryPageSignedIn, store: false, signedInOnly: true },
    { endpoint: endpoints.storePage, store: true, signedInOnly: false },
    { endpoint: endpoints.storePageSignedIn, store: true, signedInOnly: true },
  ];

  for (const variant of variants) {
    endpointRoute(app, variant.endpoint, {
      handler: async (request, reply) => {
        const { orderby, price, skip, limit } = request.query;
        const range = parsePriceRange(price);
        const viewerId = request.viewer?.id ?? null;
        const answer = async () => {
          const [page, priceBounds] = await Promise.all([
            app.listings.categoryPage({
              cat: request.params.cat,
              storeOnly: variant.store,
              sort: orderby,
              price: range,
              skip,
              limit,
              viewerId,
              canRecommend: variant.signedInOnly,
            }),
            app.listings.priceBounds(variant.store),
          ]);
          return { status: 'success', message: page.artworks, total: page.total, priceBounds };
        };
        if (viewerId) return answer();
        // A guest's page is the same for every guest: the whole answer is cached as sent, so a hit
        // costs two Redis reads and no database, parse or serialisation (docs/benchmarks.md).
        const key = [
          'guest-page',
          variant.endpoint.path,
          request.params.cat.toLowerCase(),
          orderby,
          range?.join('-') ?? 'any',
          skip,
          limit,
        ];
        const body = await app.catalogueCache.rememberText(key.join(':'), undefined, async () =>
          JSON.stringify(await answer()),
        );
        // A string with a JSON content type is sent as it is (fastify skips the serializer). Marked
        // public for a few seconds: the gateway (or a CDN) may answer other guests from memory.
        return reply
          .type('application/json; charset=utf-8')
          .header('cache-control', `public, max-age=${GUEST_PAGE_MAX_AGE_S}`)
          .send(body as never);
      },
    });
  }
}
