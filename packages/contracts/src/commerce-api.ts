import { type Static, Type } from 'typebox';
import { ArtworkAvailability } from './artwork-availability.js';
import { PaymentMethod } from './commerce-events.js';

// The commerce area's answers as the screens read them (cart, order, order payload; each endpoint's
// in the API docs at /api/docs).
// Money is whole NPR everywhere.

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const ProductAuthor = Type.Object({ _id: Type.String(), name: Type.String(), slug: Type.String() });

/** An artwork as the cart and the orders show it (commerce's product projection). */
export const CartProduct = Type.Object({
  _id: Type.String(),
  id: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  price: Type.Integer({ minimum: 0 }),
  stock: Type.Integer({ minimum: 0 }),
  image: Type.String(),
  author: ProductAuthor,
  /** False once it is sold out, withdrawn or deleted: the cart shows it, checkout refuses it. */
  available: Type.Boolean(),
  /**
   * Why an unavailable line cannot be bought when the buyer must be told more than that: status
   * `blocked` (a block between the buyer and the artist; checkout drops the line), `not-found` (the
   * piece is no longer there for buyers: withdrawn, hidden by an operator, or its artist suspended).
   */
  unavailableReason: Type.Optional(Type.Object({ status: Type.String(), message: Type.String() })),
  /** The shared availability of the piece (availabilityOf): for sale, on hold, sold or not for sale. */
  availability: Type.Optional(ArtworkAvailability),
});
export type CartProduct = Static<typeof CartProduct>;

/** A line checkout left out of the order (and took out of the cart), with why: status `blocked`. */
export const DroppedLine = Type.Object({
  product: Type.String(),
  name: Type.String(),
  status: Type.String(),
  message: Type.String(),
});
export type DroppedLine = Static<typeof DroppedLine>;

export const CartLine = Type.Object({ product_id: CartProduct, qty: Type.Literal(1) });
export type CartLine = Static<typeof CartLine>;

/** `{status, data: {products, itemTotal}}` — every cart call answers the whole cart. */
export const CartResponse = Type.Object({
  status: Type.String(),
  data: Type.Object({ products: Type.Array(CartLine), itemTotal: Type.Integer({ minimum: 0 }) }),
});
export type CartResponse = Static<typeof CartResponse>;

export const AddToCartBody = Type.Object({
  product_id: Type.String({ minLength: 1, maxLength: 64 }),
  quantity: Type.Optional(Type.Literal(1)),
});

/** The checkout's prefill: the buyer's name, address and shipping information from their profile. */
export const BasicDetails = Type.Object({
  name: Type.String(),
  email: Type.String(),
  phoneNumber: Type.String(),
  country: Type.String(),
  city: Type.String(),
  state: Type.String(),
  address: Type.String(),
  address2: Type.String(),
  postalCode: Type.String(),
});
export type BasicDetails = Static<typeof BasicDetails>;

export const OrderShipping = Type.Object({
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 320 }),
  phone: Type.String({ maxLength: 40 }),
  country: Type.String({ maxLength: 100 }),
  city: Type.String({ maxLength: 100 }),
  state: Type.String({ maxLength: 100 }),
  postalCode: Type.String({ maxLength: 20 }),
  address: Type.String({ maxLength: 300 }),
  address2: Type.Optional(Type.String({ maxLength: 300 })),
});
export type OrderShipping = Static<typeof OrderShipping>;

/**
 * The order payload the checkout sends. Only `orderItems[].product`, `paymentMethod` and
 * `shippingInfo` are used: names, prices and totals are the server's own (the client's figures are never trusted).
 */
export const OrderPayload = Type.Object({
  orderItems: Type.Array(
    Type.Object({
      product: Type.String({ minLength: 1, maxLength: 64 }),
      name: Type.Optional(Type.String()),
      image: Type.Optional(Type.String()),
      price: Type.Optional(Type.Number()),
      qty: Type.Optional(Type.Literal(1)),
    }),
    { minItems: 1, maxItems: 50 },
  ),
  taxPrice: Type.Optional(Type.Number()),
  shippingPrice: Type.Optional(Type.Number()),
  totalAmount: Type.Optional(Type.Number()),
  grandTotal: Type.Optional(Type.Number()),
  paymentMethod: PaymentMethod,
  shippingInfo: OrderShipping,
});
export type OrderPayload = Static<typeof OrderPayload>;

