import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { startStripeStandIn } from '@art/payment-stand-ins';
import { waitUntil } from '@art/testing';
import type { Page } from 'playwright-core';
import { uploadArtwork } from '../system/support/artworks.js';
import { artist, type Member, POKHARA_SHIPPING, projected, verifiedMember } from '../system/support/members.js';
import { browserSuite, failureShots, visit, waitForPath, waitForText } from './support/browser.js';

/**
 * The buyer's side of an order on the real stack: the checkout's finish names the order and links
 * it; the Orders page shows each order's number, date, items with their status, the figures of what
 * is open, the payment and the history; an unpaid card order is paid from there (Pay now, through
 * the Stripe stand-in); the receipt prints without the site's frame; and a phone pays by card.
 */
const WEBHOOK_SECRET = 'whsec_browser_orders_0123456789';
const STRIPE_KEY = 'sk_test_browser_orders_0123456789';
const PASSWORD = 'himal123';
const PHONE = { width: 390, height: 844 };

// Stripe is a third party: its stand-in speaks Checkout Sessions and signs its webhooks.
const stripe = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET, secretKey: STRIPE_KEY });
after(() => stripe.close());

let buyer: Member;
let painter: Member;
const pieces: Record<'cash' | 'payLater' | 'phone', { id: string; slug: string; name: string; price: number }> = {
  cash: { id: '', slug: '', name: 'Machhapuchhre at Dawn', price: 1000 },
  payLater: { id: '', slug: '', name: 'Boudha in Rain', price: 2000 },
  phone: { id: '', slug: '', name: 'Rara Lake Blue', price: 500 },
};

