import type { FastifyInstance } from 'fastify';
import { placementDepsOf, placeOrder } from '../modules/checkout/service.js';

/** Plain figures: the run command shows the plain fields of a seed's JSON line. */
export interface CommerceSeedResult {
  members: number;
  products: number;
  cartLines: number;
  orders: number;
}

const context = { actor: { userId: null, role: null }, requestId: 'seed' };

/** Polls until `ready` holds or the time is up (then goes on with what came). */
async function waitFor(app: FastifyInstance, what: string, ready: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${what} did not reach commerce within ${timeoutMs / 1000} s`);
    app.log.info(`waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The demo shop: the first demo buyer finds two artworks in the cart; the second has placed a
 * cash order (stock reserved at catalogue, the artist told), so the orders and sales pages show
 * something. Runs once: a buyer who already has a cart or an order is left alone.
 */
export async function seedDemoCommerce(
  app: FastifyInstance,
  { waitMs }: { waitMs: number },
): Promise<CommerceSeedResult> {
  const db = app.db;
  const buyers = () => db.selectFrom('members').select(['id', 'name']).where('role', '>', 20).orderBy('name').execute();
  const forSale = () =>
    db
      .selectFrom('products')
      .selectAll()
      .where('deleted', '=', false)
      .where('in_store', '=', true)
      .where('stock', '>', 0)
      .where('price', '>', '0')
      .orderBy('price')
      .execute();
  await waitFor(app, 'the demo buyers from identity', async () => (await buyers()).length >= 2, waitMs);
  await waitFor(app, 'the demo artworks from catalogue', async () => (await forSale()).length >= 3, waitMs);

  const [first, second] = await buyers();
  const products = await forSale();
  let cartLines = 0;
  let orders = 0;

  const hasCart = await db
    .selectFrom('cart_items')
    .select('artwork_id')
    .where('buyer_id', '=', first.id)
    .executeTakeFirst();
  if (!hasCart) {
    const lines = products.filter((product) => product.author_id !== first.id).slice(0, 2);
    for (const product of lines) {
      await db.insertInto('cart_items').values({ buyer_id: first.id, artwork_id: product.id }).execute();
      cartLines += 1;
    }
  }

  const hasOrder = await db.selectFrom('orders').select('id').where('buyer_id', '=', second.id).executeTakeFirst();
  const piece = products.filter((product) => product.author_id !== second.id).at(-1);
  if (!hasOrder && piece) {
    await placeOrder(
      placementDepsOf(app),
      second.id,
      {
        orderItems: [{ product: piece.id, qty: 1 }],
        paymentMethod: 'cash',
        shippingInfo: {
          name: second.name,
          email: 'buyer@example.com',
          phone: '9841234567',
          country: 'Nepal',
          city: 'Kathmandu',
          state: 'Bagmati',
          postalCode: '44600',
          address: 'Thamel Marg 12',
        },
      },
      context,
    );
    orders += 1;
  }
  const count = async (table: 'members' | 'products') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { members: await count('members'), products: await count('products'), cartLines, orders };
}
