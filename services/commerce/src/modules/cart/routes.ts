import { commerceEndpoints as endpoints } from '@art/contracts/endpoints';
import { AppError, endpointRoute, viewerOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { findProduct } from '../products/queries.js';
import { productRefusal, refusalStatusCode } from '../products/rules.js';
import { addCartLine, cartLines, removeCartLines } from './queries.js';
import { cartView } from './views.js';

/** The cart lives on the server (one line per artwork, quantity 1); every call answers the whole cart. */
export async function cartRoutes(app: FastifyInstance) {
  const db = app.db;
  const cartOf = async (buyerId: string) => cartView(await cartLines(db, app.audience, buyerId), buyerId);

  endpointRoute(app, endpoints.getCart, {
    handler: async (request) => ({ status: 'success', data: await cartOf(viewerOf(request).id) }),
  });

  endpointRoute(app, endpoints.addToCart, {
    handler: async (request) => {
      const buyerId = viewerOf(request).id;
      const product = await findProduct(db, request.body.product_id);
      const refusal = productRefusal(product, buyerId);
      if (refusal) throw new AppError(refusalStatusCode(refusal), refusal.code, refusal.message);
      // A block between buyer and artist, either way, stops the sale: 403 blocked.
      await app.audience.assert(buyerId, product!.author_id, 'interact');
      await addCartLine(db, buyerId, request.body.product_id);
      return { status: 'success', data: await cartOf(buyerId) };
    },
  });

  endpointRoute(app, endpoints.removeFromCart, {
    handler: async (request) => {
      const buyerId = viewerOf(request).id;
      await removeCartLines(db, buyerId, [request.query.productId]);
      return { status: 'success', data: await cartOf(buyerId) };
    },
  });
}
