import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SHIPPING_MESSAGES } from '@art/contracts/shipping-rules';
import { commerceEn } from '../locales/commerce.en.js';
import { commerceNe } from '../locales/commerce.ne.js';
import { commerceZh } from '../locales/commerce.zh.js';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

test('ne and zh have every key of en, no other, and the same placeholders', () => {
  const english = keys(commerceEn).sort();
  for (const [language, texts] of [
    ['ne', commerceNe],
    ['zh', commerceZh],
  ] as const) {
    assert.deepEqual(keys(texts).sort(), english, language);
    for (const key of english) {
      const get = (root: unknown) =>
        key.split('.').reduce((node, part) => (node as Record<string, unknown>)[part], root) as string;
      assert.deepEqual(placeholders(get(texts)), placeholders(get(commerceEn)), `${language} ${key}`);
      assert.ok(get(texts).trim().length > 0, `${language} ${key} is empty`);
    }
  }
});

test('the spec’s messages are the English texts, word for word', () => {
  assert.equal(commerceEn.cart.empty, "You don't have any items in your cart!");
  assert.equal(commerceEn.cart.removeTitle, 'Remove Item');
  assert.equal(commerceEn.cart.removeMessage, 'Are you sure you want to remove this item?');
  assert.equal(commerceEn.cart.removeFailed, 'Something went wrong while Removing product to cart');
  assert.equal(commerceEn.cart.proceed, 'Proceed To Checkout');
  assert.equal(commerceEn.buy.loginToBuy, 'You must logged in to buy an art');
  assert.equal(commerceEn.buy.added, 'Artwork has been added to cart');
  assert.equal(commerceEn.buy.addFailed, 'Something went wrong while adding product to cart');
  assert.equal(commerceEn.checkout.complete, 'Your order has been created. Your order will be confirmed via Email.');
  assert.equal(commerceEn.checkout.processingCash, 'You order is processing. Please wait...');
  assert.equal(commerceEn.checkout.redirecting, 'You will shortly be redirected to payment gateway. Please wait...');
  assert.equal(commerceEn.checkout.noOrderId, 'Something went wrong while creating order');
  assert.equal(commerceEn.checkout.failed, 'An unexpected error has occurred. Please reload and try again.');
  assert.equal(commerceEn.orders.empty, "You don't have any orders!");
  assert.equal(commerceEn.orders.cancelTitle, 'Cancel Order');
  assert.equal(commerceEn.orders.cancelMessage, 'Are you sure you want to cancel this order?');
  assert.equal(commerceEn.orders.cancelled, 'Order has been Cancelled');
  assert.equal(commerceEn.orders.cancelFailed, 'Something went wrong');
  assert.equal(commerceEn.outcome.success, 'SUCCESS');
  assert.equal(commerceEn.outcome.failure, 'Failure');
});

test('every shared shipping message has its English text, the same words', () => {
  assert.deepEqual(commerceEn.shippingError, { ...SHIPPING_MESSAGES });
});
