import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { startEsewaStandIn } from '@art/payment-stand-ins';
import { uniqueEmail, waitUntil } from '@art/testing';
import type { Page } from 'playwright-core';
import { uploadArtwork } from '../system/support/artworks.js';
import { artist, type Member, projected } from '../system/support/members.js';
import {
  browserSuite,
  expectSnackbar,
  failureShots,
  registerVerifiedUser,
  signInThroughForm,
  visit,
  waitForPath,
  waitForText,
  waitForValue,
} from './support/browser.js';

/**
 * The commerce area's main journey on the real stack, as a buyer does it: Buy Artwork on an
 * artwork page (the dialog, Go To Cart, the header's counter), the cart, a cash checkout through
 * Shipping (a bad phone number is refused first), Order and Payment to Review, then the order on
 * /order as PENDING, cancelled there behind its confirmation.
 *
 * The artist redeems an artist code and uploads through the API (the path the upload page takes),
 * so the artwork reaches commerce the way every artwork does.
 */
const password = 'commerce123';
const buyer = { name: 'Anita Tamang', email: uniqueEmail('browser.commerce.buyer'), password, token: '' };
let painter: Member;
let artworkSlug = '';
let artworkId = '';
const ARTWORK_NAME = 'Rhododendron Ridge';
const PRICE = 1000;

// eSewa is a third party: its stand-in speaks ePay v2 (signed form, signed answer, status check).
const esewa = await startEsewaStandIn();
after(() => esewa.close());

const { stack, freshPage } = browserSuite(
  'browser_commerce',
  {
    linkToGateway: true,
    commerceEnv: { ESEWA_FORM_URL: esewa.formUrl, ESEWA_STATUS_URL: esewa.statusUrl },
    gatewayEnv: { PAYMENT_FORM_ORIGINS: esewa.url },
  },
  async () => {
    await registerVerifiedUser(stack(), buyer);
    const login = await stack().api('/auth/login', { body: { email: buyer.email, password } });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    buyer.token = login.body.token;
    painter = await artist(stack(), 'Bishnu Chitrakar');
    await projected(stack().databases.catalogue, painter, 11);
    ({ slug: artworkSlug, id: artworkId } = await uploadArtwork(stack(), painter, {
      name: ARTWORK_NAME,
      price: PRICE,
      stock: 1,
      description: 'Red blooms above Ghorepani.',
    }));
    // Commerce learns of the artwork from catalogue's events: the buyer can add it once it has.
    await waitUntil(
      'the artwork to reach commerce',
      async () =>
        (await stack().api('/cart/addItem', { token: buyer.token, body: { product_id: artworkId } })).status === 200,
      { timeoutMs: 30_000 },
    );
    const emptied = await stack().api(`/cart/removeItem?productId=${artworkId}`, { token: buyer.token });
    assert.equal(emptied.status, 200, JSON.stringify(emptied.body));
    assert.equal(emptied.body.data.products.length, 0);
  },
);

let page: Page;

async function buyerPage(): Promise<Page> {
  if (!page) {
    page = await freshPage();
    await signInThroughForm(page, buyer.email, buyer.password);
  }
  return page;
}

const counter = (on: Page) => on.locator('[data-testid=header-cart-count]');

