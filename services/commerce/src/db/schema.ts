import type { OrderShipping, OrderStatus, PaymentStatus, ShippingInfo } from '@art/contracts';
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
  thumbnail: string;
  deleted: Generated<boolean>;
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
  status: PaymentAttemptStatus;
  failure_reason: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CommerceTables extends KitTables {
  members: MembersTable;
  products: ProductsTable;
  blocks: BlocksTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_history: OrderHistoryTable;
  payments: PaymentsTable;
}

export type OrderRow = import('kysely').Selectable<OrdersTable>;
export type OrderItemRow = import('kysely').Selectable<OrderItemsTable>;
export type PaymentRow = import('kysely').Selectable<PaymentsTable>;
export type ProductRow = import('kysely').Selectable<ProductsTable>;