export const OrderPlacedResponse = Type.Object({
  status: Type.String(),
  orderId: Type.String(),
  paymentMethod: PaymentMethod,
  grandTotal: Type.Integer(),
  /** "KB-000123": what the finish page, the mails and the Orders page call it. */
  orderNumber: Type.String(),
  /** The lines left out because the buyer may no longer buy them; the order holds the rest. */
  dropped: Type.Optional(Type.Array(DroppedLine)),
});

/**
 * An item's life: PENDING (placed; cash waits for the artist, online for the payment), CONFIRMED
 * (paid, or a cash order accepted by the artist), SHIPPED, DELIVERED; CANCELLED before shipping;
 * REFUND_PENDING when a paid item is cancelled and its money is owed back, REFUNDED once it is back
 * (never before a refund is recorded). Only PENDING can be cancelled by the buyer.
 */
export const OrderStatus = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('CONFIRMED'),
  Type.Literal('SHIPPED'),
  Type.Literal('DELIVERED'),
  Type.Literal('CANCELLED'),
  Type.Literal('REFUND_PENDING'),
  Type.Literal('REFUNDED'),
]);
export type OrderStatus = Static<typeof OrderStatus>;

export const PaymentStatus = Type.Union([
  Type.Literal('not-required'),
  Type.Literal('pending'),
  Type.Literal('paid'),
  Type.Literal('failed'),
  /** Part of what was paid went back (items cancelled after payment); the rest is still paid for. */
  Type.Literal('partially-refunded'),
  /** Everything paid went back. */
  Type.Literal('refunded'),
]);
export type PaymentStatus = Static<typeof PaymentStatus>;

export const OrderItemView = Type.Object({
  _id: Type.String(),
  product: Type.Object({ _id: Type.String(), slug: Type.String(), author: ProductAuthor }),
  name: Type.String(),
  price: Type.Integer(),
  image: Type.String(),
  status: OrderStatus,
});
export type OrderItemView = Static<typeof OrderItemView>;

/** What happened, for the history's wording: the status alone cannot tell a payment from an artist's confirmation. */
export const OrderStep = Type.Union([
  Type.Literal('placed'),
  Type.Literal('paid'),
  Type.Literal('payment-failed'),
  Type.Literal('confirmed'),
  Type.Literal('shipped'),
  Type.Literal('delivered'),
  Type.Literal('cancelled'),
  Type.Literal('refund-pending'),
  Type.Literal('refunded'),
]);
export type OrderStep = Static<typeof OrderStep>;

export const StatusChange = Type.Object({
  step: OrderStep,
  status: OrderStatus,
  at: Type.String(),
  itemId: Nullable(Type.String()),
  note: Type.String(),
});

/** Money owed back on an order: pending until the provider (Stripe) or an operator returns it. */
export const RefundView = Type.Object({
  _id: Type.String(),
  orderId: Type.String(),
  orderNumber: Type.String(),
  provider: Type.Union([Type.Literal('esewa'), Type.Literal('connect_ips'), Type.Literal('stripe')]),
  /** Whole NPR. */
  amountNpr: Type.Integer({ minimum: 0 }),
  /** In the provider's currency (USD cents for Stripe). */
  amount: Type.Integer({ minimum: 0 }),
  currency: Type.Union([Type.Literal('NPR'), Type.Literal('USD')]),
  status: Type.Union([Type.Literal('pending'), Type.Literal('refunded')]),
  reference: Nullable(Type.String()),
  createdAt: Type.String(),
  refundedAt: Nullable(Type.String()),
});
export type RefundView = Static<typeof RefundView>;