test('Buy Artwork on an artwork page: the dialog, the header counter, Go To Cart', async () => {
  const on = await buyerPage();
  await failureShots('commerce-add-to-cart', on, async () => {
    await visit(on, `/artwork/${artworkSlug}`);
    await waitForText(on.locator('[data-testid=artwork-name]'), ARTWORK_NAME);
    await waitForText(counter(on), '0');
    await on.locator('[data-testid=artwork-buy]').click();
    const dialog = on.locator('[data-testid=add-to-cart-dialog]');
    await waitForText(dialog.locator('h2'), 'Artwork has been added to cart');
    await waitForText(counter(on), '1');
    // The 7-day cart cookie follows the server's cart.
    const cartCookie = (await on.context().cookies()).find((cookie) => cookie.name === 'cart');
    assert.deepEqual(JSON.parse(decodeURIComponent(cartCookie?.value ?? '[]')), [{ product: artworkId, qty: 1 }]);
    assert.ok((cartCookie?.expires ?? 0) * 1000 > Date.now() + 6 * 24 * 3600 * 1000, 'kept for 7 days');
    await dialog.locator('[data-testid=continue-shopping]').waitFor();
    await dialog.locator('[data-testid=go-to-cart]').click();
    await waitForPath(on, '/cart');
    await on.locator('[data-testid=cart-page]').waitFor();
    await waitForText(on.locator('[data-testid=cart-item-name]'), ARTWORK_NAME);
    assert.equal(await on.locator('[data-testid=cart-item]').count(), 1);
    await waitForText(on.locator('[data-testid=cart-item-price]'), 'NPR 1,000');
    await waitForText(on.locator('[data-testid=cart-total]'), 'NPR 1,000');
    // 1,000 + 13 % tax + 50 shipping.
    await waitForText(on.locator('[data-testid=total-grand]'), 'NPR 1,180');
    await waitForText(counter(on), '1');
  });
});

test('cash checkout: a bad phone is refused, then Order, Payment and Review', async () => {
  const on = await buyerPage();
  await failureShots('commerce-checkout', on, async () => {
    await visit(on, '/cart');
    await on.locator('[data-testid=proceed-checkout]').click();
    await waitForPath(on, '/checkout');
    // Prefilled from the buyer's profile.
    await waitForValue(on.locator('[data-testid=shipping-email]'), buyer.email);
    await waitForValue(on.locator('[data-testid=shipping-name]'), buyer.name);
    const fill = async (field: string, value: string) => on.locator(`[data-testid=shipping-${field}]`).fill(value);
    await fill('country', 'Nepal');
    await fill('city', 'Kathmandu');
    await fill('state', 'Bagmati');
    await fill('postalCode', '44600');
    await fill('address', 'Thamel Marg 12');
    // While typing, more than 9 characters that are not 10 digits say so under the field.
    await fill('phone', '98410000001');
    await waitForText(on.locator('.art-field__error'), 'Phone number must be 10 Digits');
    await fill('phone', '98410');
    await on.locator('[data-testid=checkout-continue]').click();
    await expectSnackbar(on, 'Phone number is not valid', 'error');
    assert.equal(await on.locator('[data-testid=checkout-tab-shipping]').getAttribute('aria-selected'), 'true');

    await fill('phone', '9841000000');
    await on.locator('[data-testid=checkout-continue]').click();
    await waitUntil(
      'the Order tab to open',
      async () => (await on.locator('[data-testid=checkout-tab-order]').getAttribute('aria-selected')) === 'true',
    );
    await waitForText(on.locator('[data-testid=checkout-order] [data-testid=cart-item-name]'), ARTWORK_NAME);
    await waitForText(on.locator('[data-testid=total-grand]'), 'NPR 1,180');
    assert.equal(await on.locator('[data-testid=checkout-tab-review]').isDisabled(), true);
    await on.locator('[data-testid=checkout-continue]').click();
    const cash = on.locator('[data-testid=payment-method-cash]');
    await cash.waitFor();
    assert.equal(await cash.isChecked(), true, 'cash on delivery is the default');
    await on.locator('[data-testid=payment-method-stripe]').waitFor();

    await on.locator('[data-testid=checkout-submit]').click();
    await waitForText(
      on.locator('[data-testid=checkout-complete-text]'),
      'Your order has been created. Your order will be confirmed via Email.',
    );
    assert.equal(await on.locator('[data-testid=checkout-tab-review]').getAttribute('aria-selected'), 'true');
    assert.equal(await on.locator('[data-testid=checkout-tab-shipping]').isDisabled(), true);
    assert.equal(await on.locator('[data-testid=checkout-tab-payment]').isDisabled(), true);
    // The server took the ordered artwork out of the cart.
    await waitForText(counter(on), '0');
    await on.locator('[data-testid=shop-more]').waitFor();
  });
});

