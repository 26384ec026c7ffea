import { Type } from 'typebox';
import { defineEvent } from './envelope.js';

export const PaymentMethod = Type.Union([
  Type.Literal('cash'),
  Type.Literal('esewa'),
  Type.Literal('connect_ips'),
  Type.Literal('stripe'),
]);

/** The order number the buyer and the artist quote ("KB-000123"); absent on events from before numbers. */
const OrderNumber = { orderNumber: Type.Optional(Type.String()) };

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
    ...OrderNumber,
    /** Until when the pieces are held for the payment (online) or the artist's answer (cash). */
    holdEndsAt: Type.Optional(Type.String({ format: 'date-time' })),
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
      /** A cash order the artist neither confirmed nor cancelled within CASH_CONFIRM_DAYS. */
      Type.Literal('cash-timeout'),
    ]),
    /** Only the items cancelled by this change; `wholeOrder` when none is left. */
    items: Type.Array(OrderedItem),
    wholeOrder: Type.Boolean(),
    ...OrderNumber,
  }),
);

/**
 * The artist moved items of an order along: CONFIRMED (a cash order accepted), SHIPPED or
 * DELIVERED. The buyer is told; catalogue settles a cash order's hold on CONFIRMED (the piece is
 * sold, no longer on hold).
 */
export const OrderItemsMoved = defineEvent(
  'commerce.order.items_moved',
  1,
  Type.Object({
    orderId: Type.String(),
    orderNumber: Type.String(),
    buyerId: Type.String(),
    status: Type.Union([Type.Literal('CONFIRMED'), Type.Literal('SHIPPED'), Type.Literal('DELIVERED')]),
    items: Type.Array(OrderedItem),
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

/** `items` are those the payment confirmed (their holds become sales); `amountNpr` what it paid for. */
export const PaymentCompleted = defineEvent(
  'commerce.payment.completed',
  1,
  Type.Object({
    ...PaymentFacts,
    items: Type.Array(OrderedItem),
    ...OrderNumber,
    amountNpr: Type.Optional(Type.Integer({ minimum: 0 })),
  }),
);

export const PaymentFailed = defineEvent(
  'commerce.payment.failed',
  1,
  Type.Object({ ...PaymentFacts, reason: Type.String() }),
);

const RefundFacts = {
  refundId: Type.String(),
  orderId: Type.String(),
  orderNumber: Type.String(),
  buyerId: Type.String(),
  provider: Type.Union([Type.Literal('esewa'), Type.Literal('connect_ips'), Type.Literal('stripe')]),
  /** What goes back, in whole NPR (refundDue). */
  amountNpr: Type.Integer({ minimum: 0 }),
  /** In the provider's currency: NPR for eSewa and ConnectIPS, USD cents for Stripe. */
  amount: Type.Integer({ minimum: 0 }),
  currency: Type.Union([Type.Literal('NPR'), Type.Literal('USD')]),
  /** The items it pays back (empty for a payment that came after its order was cancelled). */
  items: Type.Array(OrderedItem),
};

/**
 * Money is owed back on a paid order: items cancelled, or a payment that arrived after the order
 * ended. Stripe's is asked of Stripe at once; eSewa's and ConnectIPS's wait for an operator.
 */
export const RefundRequested = defineEvent('commerce.refund.requested', 1, Type.Object(RefundFacts));

/** The money is back with the buyer: Stripe's charge.refunded, or an operator marked it paid. */
export const RefundCompleted = defineEvent(
  'commerce.refund.completed',
  1,
  Type.Object({ ...RefundFacts, reference: Type.String() }),
);

export const commerceEvents = [
  OrderPlaced,
  OrderCancelled,
  OrderItemsMoved,
  PaymentCompleted,
  PaymentFailed,
  RefundRequested,
  RefundCompleted,
] as const;
