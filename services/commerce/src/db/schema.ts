import type { OrderShipping, OrderStatus, OrderStep, PaymentStatus, ShippingInfo } from '@art/contracts';
import type { KitTables } from '@art/kit';
import type { ColumnType, Generated } from 'kysely';
import type { Static } from 'typebox';

type Json<T> = ColumnType<T, string, string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type PaymentMethod = 'cash' | 'esewa' | 'connect_ips' | 'stripe';

/**
 * Projection of identity's users: who buys (the checkout's prefill, the confirmation mail) and
 * who sells (the artist's name on cart lines and orders).
 */
export interface MembersTable {
  id: string;
  name: string;
  slug: string;
  email: string;
  role: number;
  shipping: Json<MemberShipping>;
  /** Suspended by an operator (identity's snapshot): their works cannot be bought meanwhile. */
  suspended: Generated<boolean>;
  version: number;
}

/** The member's saved shipping details (identity's shape). */
export type MemberShipping = Static<typeof ShippingInfo>;

/** Projection of catalogue's artworks: what a cart line shows and what an order costs. */
export interface ProductsTable {
  id: string;
  slug: string;
  name: string;
  author_id: string;
  /** bigint as text (pg); whole NPR, 0 = not for sale. */
  price: ColumnType<string, number | string, number | string>;
  stock: number;
  in_store: boolean;
  /** `user` art is never for sale, whatever its price. */
  kind: Generated<'artist' | 'user'>;
  /** Pieces held by orders not yet paid or confirmed (catalogue's count). */
  held: Generated<number>;
  thumbnail: string;
  deleted: Generated<boolean>;
  /** Hidden by an operator (moderation.content.hidden): no longer for sale, kept for orders. */
  hidden: Generated<boolean>;
  version: number;
}

/** Projection of social's blocks (social.user.blocked / unblocked), read both ways by the audience. */
export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
}

export interface CartItemsTable {
  buyer_id: string;
  artwork_id: string;
  added_at: CreatedAt;
}

/**
 * `reserving`: written before stock is asked for (a crash then leaves a trace the reconciler
 * settles); `placed`: stock held, the buyer and artists told; `refused`: no order (stock refused,
 * or a placement that failed half-way) — never listed.
 */
export type OrderState = 'reserving' | 'placed' | 'refused';

export interface OrdersTable {
  id: string;
  /** What buyers and artists quote (formatOrderNumber); int8 as text. */
  number: ColumnType<string, never, never>;
  buyer_id: string;
  state: OrderState;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  item_total: ColumnType<string, number, number>;
  tax: ColumnType<string, number, number>;
  shipping: ColumnType<string, number, number>;
  grand_total: ColumnType<string, number, number>;
  shipping_info: Json<OrderShipping>;
  /** An online order unpaid by then is cancelled; null for cash. */
  pay_by: Date | null;
  /** A cash order whose artist has not answered by then is cancelled; null for online orders. */
  confirm_by: Date | null;
  request_id: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface OrderItemsTable {
  id: string;
  order_id: string;
  artwork_id: string;
  artist_id: string;
  artist_name: string;
  artist_slug: string;
  slug: string;
  name: string;
  image: string;
  price: ColumnType<string, number, number>;
  status: OrderStatus;
}

/** Append-only: every status an item or order went through, who moved it and why. */
export interface OrderHistoryTable {
  id: Generated<string>;
  order_id: string;
  item_id: string | null;
  status: OrderStatus;
  step: OrderStep;
  note: string;
  actor_id: string | null;
  at: CreatedAt;
}

export type PaymentAttemptStatus = 'pending' | 'paid' | 'failed';

/** One row per attempt to pay an order, unique on provider + attempt (our transaction id). */
export interface PaymentsTable {
  id: string;
  order_id: string;
  provider: Exclude<PaymentMethod, 'cash'>;
  attempt_id: string;
  /** The provider's own reference once known (eSewa ref id, Stripe session id). */
  provider_ref: string | null;
  amount: ColumnType<string, number, number>;
  currency: 'NPR' | 'USD';
  /** What the attempt asked for in NPR (amountOwed at the hand-off); `amount` is in the provider's currency. */
  amount_npr: ColumnType<string, number, number>;
  /** Stripe's PaymentIntent of a paid session: refunds are made against it. */
  payment_intent: string | null;
  /** The public origin the buyer started from; the way back from the provider goes there. */
  return_origin: string | null;
  status: PaymentAttemptStatus;
  failure_reason: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type RefundStatus = 'pending' | 'refunded';

/** Money owed back on an order: pending until Stripe (webhook) or an operator says it is back. */
export interface RefundsTable {
  id: string;
  order_id: string;
  payment_id: string;
  provider: Exclude<PaymentMethod, 'cash'>;
  amount_npr: ColumnType<string, number, number>;
  /** In the payment's currency: NPR, or USD cents for Stripe. */
  amount: ColumnType<string, number, number>;
  currency: 'NPR' | 'USD';
  status: RefundStatus;
  /** Stripe's refund id, or the operator's transfer reference. */
  provider_ref: string | null;
  reason: string;
  /** The items it pays back, as the events carry them (empty for a late or second payment). */
  items: Json<OrderedItemFacts[]>;
  created_at: CreatedAt;
  refunded_at: Date | null;
  refunded_by: string | null;
}

export type OrderedItemFacts = {
  itemId: string;
  artworkId: string;
  artistId: string;
  name: string;
  image: string;
  price: number;
};

export interface CommerceTables extends KitTables {
  members: MembersTable;
  products: ProductsTable;
  blocks: BlocksTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_history: OrderHistoryTable;
  payments: PaymentsTable;
  refunds: RefundsTable;
}

export type OrderRow = import('kysely').Selectable<OrdersTable>;
export type OrderItemRow = import('kysely').Selectable<OrderItemsTable>;
export type PaymentRow = import('kysely').Selectable<PaymentsTable>;
export type RefundRow = import('kysely').Selectable<RefundsTable>;
export type ProductRow = import('kysely').Selectable<ProductsTable>;
