import { randomUUID } from 'node:crypto';
import { type DroppedLine, firstShippingError, type OrderPayload, OrderPlaced, orderTotals } from '@art/contracts';
import { AppError, type Audience, badRequest, type EventContext, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CommerceTables, ProductRow } from '../../db/schema.js';
import { BLOCKED_LINE, nothingLeftMessage } from '../blocks/rules.js';
import { removeCartLines } from '../cart/queries.js';
import { artistNames, buyerContact } from '../members/queries.js';
import { orderItemsOf, recordHistory } from '../orders/queries.js';
import { orderedItem, orderNumberOf } from '../orders/views.js';
import { findProducts } from '../products/queries.js';
import { productRefusal, refusalStatusCode, reservationRefusal } from '../products/rules.js';
import { type StockClient, StockUnknown } from '../stock/service.js';
import { heldPieces, insertOrder, markOrderPlaced, markOrderRefused, queueBuyerPlacements } from './queries.js';
import { holdLimitMessage, PLACEMENT_FAILED, trimmedShipping } from './rules.js';

export interface PlacementDeps {
  db: Kysely<CommerceTables>;
  audience: Audience;
  stock: StockClient;
  paymentTimeoutMinutes: number;
  cashConfirmDays: number;
  maxUnpaidPieces: number;
  /** The reconciler's next pass must not come after this order's hold ends. */
  wakeReconciler: (at: Date) => void;
}

/** The service's own placement settings and collaborators (the route and the demo seed place orders alike). */
export function placementDepsOf(app: FastifyInstance): PlacementDeps {
  return {
    db: app.db,
    audience: app.audience,
    stock: app.stock,
    paymentTimeoutMinutes: app.config.PAYMENT_TIMEOUT_MINUTES,
    cashConfirmDays: app.config.CASH_CONFIRM_DAYS,
    maxUnpaidPieces: app.config.MAX_UNPAID_PIECES,
    wakeReconciler: (at) => app.wakeReconciler(at),
  };
}

/**
 * Places an order: answers the first failing shipping check (firstShippingError, in the checkout
 * form's order: name, e-mail, phone, country, city, state, postal code, address), prices it from
 * the product projection (the client's figures are ignored), reserves the stock at catalogue, then
 * records it.
 * The order row is written before catalogue is asked, so a crash or a lost answer leaves a
 * `reserving` order that the reconciler settles; nothing is ever held without a trace here.
 *
 * Lines of an artist with whom a block now stands (either way) are left out of the order and
 * taken out of the cart with it, and the answer names them (`dropped`); when no line is left the
 * order is refused 403 `blocked` and nothing changes, the cart still showing why.
 */
