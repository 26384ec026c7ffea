import assert from 'node:assert/strict';
import { test } from 'node:test';
import { amountOwed, formatOrderNumber, refundDue } from '../src/commerce-rules.js';

const item = (price: number, status = 'PENDING') => ({ price, status });

test('what an order owes counts its open items only: 13 % tax and NPR 50 shipping once', () => {
  // The case: NPR 2,000 and NPR 500; the NPR 2,000 item cancelled leaves NPR 615.
  assert.equal(amountOwed([item(2000), item(500)]).grandTotal, 2875);
  const afterCancel = amountOwed([item(2000, 'CANCELLED'), item(500)]);
  assert.deepEqual(afterCancel, { itemTotal: 500, tax: 65, shipping: 50, serviceCharge: 0, grandTotal: 615 });
  for (const status of ['CONFIRMED', 'SHIPPED', 'DELIVERED'])
    assert.equal(amountOwed([item(500, status)]).grandTotal, 615);
  for (const status of ['CANCELLED', 'REFUND_PENDING', 'REFUNDED'])
    assert.equal(amountOwed([item(500, status)]).grandTotal, 0, status);
});

test('nothing left owes nothing, not the shipping', () => {
  assert.deepEqual(amountOwed([item(2000, 'CANCELLED')]), {
    itemTotal: 0,
    tax: 0,
    shipping: 0,
    serviceCharge: 0,
    grandTotal: 0,
  });
  assert.equal(amountOwed([]).grandTotal, 0);
});

test("a refund is an item's price and tax, and the shipping with the last item", () => {
  const paid = [item(2000, 'CONFIRMED'), item(500, 'CONFIRMED')];
  assert.equal(refundDue(paid, [item(2000, 'REFUND_PENDING'), item(500, 'CONFIRMED')]), 2260);
  assert.equal(
    refundDue(
      [item(2000, 'REFUND_PENDING'), item(500, 'CONFIRMED')],
      [item(2000, 'REFUND_PENDING'), item(500, 'REFUND_PENDING')],
    ),
    615,
  );
  // Both refunds add up to what was paid: nothing kept, nothing given twice.
  assert.equal(2260 + 615, amountOwed(paid).grandTotal);
  assert.equal(refundDue(paid, paid), 0);
});

test('the rounding of the tax never loses or adds a rupee over several refunds', () => {
  const prices = [333, 777, 1001];
  const all = prices.map((price) => item(price, 'CONFIRMED'));
  let open = all;
  let refunded = 0;
  for (const price of prices) {
    const next = open.map((line) => (line.price === price ? { ...line, status: 'REFUND_PENDING' } : line));
    refunded += refundDue(open, next);
    open = next;
  }
  assert.equal(refunded, amountOwed(all).grandTotal);
});

test('order numbers are KB and six digits at least', () => {
  assert.equal(formatOrderNumber(1), 'KB-000001');
  assert.equal(formatOrderNumber(123456), 'KB-123456');
  assert.equal(formatOrderNumber(1234567), 'KB-1234567');
});
