import { requireViewer } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { parsePriceRange } from '../../lib/listing-params.js';
import {
  CategoryParams,
  ListingQuery,
  ListingResponse,
  listingErrors,
  publicRoute,
  signedIn,
} from '../../lib/listing-schemas.js';

/**
 * Seconds a guest's page may be reused by the gateway, a CDN or the browser: an upload reaches
 * guests' pages this much later at most (signed-in pages are never marked public).
 */
const GUEST_PAGE_MAX_AGE_S = 5;

/** Gallery and store pages, for guests and (v2) for signed-in viewers who may sort by recommendation. */
export async function galleryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const variants = [
    { path: '/products/category/:cat', store: false, signedInOnly: false, id: 'catalogueGalleryPage' },
    { path: '/v2/products/category/:cat', store: false, signedInOnly: true, id: 'catalogueGalleryPageSignedIn' },
    { path: '/store/:cat', store: true, signedInOnly: false, id: 'catalogueStorePage' },
    { path: '/v2/store/:cat', store: true, signedInOnly: true, id: 'catalogueStorePageSignedIn' },
  ];

  for (const variant of variants) {
    app.get(
      variant.path,
      {
        ...(variant.signedInOnly ? { preHandler: requireViewer } : {}),
        schema: {
          tags: ['listings'],
          summary: `${variant.store ? 'Store (artworks for sale)' : 'Gallery'} page of a category (slug, id or all)${
            variant.signedInOnly ? ', signed in: may sort by recommendation' : '; recommended sorts as new'
          }`,
          operationId: variant.id,
          security: variant.signedInOnly ? signedIn : publicRoute,
          params: CategoryParams,
          querystring: ListingQuery,
          response: { 200: ListingResponse, ...listingErrors },
        },
      },
      async (request, reply) => {
        const { orderby, price, skip, limit } = request.query;
        const range = parsePriceRange(price);
        const viewerId = request.viewer?.id ?? null;
        const answer = async () => {
          const page = await app.listings.categoryPage({
            cat: request.params.cat,
            storeOnly: variant.store,
            sort: orderby,
            price: range,
            skip,
            limit,
            viewerId,
            canRecommend: variant.signedInOnly,
          });
          return { status: 'success', message: page.artworks, total: page.total };
        };
        if (viewerId) return answer();
        // A guest's page is the same for every guest: the whole answer is cached as sent, so a hit
        // costs two Redis reads and no database, parse or serialisation (docs/benchmarks.md).
        const key = [
          'guest-page',
          variant.path,
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
    );
  }
}
