import { Type } from 'typebox';
import { defineEvent } from './envelope.js';

export const PaymentMethod = Type.Union([
  Type.Literal('cash'),
  Type.Literal('esewa'),
  Type.Literal('connect_ips'),
  Type.Literal('stripe'),
]);

/** One artwork of an order, as the mails and notifications show it. Prices are whole NPR. */
export const OrderedItem = Type.Object({
  itemId: Type.String(),
  artworkId: Type.String(),
  artistId: Type.String(),
  name: Type.String(),
  image: Type.String(),
  price: Type.Integer({ minimum: 0 }),
});

const OrderFigures = {
  itemTotal: Type.Integer({ minimum: 0 }),
  tax: Type.Integer({ minimum: 0 }),
  shipping: Type.Integer({ minimum: 0 }),
  grandTotal: Type.Integer({ minimum: 0 }),
};

/**
 * An order was placed and its stock is reserved. The buyer's name and address are what the
 * confirmation mail needs (no secret); the artists are told of their own items only.
 */
export const OrderPlaced = defineEvent(
  'commerce.order.placed',
  1,
  Type.Object({
    orderId: Type.String(),
    buyerId: Type.String(),
    buyerName: Type.String(),
    buyerEmail: Type.String(),
    paymentMethod: PaymentMethod,
    items: Type.Array(OrderedItem),
    ...OrderFigures,
    placedAt: Type.String({ format: 'date-time' }),
  }),
);

/**
 * Items of an order no longer hold stock: the buyer cancelled them, the artist did, an online
 * payment never came (`payment-timeout`), or a placement failed half-way (`placement-failed`, an
 * order nobody was told about). Catalogue releases the stock of `items` (idempotently, per order
 * and artwork).
 */
export const OrderCancelled = defineEvent(
  'commerce.order.cancelled',
  1,
  Type.Object({
    orderId: Type.String(),
    buyerId: Type.String(),
    reason: Type.Union([
      Type.Literal('buyer'),
      Type.Literal('artist'),
      Type.Literal('payment-timeout'),
      Type.Literal('placement-failed'),
    ]),
    /** Only the items cancelled by this change; `wholeOrder` when none is left. */
    items: Type.Array(OrderedItem),
    wholeOrder: Type.Boolean(),
  }),
);

const PaymentFacts = {
  paymentId: Type.String(),
  orderId: Type.String(),
  buyerId: Type.String(),
  provider: PaymentMethod,
  /** The provider's reference (eSewa ref id, ConnectIPS TXNID, Stripe session id). */
  reference: Type.String(),
  /** In the currency the provider charged: NPR for eSewa and ConnectIPS, USD cents for Stripe. */
  amount: Type.Integer({ minimum: 0 }),
  currency: Type.Union([Type.Literal('NPR'), Type.Literal('USD')]),
};

export const PaymentCompleted = defineEvent(
  'commerce.payment.completed',
  1,
  Type.Object({ ...PaymentFacts, items: Type.Array(OrderedItem) }),
);

export const PaymentFailed = defineEvent(
  'commerce.payment.failed',
  1,
  Type.Object({ ...PaymentFacts, reason: Type.String() }),
);

export const commerceEvents = [OrderPlaced, OrderCancelled, PaymentCompleted, PaymentFailed] as const;