export const OrderView = Type.Object({
  _id: Type.String(),
  orderNumber: Type.String(),
  createdAt: Type.String(),
  /** The order's own status: the least advanced of its items that are not cancelled. */
  orderStatus: OrderStatus,
  paymentMethod: PaymentMethod,
  paymentStatus: PaymentStatus,
  /** The figures of the open items now (amountOwed): what is asked, shown and mailed. */
  itemTotal: Type.Integer(),
  taxPrice: Type.Integer(),
  shippingPrice: Type.Integer(),
  grandTotal: Type.Integer(),
  /** Until when an unpaid online order (or an unconfirmed cash order) holds its pieces; null otherwise. */
  holdEndsAt: Nullable(Type.String()),
  /** Whether the buyer can pay it now (an online order, unpaid, with open items, before its hold ends). */
  canPay: Type.Boolean(),
  shippingInfo: OrderShipping,
  orderItems: Type.Array(OrderItemView),
  history: Type.Array(StatusChange),
  refunds: Type.Array(RefundView),
});
export type OrderView = Static<typeof OrderView>;

/** `{status, data: {result}}`: the buyer's orders, newest first. */
export const OrderList = Type.Object({
  status: Type.String(),
  data: Type.Object({ result: Type.Array(OrderView) }),
});

/** One item sold by the signed-in artist, with the buyer and where it goes. */
export const SaleView = Type.Object({
  _id: Type.String(),
  orderId: Type.String(),
  orderNumber: Type.String(),
  /** A cash order's deadline for the artist's answer; null once answered or for online orders. */
  confirmBy: Nullable(Type.String()),
  createdAt: Type.String(),
  name: Type.String(),
  price: Type.Integer(),
  image: Type.String(),
  status: OrderStatus,
  paymentMethod: PaymentMethod,
  paymentStatus: PaymentStatus,
  buyer: Type.Object({ name: Type.String(), email: Type.String(), phone: Type.String() }),
  shippingInfo: OrderShipping,
});
export type SaleView = Static<typeof SaleView>;

/** Where the browser goes to pay: a form it posts (eSewa, ConnectIPS) or a page it opens (Stripe). */
export const PaymentHandoff = Type.Object({
  method: Type.Union([Type.Literal('POST'), Type.Literal('GET')]),
  action: Type.String(),
  fields: Type.Record(Type.String(), Type.String()),
});
export type PaymentHandoff = Static<typeof PaymentHandoff>;

/** `{status, data: {result}}`: refunds for operators, oldest pending first. */
export const RefundList = Type.Object({
  status: Type.String(),
  data: Type.Object({ result: Type.Array(RefundView) }),
});

// The envelopes and inputs of the commerce endpoints (./endpoints/commerce.ts).

export const ProductId = Type.String({ minLength: 1, maxLength: 64, description: "The artwork's id" });

export const BasicDetailsResponse = Type.Object({ status: Type.String(), data: BasicDetails });

/** A page of a list (newest first unless the endpoint says otherwise). */
export const PageQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
  skip: Type.Integer({ minimum: 0, default: 0 }),
});

export const OrderResponse = Type.Object({ status: Type.String(), data: OrderView });

/** The moves an artist may ask for on a sold item (which one is allowed depends on where it is). */
export const SaleMove = Type.Union([
  Type.Literal('CONFIRMED'),
  Type.Literal('SHIPPED'),
  Type.Literal('DELIVERED'),
  Type.Literal('CANCELLED'),
]);
export type SaleMove = Static<typeof SaleMove>;

/** `{status, data: {result}}`: the artist's sold items, newest first. */
export const SaleList = Type.Object({ status: Type.String(), data: Type.Object({ result: Type.Array(SaleView) }) });

export const RefundResponse = Type.Object({ status: Type.String(), data: RefundView });

/** Names the buyer's order to pay. */
export const OrderBody = Type.Object({ order_id: Type.String({ format: 'uuid' }) });

export const HandoffResponse = Type.Object({ status: Type.String(), data: PaymentHandoff });

/** A provider's way back names the attempt it was started with. */
export const AttemptQuery = Type.Object({ attempt: Type.String({ pattern: '^[0-9a-f]{16}$' }) });

export const ConnectIpsQuery = Type.Object({ TXNID: Type.String({ minLength: 1, maxLength: 20 }) });

/** A provider's way back sends the browser on to the checkout's outcome page. */
export const ReturnRedirect = {
  303: Type.Null({ description: 'To /checkout/success or /checkout/failure with the order' }),
};