test('the order on /order is PENDING, and CANCEL behind its confirmation makes it CANCELLED', async () => {
  const on = await buyerPage();
  await failureShots('commerce-orders', on, async () => {
    await visit(on, '/order');
    await on.locator('[data-testid=orders-page]').waitFor();
    const row = on.locator('[data-testid=order-row]', { hasText: ARTWORK_NAME });
    await waitForText(row.locator('[data-testid=order-status]'), 'PENDING');
    await waitForText(row.locator('[data-testid=order-price]'), 'NPR 1,000');
    assert.match((await row.locator('[data-testid=order-date]').textContent()) ?? '', /^\d{4}-\d{2}-\d{2}$/);
    assert.match((await row.textContent()) ?? '', /by Bishnu Chitrakar/);

    await row.locator('[data-testid=order-cancel]').click();
    const dialog = on.locator('[data-testid=order-cancel-dialog]');
    await waitForText(dialog.locator('h2'), 'Cancel Order');
    await waitForText(dialog.locator('p'), 'Are you sure you want to cancel this order?');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectSnackbar(on, 'Order has been Cancelled', 'success');
    await waitForText(row.locator('[data-testid=order-status]'), 'CANCELLED');
    assert.equal(await row.locator('[data-testid=order-cancel]').count(), 0);
  });
  // The server agrees.
  const orders = await stack().api('/user/order', { token: buyer.token });
  assert.equal(orders.status, 200, JSON.stringify(orders.body));
  assert.equal(orders.body.data.result[0].orderItems[0].status, 'CANCELLED');
});

test('a guest pressing Buy Artwork is asked to sign in', async () => {
  const guest = await freshPage();
  await failureShots('commerce-guest-buy', guest, async () => {
    await visit(guest, `/artwork/${artworkSlug}`);
    await guest.locator('[data-testid=artwork-buy]').click();
    await expectSnackbar(guest, 'You must logged in to buy an art');
    await waitForPath(guest, '/login');
    assert.equal(await counter(guest).count(), 0, 'no cart counter for guests');
  });
});

test('eSewa: the signed form is posted to eSewa, paid there, and the return page shows the order paid', async () => {
  const on = await buyerPage();
  // The cancelled order gave the piece back: it can be bought again.
  await waitUntil(
    'the piece to be back in stock',
    async () =>
      (await stack().api('/cart/addItem', { token: buyer.token, body: { product_id: artworkId } })).status === 200,
    { timeoutMs: 20_000 },
  );
  await failureShots('commerce-esewa', on, async () => {
    await visit(on, '/checkout');
    await waitForValue(on.locator('[data-testid=shipping-email]'), buyer.email);
    const fill = async (field: string, value: string) => on.locator(`[data-testid=shipping-${field}]`).fill(value);
    await fill('phone', '9841000000');
    await fill('country', 'Nepal');
    await fill('city', 'Kathmandu');
    await fill('state', 'Bagmati');
    await fill('postalCode', '44600');
    await fill('address', 'Thamel Marg 12');
    await on.locator('[data-testid=checkout-continue]').click();
    await on.locator('[data-testid=checkout-continue]').click();
    await on.locator('[data-testid=payment-method-esewa]').check();
    await on.locator('[data-testid=checkout-submit]').click();
    // The site's CSP must let the form reach eSewa.
    await on.waitForURL((url) => url.origin === esewa.url, { timeout: 20_000 });
    await on.locator('[data-testid=esewa-pay]').click();
    await waitForPath(on, '/checkout/success');
    await waitForText(on.locator('[data-testid=checkout-outcome]'), 'SUCCESS');
    await waitUntil(
      'the page to show the payment confirmed',
      async () => (await on.locator('[data-testid=checkout-payment-status]').getAttribute('data-status')) === 'paid',
      { timeoutMs: 15_000 },
    );
    await waitForText(on.locator('[data-testid=checkout-grand-total]'), 'NPR 1,180');
  });
  const orders = await stack().api('/user/order', { token: buyer.token });
  assert.equal(orders.body.data.result[0].paymentStatus, 'paid');
  assert.equal(orders.body.data.result[0].orderStatus, 'CONFIRMED');
});
