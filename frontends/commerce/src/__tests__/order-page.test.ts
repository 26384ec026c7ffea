import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_UNPAID_PIECES_DEFAULT } from '@art/contracts/commerce-rules';
import type { OrderView } from '@art/sdk/commerce';
import { commerceRefusal } from '../lib/commerceRefusals.js';
import { historyLines, paidAt } from '../lib/orderHistory.js';
import { orderPageView, orderPath, receiptPath } from '../lib/orderPaths.js';
import { placedTime } from '../lib/placedDate.js';
import { commerceEn } from '../locales/commerce.en.js';

const items = [
  { _id: 'i-1', name: 'Rhododendron Ridge' },
  { _id: 'i-2', name: 'Phewa at Dusk' },
] as OrderView['orderItems'];

test('the order and its receipt have the links the areas agreed on', () => {
  assert.equal(orderPath('6650a1'), '/order/6650a1');
  assert.equal(receiptPath('6650a1'), '/order/6650a1/receipt');
  assert.equal(orderPath('a/b?c'), '/order/a%2Fb%3Fc');
});

test('what follows the order id picks the view; anything else is not a page', () => {
  assert.equal(orderPageView(undefined), 'order');
  assert.equal(orderPageView(''), 'order');
  assert.equal(orderPageView('receipt'), 'receipt');
  assert.equal(orderPageView('receipt/'), 'receipt');
  assert.equal(orderPageView('Receipt'), 'receipt');
  assert.equal(orderPageView('invoice'), null);
  assert.equal(orderPageView('receipt/extra'), null);
});

test('the history reads oldest first, naming the artwork a step concerned', () => {
  const lines = historyLines({
    orderItems: items,
    history: [
      { step: 'cancelled', status: 'CANCELLED', at: '2026-11-24T10:05:00Z', itemId: 'i-2', note: '' },
      { step: 'placed', status: 'PENDING', at: '2026-11-24T10:00:00Z', itemId: null, note: '' },
      { step: 'paid', status: 'CONFIRMED', at: '2026-11-24T10:03:00Z', itemId: null, note: '' },
      { step: 'shipped', status: 'SHIPPED', at: '2026-11-24T10:05:00Z', itemId: 'i-1', note: '' },
      { step: 'refunded', status: 'REFUNDED', at: '2026-11-24T10:06:00Z', itemId: 'gone', note: '' },
    ],
  });
  assert.deepEqual(
    lines.map((line) => [line.step, line.itemName]),
    [
      ['placed', null],
      ['paid', null],
      ['cancelled', 'Phewa at Dusk'],
      ['shipped', 'Rhododendron Ridge'],
      ['refunded', null],
    ],
  );
});

test('the receipt’s paid date is the first payment; none while unpaid', () => {
  const history = [
    { step: 'placed', status: 'PENDING', at: '2026-11-24T10:00:00Z', itemId: null, note: '' },
    { step: 'paid', status: 'CONFIRMED', at: '2026-11-24T10:03:00Z', itemId: null, note: '' },
  ] as OrderView['history'];
  assert.equal(paidAt({ history }), '2026-11-24T10:03:00Z');
  assert.equal(paidAt({ history: history.slice(0, 1) }), null);
});

test('history times read YYYY-MM-DD HH:mm in local time', () => {
  const at = new Date(2026, 10, 24, 9, 5).toISOString();
  assert.equal(placedTime(at), '2026-11-24 09:05');
  assert.equal(placedTime('soon'), '');
});

test('every step, status and payment status the contract knows has its words', () => {
  const steps = ['placed', 'paid', 'payment-failed', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
  for (const step of [...steps, 'refund-pending', 'refunded'] as const) assert.ok(commerceEn.step[step], step);
  assert.equal(commerceEn.status.REFUND_PENDING, 'Refund pending');
  assert.equal(commerceEn.status.REFUNDED, 'Refunded');
  assert.equal(commerceEn.payment['partially-refunded'], 'Partly refunded');
  assert.equal(commerceEn.payment.refunded, 'Refunded');
});

test('commerce’s refusal codes are put in the page’s words, keeping the artworks and the cap they name', () => {
  for (const code of ['hold-limit', 'on-hold', 'not-for-sale', 'sold-out', 'payment-method']) {
    const words = commerceRefusal(code, 'anything');
    assert.equal(words?.key, `refusal.${code}`);
    assert.ok(commerceEn.refusal[code as keyof typeof commerceEn.refusal], code);
  }
  assert.deepEqual(commerceRefusal('sold-out', 'This artwork has already been sold: Boudha in Rain, Rara Lake'), {
    key: 'refusal.sold-out',
    values: {},
    names: 'Boudha in Rain, Rara Lake',
  });
  assert.equal(commerceRefusal('on-hold', 'This artwork is on hold for another buyer')?.names, null);
  assert.equal(commerceRefusal('payment-method', 'Please choose a payment method: Cash on Delivery')?.names, null);
  assert.deepEqual(
    commerceRefusal('hold-limit', 'You can hold at most 5 unpaid or unconfirmed pieces at once.')?.values,
    { limit: 5 },
  );
  assert.deepEqual(commerceRefusal('hold-limit', 'Too many held pieces')?.values, { limit: MAX_UNPAID_PIECES_DEFAULT });
  assert.equal(commerceRefusal('blocked', 'You cannot interact with this user'), null);
  assert.equal(commerceRefusal('validate-error', 'Name field is required'), null);
});

test('the English refusal texts are the service’s own words', () => {
  assert.equal(commerceEn.refusal['sold-out'], 'This artwork has already been sold');
  assert.equal(commerceEn.refusal['on-hold'], 'This artwork is on hold for another buyer');
  assert.equal(
    commerceEn.refusal['payment-method'],
    'Please choose a payment method: Cash on Delivery, eSewa, ConnectIPS or Card',
  );
});
