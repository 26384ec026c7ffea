import type { OrderPayload } from '@art/contracts';
import { sql } from 'kysely';
import { type CommerceTestContext, type Member, viewerHeaders } from './test-app.js';

export const GOOD_SHIPPING = {
  name: 'Anita Gurung',
  email: 'anita@example.com',
  phone: '9841000000',
  country: 'Nepal',
  city: 'Lalitpur',
  state: 'Bagmati',
  postalCode: '44700',
  address: 'Patan Durbar Square 5',
};

export function call(t: CommerceTestContext, member: Member, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: viewerHeaders(member) });
}

export function orderPayload(
  artworkIds: string[],
  paymentMethod: OrderPayload['paymentMethod'] = 'cash',
  shipping: Partial<typeof GOOD_SHIPPING> = {},
): OrderPayload {
  return {
    orderItems: artworkIds.map((product) => ({ product, qty: 1 as const, name: 'ignored', price: 1, image: '' })),
    // What a tampering client might send: the server computes its own.
    taxPrice: 1,
    shippingPrice: 0,
    totalAmount: 1,
    grandTotal: 1,
    paymentMethod,
    shippingInfo: { ...GOOD_SHIPPING, ...shipping },
  };
}

export function placeOrder(
  t: CommerceTestContext,
  buyer: Member,
  artworkIds: string[],
  paymentMethod: OrderPayload['paymentMethod'] = 'cash',
) {
  return call(t, buyer, 'POST', '/api/user/order', orderPayload(artworkIds, paymentMethod));
}

/** The events this service wrote for a type, oldest first. */
export async function outboxEvents<D = Record<string, unknown>>(t: CommerceTestContext, type: string) {
  const rows = await t.db
    .selectFrom('outbox')
    .select('payload')
    .where(sql<boolean>`payload->>'type' = ${type}`)
    .orderBy('seq')
    .execute();
  return rows.map((row) => row.payload as unknown as { data: D });
}

export async function catalogueStock(t: CommerceTestContext, artworkId: string): Promise<number> {
  const row = await t.catalogueDb
    .selectFrom('artworks')
    .select('stock')
    .where('id', '=', artworkId)
    .executeTakeFirstOrThrow();
  return row.stock as number;
}

/** Moves an order's payment (`pay_by`) or cash confirmation (`confirm_by`) deadline a second into the past. */
export async function endHold(t: CommerceTestContext, orderId: string, deadline: 'pay_by' | 'confirm_by') {
  await t.db
    .updateTable('orders')
    .set({ [deadline]: new Date(Date.now() - 1000) })
    .where('id', '=', orderId)
    .execute();
}
