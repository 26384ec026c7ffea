import assert from 'node:assert/strict';
import { test } from 'node:test';
import { orderTotals } from '@art/contracts/commerce-rules';
import { continueFrom, enabledTabs } from '../lib/checkoutTabs.js';
import { isCancellable } from '../lib/orderRows.js';
import { paymentMethodsFor } from '../lib/paymentMethods.js';
import { placedDate } from '../lib/placedDate.js';
import { canCancelSale, nextSaleStatus } from '../lib/saleActions.js';
import { shippingMessageKey } from '../lib/shippingMessageKey.js';

test('orders are dated YYYY-MM-DD', () => {
  assert.equal(placedDate('2026-03-07T12:00:00.000Z'), '2026-03-07');
  assert.equal(placedDate('2026-11-24T12:30:00Z'), '2026-11-24');
  assert.equal(placedDate('not a date'), '');
});

test('checkout tabs: Order and Payment need the shipping filled and no order; Review only after it', () => {
  assert.deepEqual(enabledTabs({ isShippingFilled: false, hasOrdered: false }), {
    shipping: true,
    order: false,
    payment: false,
    review: false,
  });
  assert.deepEqual(enabledTabs({ isShippingFilled: true, hasOrdered: false }), {
    shipping: true,
    order: true,
    payment: true,
    review: false,
  });
  assert.deepEqual(enabledTabs({ isShippingFilled: true, hasOrdered: true }), {
    shipping: false,
    order: false,
    payment: false,
    review: true,
  });
});

test('Continue moves one tab on, from Shipping only when its check passes, never past Payment', () => {
  assert.equal(continueFrom(0, 'Phone number is not valid'), null);
  assert.equal(continueFrom(0, null), 1);
  assert.equal(continueFrom(1, null), 2);
  assert.equal(continueFrom(1, 'ignored off the Shipping tab'), 2);
  assert.equal(continueFrom(2, null), null);
});

test('the narrow layout offers cash and cards; the wide one cash first, then eSewa, ConnectIPS and Stripe', () => {
  assert.deepEqual(paymentMethodsFor(true), ['cash', 'stripe']);
  assert.deepEqual(paymentMethodsFor(false), ['cash', 'esewa', 'connect_ips', 'stripe']);
});

test('totals follow section 9: 13 % tax and 50 NPR shipping', () => {
  assert.deepEqual(orderTotals([1000]), {
    itemTotal: 1000,
    tax: 130,
    shipping: 50,
    serviceCharge: 0,
    grandTotal: 1180,
  });
});

test('only a PENDING item can be cancelled by the buyer', () => {
  const statuses = ['PENDING', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'REFUND_PENDING', 'REFUNDED'] as const;
  assert.deepEqual(
    statuses.map((status) => isCancellable({ status })),
    [true, false, false, false, false, false, false],
  );
});

test('an artist moves a sale on one step at a time and may cancel it until it ships', () => {
  assert.equal(nextSaleStatus({ status: 'PENDING', paymentMethod: 'cash' }), 'CONFIRMED');
  assert.equal(nextSaleStatus({ status: 'PENDING', paymentMethod: 'esewa' }), null);
  assert.equal(nextSaleStatus({ status: 'CONFIRMED', paymentMethod: 'esewa' }), 'SHIPPED');
  assert.equal(nextSaleStatus({ status: 'SHIPPED', paymentMethod: 'cash' }), 'DELIVERED');
  assert.equal(nextSaleStatus({ status: 'DELIVERED', paymentMethod: 'cash' }), null);
  assert.equal(canCancelSale({ status: 'PENDING' }), true);
  assert.equal(canCancelSale({ status: 'CONFIRMED' }), true);
  assert.equal(canCancelSale({ status: 'SHIPPED' }), false);
});

test('shipping messages map back to their translation keys', () => {
  assert.equal(shippingMessageKey('Phone number is not valid'), 'phone');
  assert.equal(shippingMessageKey('Postal Code is invalid'), 'postalCode');
  assert.equal(shippingMessageKey('Something else'), null);
});

test('the cart cookie holds one entry per artwork, quantity 1', async () => {
  const { cartCookieValue } = await import('../lib/cartCookie.js');
  assert.equal(
    cartCookieValue([{ product_id: { _id: 'a1' } }, { product_id: { _id: 'b2' } }]),
    '[{"product":"a1","qty":1},{"product":"b2","qty":1}]',
  );
  assert.equal(cartCookieValue([]), '[]');
});