const { stack, freshPage } = browserSuite(
  'browser_orders',
  {
    linkToGateway: true,
    commerceEnv: { STRIPE_API_URL: stripe.url, STRIPE_SECRET_KEY: STRIPE_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  },
  async () => {
    stripe.setWebhookUrl(`${stack().gateway.url}/api/payment/stripe/webhook`);
    buyer = await verifiedMember(stack(), 'Pasang Sherpa', 'browser.orders.buyer');
    painter = await artist(stack(), 'Lok Chitrakar');
    await projected(stack().databases.catalogue, painter, 11);
    for (const piece of Object.values(pieces)) {
      Object.assign(piece, await uploadArtwork(stack(), painter, { name: piece.name, price: piece.price, stock: 1 }));
    }
    // Commerce learns of artworks from catalogue's events: the buyer can add one once it has.
    for (const piece of Object.values(pieces)) {
      await waitUntil(
        `${piece.name} to reach commerce`,
        async () =>
          (await stack().api('/cart/addItem', { token: buyer.token, body: { product_id: piece.id } })).status === 200,
        { timeoutMs: 30_000 },
      );
      await stack().api(`/cart/removeItem?productId=${piece.id}`, { token: buyer.token });
    }
  },
);

async function signedIn(options: { width?: number; height?: number } = {}): Promise<Page> {
  const page = await freshPage(options);
  await visit(page, '/login');
  const form = page.locator('[data-testid=login-form]');
  await form.getByLabel('Email').fill(buyer.email);
  await form.getByLabel('Password').fill(PASSWORD);
  await page.locator('[data-testid=login-submit]').click();
  await page.waitForFunction(() => document.cookie.includes('token=') && window.location.pathname !== '/login');
  return page;
}

async function inCart(pieceId: string): Promise<void> {
  const added = await stack().api('/cart/addItem', { token: buyer.token, body: { product_id: pieceId } });
  assert.equal(added.status, 200, JSON.stringify(added.body));
}

/** Shipping as the buyer types it (the profile fills name and e-mail), then on to Payment. */
async function shippingToPayment(on: Page): Promise<void> {
  await visit(on, '/checkout');
  await waitUntil(
    'the profile to fill the form',
    async () => (await on.locator('[data-testid=shipping-email]').inputValue()) === buyer.email,
  );
  const { name, email, ...rest } = POKHARA_SHIPPING;
  for (const [field, value] of Object.entries(rest)) await on.locator(`[data-testid=shipping-${field}]`).fill(value);
  await on.locator('[data-testid=checkout-continue]').click();
  await on.locator('[data-testid=checkout-continue]').click();
  await on.locator('[data-testid=payment-method-cash]').waitFor();
}

/** Opens the artwork's page until its price line reads `expected` (catalogue hears of holds by events). */
async function artworkReads(on: Page, slug: string, expected: string): Promise<void> {
  await waitUntil(
    `the artwork page to read ${expected}`,
    async () => {
      await visit(on, `/artwork/${slug}`);
      const price = on.locator('[data-testid=artwork-price]');
      await price.waitFor();
      return ((await price.textContent()) ?? '').trim() === expected;
    },
    { timeoutMs: 20_000 },
  );
}

const card = (on: Page, orderId: string) => on.locator(`[data-testid=order-card][data-order-id="${orderId}"]`);
let cashOrderId = '';
let cashOrderNumber = '';

test('checkout finish: a cash order names its number and links to it, with no "processing" left over it', async () => {
  await inCart(pieces.cash.id);
  const on = await signedIn();
  await failureShots('orders-checkout-finish', on, async () => {
    await shippingToPayment(on);
    await on.locator('[data-testid=checkout-submit]').click();
    await waitForText(
      on.locator('[data-testid=checkout-complete-text]'),
      'Your order has been created. Your order will be confirmed via Email.',
    );
    const link = on.locator('[data-testid=checkout-order-link]');
    cashOrderNumber = ((await on.locator('[data-testid=checkout-order-number]').textContent()) ?? '').replace(
      /^Order /,
      '',
    );
    assert.match(cashOrderNumber, /^KB-\d{6}$/);
    const href = (await link.getAttribute('href')) ?? '';
    assert.match(href, /^\/order\/[^/]+$/);
    cashOrderId = decodeURIComponent(href.slice('/order/'.length));
    const processing = on.locator('[data-testid=snackbar] .art-snackbar__message', { hasText: 'processing' });
    assert.equal(await processing.count(), 0, 'the "processing" toast is gone once the order is made');

    await link.click();
    await waitForPath(on, `/order/${cashOrderId}`);
    await waitForText(on.locator('h1'), `Order ${cashOrderNumber}`);
    await waitForText(card(on, cashOrderId).locator('[data-testid=order-status]'), 'PENDING');
  });
  const placed = await stack().api(`/user/order/${cashOrderId}`, { token: buyer.token });
  assert.equal(placed.body.data.orderNumber, cashOrderNumber);
});

test('the Orders page: number, date, items with status, figures, payment, history; cancelling empties the bill', async () => {
  const on = await signedIn();
  await failureShots('orders-page', on, async () => {
    await visit(on, '/order');
    const order = card(on, cashOrderId);
    await waitForText(order.locator('[data-testid=order-number]'), `Order ${cashOrderNumber}`);
    assert.match(
      (await order.locator('[data-testid=order-placed]').textContent()) ?? '',
      /^Placed on \d{4}-\d{2}-\d{2}$/,
    );
    const row = order.locator('[data-testid=order-row]', { hasText: pieces.cash.name });
    await waitForText(row.locator('[data-testid=order-status]'), 'PENDING');
    // 1,000 + 13 % tax + 50 shipping.
    await waitForText(order.locator('[data-testid=total-items]'), 'NPR 1,000');
    await waitForText(order.locator('[data-testid=total-tax]'), 'NPR 130');
    await waitForText(order.locator('[data-testid=total-shipping]'), 'NPR 50');
    await waitForText(order.locator('[data-testid=total-grand]'), 'NPR 1,180');
    await waitForText(order.locator('[data-testid=order-payment-method]'), 'Cash on delivery');
    await waitForText(order.locator('[data-testid=order-payment-status]'), 'Pay on delivery');
    const placedStep = order.locator('[data-testid=order-history-step][data-step=placed]');
    await waitForText(placedStep.locator('[data-testid=order-history-text]'), 'Placed');
    assert.match(
      (await placedStep.locator('[data-testid=order-history-time]').textContent()) ?? '',
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    assert.equal(await order.locator('[data-testid=order-pay-now]').count(), 0, 'a cash order is not paid online');

    await row.locator('[data-testid=order-cancel]').click();
    const dialog = on.locator('[data-testid=order-cancel-dialog]');
    await waitForText(dialog.locator('h2'), 'Cancel Order');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await waitForText(row.locator('[data-testid=order-status]'), 'CANCELLED');
    // Nothing is open: nothing is owed, not even shipping.
    await waitForText(order.locator('[data-testid=total-grand]'), 'NPR 0');
    await waitForText(order.locator('[data-testid=total-shipping]'), 'NPR 0');
    await order.locator('[data-testid=order-history-step][data-step=cancelled]').waitFor();
  });
});

let cardOrderId = '';

test('Pay now: an unpaid card order shows its hold, pays at Stripe and comes back paid', async () => {
  await inCart(pieces.payLater.id);
  const placed = await stack().api('/user/order', {
    token: buyer.token,
    body: { orderItems: [{ product: pieces.payLater.id }], paymentMethod: 'stripe', shippingInfo: POKHARA_SHIPPING },
  });
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  cardOrderId = placed.body.orderId;
  const on = await signedIn();
  await failureShots('orders-pay-now', on, async () => {
    await visit(on, '/order');
    const order = card(on, cardOrderId);
    await waitForText(order.locator('[data-testid=order-payment-status]'), 'Payment pending');
    assert.match(
      (await order.locator('[data-testid=order-hold-ends]').textContent()) ?? '',
      /^Pay by \d{4}-\d{2}-\d{2} \d{2}:\d{2}: the artworks are held for you until then\.$/,
    );
    await waitForText(order.locator('[data-testid=total-grand]'), 'NPR 2,310');
    // Meanwhile others see the piece on hold: no price to buy it at.
    await artworkReads(on, pieces.payLater.slug, 'ON HOLD');
    assert.equal(await on.locator('[data-testid=artwork-buy]').count(), 0, 'no Buy while on hold');
    await visit(on, '/order');
    await order.locator('[data-testid=order-pay-now]').click();
    await on.waitForURL((url) => url.origin === stripe.url, { timeout: 20_000 });
    await on.locator('[data-testid=stripe-pay]').click();
    await waitForPath(on, '/checkout/success');
    await waitForText(on.locator('[data-testid=checkout-outcome]'), 'SUCCESS');
    await waitForText(on.locator('[data-testid=checkout-order-number]'), `Order ${placed.body.orderNumber}`);
    assert.equal(await on.locator('[data-testid=checkout-order-link]').getAttribute('href'), `/order/${cardOrderId}`);
    await waitUntil(
      'the page to show the payment confirmed',
      async () => (await on.locator('[data-testid=checkout-payment-status]').getAttribute('data-status')) === 'paid',
      { timeoutMs: 20_000 },
    );

    await on.locator('[data-testid=checkout-order-link]').click();
    await waitForPath(on, `/order/${cardOrderId}`);
    const paid = card(on, cardOrderId);
    await waitForText(paid.locator('[data-testid=order-payment-status]'), 'Paid');
    await waitForText(paid.locator('[data-testid=order-payment-method]'), 'Card (international)');
    await paid.locator('[data-testid=order-history-step][data-step=paid]').waitFor();
    assert.equal(await paid.locator('[data-testid=order-pay-now]').count(), 0, 'nothing left to pay');
    // Paid, the piece is sold: "Sold", not its price with a Buy button.
    await artworkReads(on, pieces.payLater.slug, 'SOLD');
    assert.equal(await on.locator('[data-testid=artwork-buy]').count(), 0, 'no Buy once sold');
  });
});

test('the receipt: number, dates, shipping, items, figures and payment; printing leaves out the site’s frame', async () => {
  const on = await signedIn();
  await failureShots('orders-receipt', on, async () => {
    await visit(on, '/order');
    await card(on, cardOrderId).locator('[data-testid=order-receipt-link]').click();
    await waitForPath(on, `/order/${cardOrderId}/receipt`);
    const order = (await stack().api(`/user/order/${cardOrderId}`, { token: buyer.token })).body.data;
    await waitForText(on.locator('[data-testid=receipt-number]'), order.orderNumber);
    assert.match(
      (await on.locator('[data-testid=receipt-placed]').textContent()) ?? '',
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    assert.match(
      (await on.locator('[data-testid=receipt-paid]').textContent()) ?? '',
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    await waitForText(on.locator('[data-testid=receipt-buyer-name]'), POKHARA_SHIPPING.name);
    assert.match((await on.locator('[data-testid=receipt-shipping]').textContent()) ?? '', /Lakeside Road 7/);
    await waitForText(on.locator('[data-testid=receipt-item] .com-line__name'), pieces.payLater.name);
    await waitForText(on.locator('[data-testid=receipt-item-price]'), 'NPR 2,000');
    await waitForText(on.locator('[data-testid=total-grand]'), 'NPR 2,310');
    await waitForText(on.locator('[data-testid=receipt-payment-method]'), 'Card (international)');
    await waitForText(on.locator('[data-testid=receipt-payment-status]'), 'Paid');

    const print = on.locator('[data-testid=receipt-print]');
    assert.equal(await print.isVisible(), true);
    await on.emulateMedia({ media: 'print' });
    assert.equal(await on.locator('[data-testid=header]').isVisible(), false, 'no header on paper');
    assert.equal(await print.isVisible(), false, 'no Print button on paper');
    assert.equal(await on.locator('[data-testid=receipt-number]').isVisible(), true);
    await on.emulateMedia({ media: 'screen' });
    assert.equal(await on.locator('[data-testid=header]').isVisible(), true);
  });
});

test('on a phone: cash and card are offered (not eSewa or ConnectIPS), and a card pays through Stripe', async () => {
  await inCart(pieces.phone.id);
  const on = await signedIn(PHONE);
  await failureShots('orders-phone-card', on, async () => {
    await shippingToPayment(on);
    const offered = await on
      .locator('input[name=payment-method]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    assert.deepEqual(offered, ['cash', 'stripe']);
    await on.locator('[data-testid=payment-method-stripe]').check();
    await on.locator('[data-testid=checkout-submit]').click();
    await on.waitForURL((url) => url.origin === stripe.url, { timeout: 20_000 });
    await on.locator('[data-testid=stripe-pay]').click();
    await waitForPath(on, '/checkout/success');
    await waitUntil(
      'the page to show the payment confirmed',
      async () => (await on.locator('[data-testid=checkout-payment-status]').getAttribute('data-status')) === 'paid',
      { timeoutMs: 20_000 },
    );
    // 500 + 65 tax + 50 shipping.
    await waitForText(on.locator('[data-testid=checkout-grand-total]'), 'NPR 615');
    assert.match((await on.locator('[data-testid=checkout-order-number]').textContent()) ?? '', /^Order KB-\d{6}$/);
  });
  const orders = (await stack().api('/user/order', { token: buyer.token })).body.data.result;
  const phoneOrder = orders.find((order: { orderItems: { name: string }[] }) =>
    order.orderItems.some((item) => item.name === pieces.phone.name),
  );
  assert.equal(phoneOrder?.paymentMethod, 'stripe');
  assert.equal(phoneOrder?.paymentStatus, 'paid');
});
