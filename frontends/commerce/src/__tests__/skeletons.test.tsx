// Commerce's loading states: skeletons of the final layout, busy and named, not a spinner; and what
// takes their place once the data has come (react-dom/server inside the shell's providers).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderWithShell, tagOf } from '@art/ui/testing';
import { ArtistSales } from '../Components/orders/ArtistSales.js';
import { BuyerOrders } from '../Components/orders/BuyerOrders.js';
import { OrderPage } from '../Components/orders/OrderPage.js';
import { OrderOutcome } from '../Components/outcome/OrderOutcome.js';
import { OrderReceipt } from '../Components/receipt/OrderReceipt.js';
import { commerceKeys } from '../commerceKeys.js';
import { CartRoute } from '../Routes/Cart/CartRoute.js';
import { CheckoutRoute } from '../Routes/Checkout/CheckoutRoute.js';

const buyer = { _id: 'b1', slug: 'hari', name: 'Hari', role: 1 };
const artist = { _id: 's1', slug: 'sita', name: 'Sita', role: 11 };
const busy = /aria-busy="true"/;

/** Renders twice: with nothing fetched yet, then with `data` under `key`. */
function beforeAndAfter(element: React.ReactElement, key: readonly unknown[], data: unknown, user = buyer) {
  return {
    loading: renderWithShell(element, { user }),
    loaded: renderWithShell(element, { user, queries: [[key, data]] }),
  };
}

describe('commerce loading skeletons', () => {
  it('draws the cart’s rows and totals while it loads, then the cart', () => {
    const { loading, loaded } = beforeAndAfter(<CartRoute />, commerceKeys.cart(buyer._id), {
      products: [],
      itemTotal: 0,
    });
    assert.match(loading, /data-testid="cart-loading"/);
    assert.match(loading, /<ul class="com-lines"[^>]*aria-busy="true" aria-label="Loading…"/);
    assert.doesNotMatch(loading, /art-spinner/);
    assert.doesNotMatch(loaded, /cart-loading/);
    assert.match(loaded, /data-testid="cart-empty"/);
  });
  it('draws the checkout’s steps and shipping fields while the cart loads, then the checkout', () => {
    const { loading, loaded } = beforeAndAfter(<CheckoutRoute />, commerceKeys.cart(buyer._id), {
      products: [],
      itemTotal: 0,
    });
    assert.match(tagOf(loading, 'checkout-loading'), busy);
    assert.match(loading, /role="status">Loading…</);
    assert.match(loading, /class="com-form"/);
    assert.doesNotMatch(loaded, /checkout-loading/);
    assert.match(loaded, /data-testid="checkout-empty"/);
  });
  it('draws order cards while the orders load, then the orders', () => {
    const { loading, loaded } = beforeAndAfter(<BuyerOrders isCompact={false} />, commerceKeys.orders(buyer._id), []);
    assert.match(tagOf(loading, 'orders-loading'), busy);
    assert.match(loading, /role="status">Loading…</);
    assert.match(loading, /class="com-card com-order"/);
    assert.doesNotMatch(loaded, /orders-loading/);
    assert.match(loaded, /data-testid="orders-empty"/);
  });
  it('draws one order card on the order’s page while it loads', () => {
    const { loading, loaded } = beforeAndAfter(
      <OrderPage orderId="o1" isKnownPath />,
      commerceKeys.order('o1', buyer._id),
      null,
    );
    assert.match(tagOf(loading, 'orders-loading'), busy);
    assert.doesNotMatch(loaded, /orders-loading/);
    assert.match(loaded, /data-testid="order-not-found"/);
  });
  it('draws the receipt’s card while its order loads', () => {
    const { loading, loaded } = beforeAndAfter(
      <OrderReceipt orderId="o1" />,
      commerceKeys.order('o1', buyer._id),
      null,
    );
    assert.match(tagOf(loading, 'receipt-loading'), busy);
    assert.match(loading, /role="status">Loading…</);
    assert.doesNotMatch(loaded, /receipt-loading/);
    assert.match(loaded, /data-testid="order-not-found"/);
  });
  it('draws the order’s lines on the payment’s return page while it loads', () => {
    const { loading, loaded } = beforeAndAfter(
      <OrderOutcome outcome="success" orderId="o1" />,
      commerceKeys.order('o1', buyer._id),
      null,
    );
    assert.match(tagOf(loading, 'outcome-loading'), /aria-busy="true" aria-label="Loading…"/);
    assert.doesNotMatch(loaded, /outcome-loading/);
    assert.match(loaded, /This order could not be found/);
  });
  it('draws sale cards while an artist’s sales load, then the sales', () => {
    const { loading, loaded } = beforeAndAfter(<ArtistSales />, commerceKeys.sales(artist._id), [], artist);
    assert.match(tagOf(loading, 'sales-loading'), /aria-busy="true" aria-label="Loading…"/);
    assert.doesNotMatch(loaded, /sales-loading/);
    assert.match(loaded, /data-testid="sales-empty"/);
  });
});