export async function placeOrder(deps: PlacementDeps, buyerId: string, payload: OrderPayload, context: EventContext) {
  const { db } = deps;
  const shippingError = firstShippingError(payload.shippingInfo);
  if (shippingError) throw badRequest(shippingError);

  const requestedIds = [...new Set(payload.orderItems.map((item) => item.product))];
  const requested = await findProducts(db, requestedIds);
  const blockedArtists = await deps.audience.blockedIds(buyerId);
  const isDropped = (product: ProductRow) => blockedArtists.has(product.author_id);
  const droppedProducts = requested.filter(isDropped);
  const dropped: DroppedLine[] = droppedProducts.map((product) => ({
    product: product.id,
    name: product.name,
    ...BLOCKED_LINE,
  }));
  const droppedIds = droppedProducts.map((product) => product.id);
  const artworkIds = requestedIds.filter((id) => !droppedIds.includes(id));
  if (artworkIds.length === 0) {
    throw new AppError(403, BLOCKED_LINE.status, nothingLeftMessage(droppedProducts.map((product) => product.name)));
  }
  const products = requested.filter((product) => !isDropped(product));
  const byId = new Map(products.map((product) => [product.id, product]));
  for (const id of artworkIds) {
    const refusal = productRefusal(byId.get(id), buyerId);
    if (refusal)
      throw new AppError(refusalStatusCode(refusal), refusal.code, `${refusal.message}: ${byId.get(id)?.name || id}`);
  }
  const buyer = await buyerContact(db, buyerId);
  const artists = await artistNames(db, [...new Set(products.map((product) => product.author_id))]);
  const artistById = new Map(artists.map((artist) => [artist.id, artist]));

  const ordered = artworkIds.map((id) => byId.get(id)!);
  const totals = orderTotals(ordered.map((product) => Number(product.price)));
  const orderId = randomUUID();
  const online = payload.paymentMethod !== 'cash';
  const shippingInfo = trimmedShipping(payload.shippingInfo);

  const holdEndsAt = online
    ? new Date(Date.now() + deps.paymentTimeoutMinutes * 60_000)
    : new Date(Date.now() + deps.cashConfirmDays * 24 * 60 * 60_000);
  const number = await db.transaction().execute(async (trx) => {
    // One buyer's placements queue here, so two at once cannot both slip under the cap.
    await queueBuyerPlacements(trx, buyerId);
    if ((await heldPieces(trx, buyerId)) + ordered.length > deps.maxUnpaidPieces) {
      throw new AppError(409, 'hold-limit', holdLimitMessage(deps.maxUnpaidPieces));
    }
    return insertOrder(
      trx,
      {
        id: orderId,
        buyer_id: buyerId,
        state: 'reserving',
        payment_method: payload.paymentMethod,
        payment_status: online ? 'pending' : 'not-required',
        item_total: totals.itemTotal,
        tax: totals.tax,
        shipping: totals.shipping,
        grand_total: totals.grandTotal,
        shipping_info: JSON.stringify(shippingInfo),
        pay_by: online ? holdEndsAt : null,
        confirm_by: online ? null : holdEndsAt,
        request_id: context.requestId ?? null,
      },
      ordered.map((product) => ({
        id: randomUUID(),
        order_id: orderId,
        artwork_id: product.id,
        artist_id: product.author_id,
        artist_name: artistById.get(product.author_id)?.name ?? '',
        artist_slug: artistById.get(product.author_id)?.slug ?? '',
        slug: product.slug,
        name: product.name,
        image: product.thumbnail,
        price: Number(product.price),
        status: 'PENDING' as const,
      })),
    );
  });
  const orderNumber = orderNumberOf({ number });

  let outcome: Awaited<ReturnType<StockClient['reserve']>>;
  try {
    outcome = await deps.stock.reserve({ orderId, buyerId, artworkIds });
  } catch (error) {
    // The reconciler asks catalogue again and cancels whatever was taken: the buyer was told it failed.
    if (error instanceof StockUnknown) throw new AppError(503, 'error', PLACEMENT_FAILED);
    throw error;
  }
  if (outcome.status === 'refused') {
    await markOrderRefused(db, orderId);
    // Told as catalogue said it: sold, on hold for someone else, or not for sale after all.
    const first = reservationRefusal(outcome.unavailable[0]?.reason ?? 'sold-out');
    const names = outcome.unavailable
      .filter((entry) => reservationRefusal(entry.reason).code === first.code)
      .map((entry) => byId.get(entry.artworkId)?.name ?? entry.artworkId);
    throw new AppError(refusalStatusCode(first), first.code, `${first.message}: ${names.join(', ')}`);
  }

  const placed = await db.transaction().execute(async (trx) => {
    // The reconciler got there first (the answer came after it gave up): the order is not placed.
    if (!(await markOrderPlaced(trx, orderId))) return false;
    const items = await orderItemsOf(trx, orderId);
    await recordHistory(
      trx,
      [
        {
          orderId,
          itemId: null,
          status: 'PENDING',
          step: 'placed',
          note: online ? 'placed; waiting for the payment' : 'placed; cash on delivery',
        },
      ],
      context,
    );
    await writeEvent(
      trx,
      OrderPlaced,
      {
        orderId,
        buyerId,
        buyerName: buyer?.name || shippingInfo.name,
        buyerEmail: buyer?.email || shippingInfo.email,
        paymentMethod: payload.paymentMethod,
        items: items.map(orderedItem),
        ...{ itemTotal: totals.itemTotal, tax: totals.tax, shipping: totals.shipping, grandTotal: totals.grandTotal },
        placedAt: new Date().toISOString(),
        orderNumber,
        holdEndsAt: holdEndsAt.toISOString(),
      },
      context,
    );
    // The buyer may no longer buy these: out of the cart with the order that left them out.
    if (droppedIds.length > 0) await removeCartLines(trx, buyerId, droppedIds);
    // Cash needs nothing more from the buyer; an online order leaves the cart until it is paid.
    if (!online) await removeCartLines(trx, buyerId, artworkIds);
    return true;
  });
  if (!placed) throw new AppError(503, 'error', PLACEMENT_FAILED);
  deps.wakeReconciler(holdEndsAt);
  return {
    orderId,
    orderNumber,
    paymentMethod: payload.paymentMethod,
    grandTotal: totals.grandTotal,
    ...(dropped.length > 0 ? { dropped } : {}),
  };
}
