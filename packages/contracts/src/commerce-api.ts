import { type Static, Type } from 'typebox';
import { PaymentMethod } from './commerce-events.js';

// The commerce area's answers as the screens read them (spec section 3: Cart, Order, Order payload).
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
   * `blocked` (a block between the buyer and the artist; checkout drops the line).
   */
  unavailableReason: Type.Optional(Type.Object({ status: Type.String(), message: Type.String() })),
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
 * The spec's order payload. Only `orderItems[].product`, `paymentMethod` and `shippingInfo` are
 * used: names, prices and totals are the server's own (the client's figures are never trusted).
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
  /** The lines left out because the buyer may no longer buy them; the order holds the rest. */
  dropped: Type.Optional(Type.Array(DroppedLine)),
});

/**
 * An item's life: PENDING (placed; cash waits for the artist, online for the payment), CONFIRMED
 * (paid, or a cash order accepted by the artist), SHIPPED, DELIVERED; CANCELLED before shipping;
 * REFUNDED when a paid item is cancelled. Only PENDING can be cancelled by the buyer.
 */
export const OrderStatus = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('CONFIRMED'),
  Type.Literal('SHIPPED'),
  Type.Literal('DELIVERED'),
  Type.Literal('CANCELLED'),
  Type.Literal('REFUNDED'),
]);
export type OrderStatus = Static<typeof OrderStatus>;

export const PaymentStatus = Type.Union([
  Type.Literal('not-required'),
  Type.Literal('pending'),
  Type.Literal('paid'),
  Type.Literal('failed'),
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

export const StatusChange = Type.Object({
  status: OrderStatus,
  at: Type.String(),
  itemId: Nullable(Type.String()),
  note: Type.String(),
});

export const OrderView = Type.Object({
  _id: Type.String(),
  createdAt: Type.String(),
  /** The order's own status: the least advanced of its items that are not cancelled. */
  orderStatus: OrderStatus,
  paymentMethod: PaymentMethod,
  paymentStatus: PaymentStatus,
  itemTotal: Type.Integer(),
  taxPrice: Type.Integer(),
  shippingPrice: Type.Integer(),
  grandTotal: Type.Integer(),
  shippingInfo: OrderShipping,
  orderItems: Type.Array(OrderItemView),
  history: Type.Array(StatusChange),
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
