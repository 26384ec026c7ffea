import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listOf, parseStripeForm, textAt } from '../src/stripe-form.js';

test('Stripe-style nested keys decode into objects and ordered lists', () => {
  const params = parseStripeForm(
    'mode=payment&line_items[1][quantity]=2&line_items[0][quantity]=1' +
      '&line_items[0][price_data][product_data][name]=A%20%26%20B&metadata[orderId]=o1',
  );
  assert.equal(textAt(params, 'mode'), 'payment');
  assert.deepEqual(
    listOf(params.line_items).map((item) => textAt(item, 'quantity')),
    ['1', '2'],
  );
  assert.equal(textAt(listOf(params.line_items)[0], 'price_data', 'product_data', 'name'), 'A & B');
  assert.deepEqual(params.metadata, { orderId: 'o1' });
  assert.equal(textAt(params, 'missing', 'deeper'), undefined);
});
