import { AddToCartBody, CartResponse, ErrorResponse } from '@art/contracts';
import { AppError, requireViewer, viewerOf } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { readCart } from '../../lib/cart-lines.js';
import { commerceDb } from '../../lib/database.js';
import { productRefusal, refusalStatusCode } from '../../lib/product-rules.js';

const signedIn = [{ jwt: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const ProductId = Type.String({ minLength: 1, maxLength: 64, description: "The artwork's id" });

/** The cart lives on the server (one line per artwork, quantity 1); every call answers the whole cart. */
export async function cartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = commerceDb(app);

  app.get(
    '/cart',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['cart'],
        summary: "The signed-in buyer's cart, newest line first, with its item total",
        operationId: 'commerceGetCart',
        security: signedIn,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (request) => ({ status: 'success', data: await readCart(db, app.audience, viewerOf(request).id) }),
  );

  app.post(
    '/cart/addItem',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['cart'],
        summary: 'Put an artwork in the cart (quantity 1); adding one already there changes nothing',
        operationId: 'commerceAddToCart',
        security: signedIn,
        body: AddToCartBody,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (request) => {
      const buyerId = viewerOf(request).id;
      const product = await db
        .selectFrom('products')
        .selectAll()
        .where('id', '=', request.body.product_id)
        .executeTakeFirst();
      const refusal = productRefusal(product, buyerId);
      if (refusal) throw new AppError(refusalStatusCode(refusal), refusal.code, refusal.message);
      // A block between buyer and artist, either way, stops the sale: 403 blocked.
      await app.audience.assert(buyerId, product!.author_id, 'interact');
      await db
        .insertInto('cart_items')
        .values({ buyer_id: buyerId, artwork_id: request.body.product_id })
        .onConflict((oc) => oc.columns(['buyer_id', 'artwork_id']).doNothing())
        .execute();
      return { status: 'success', data: await readCart(db, app.audience, buyerId) };
    },
  );

  app.get(
    '/cart/removeItem',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['cart'],
        summary: 'Take an artwork out of the cart (the spec names a GET); removing one not there changes nothing',
        operationId: 'commerceRemoveFromCart',
        security: signedIn,
        querystring: Type.Object({ productId: ProductId }),
        response: { 200: CartResponse, ...errors },
      },
    },
    async (request) => {
      const buyerId = viewerOf(request).id;
      await db
        .deleteFrom('cart_items')
        .where('buyer_id', '=', buyerId)
        .where('artwork_id', '=', request.query.productId)
        .execute();
      return { status: 'success', data: await readCart(db, app.audience, buyerId) };
    },
  );
}
