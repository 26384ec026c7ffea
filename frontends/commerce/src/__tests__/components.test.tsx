// What the cart's, checkout's and orders' components put on the page (react-dom/server inside the
// shell's providers, no browser): the lines and their prices, the totals, the steps, the choices.

import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { orderTotals } from '@art/contracts/commerce-rules';
import type { CartLine } from '@art/sdk/commerce';
import { languageTextsLoaded, renderWithShell, tagOf, textOf } from '@art/ui/testing';
import { CartLineItem } from '../Components/cart/CartLineItem.js';
import { MoneyTotals } from '../Components/cart/MoneyTotals.js';
import { CheckoutTabs } from '../Components/checkout/CheckoutTabs.js';
import { OrderSummary } from '../Components/checkout/OrderSummary.js';
import { PaymentMethodPicker } from '../Components/checkout/PaymentMethodPicker.js';
import { ShippingForm, type ShippingValues } from '../Components/checkout/ShippingForm.js';
import { StatusLabel } from '../Components/orders/StatusLabel.js';
import { commerceKeys } from '../commerceKeys.js';
import { PAYMENT_METHODS } from '../lib/paymentMethods.js';
import { CartRoute } from '../Routes/Cart/CartRoute.js';

const buyer = { _id: 'b1', slug: 'hari', name: 'Hari', role: 1 };
const ignore = () => {};

function aLine(change: Partial<CartLine['product_id']> = {}): CartLine {
  return {
    qty: 1,
    product_id: {
      _id: 'a1',
      id: 'a1',
      slug: 'mountain-dawn',
      name: 'Mountain Dawn',
      price: 25000,
      stock: 1,
      image: '',
      author: { _id: 's1', name: 'Sita', slug: 'sita' },
      available: true,
      ...change,
    } as CartLine['product_id'],
  };
}

// The rules' own figures for one NPR 25,000 piece: 13 % tax, the flat shipping charge.
const totals = orderTotals([25000]);

// Some renders below are in Nepali or Chinese, whose texts a page fetches when it needs them.
before(languageTextsLoaded);
describe('CartLineItem', () => {
  it('links the artwork, names its artist and shows its price', () => {
    const html = renderWithShell(<CartLineItem line={aLine()} onRemove={ignore} />);
    assert.match(tagOf(html, 'cart-item-name'), /href="\/artwork\/mountain-dawn"/);
    assert.match(textOf(html), /Mountain Dawn by Sita NPR 25,000/);
    assert.doesNotMatch(html, /cart-item-unavailable/);
  });
  it("names the artwork on its remove button, and has none in the checkout's list", () => {
    assert.match(
      tagOf(renderWithShell(<CartLineItem line={aLine()} onRemove={ignore} />), 'cart-remove'),
      /aria-label="Remove Mountain Dawn from the cart"/,
    );
    assert.doesNotMatch(renderWithShell(<CartLineItem line={aLine()} />), /cart-remove/);
  });
  it('says a sold piece is no longer available, and why for a blocked artist', () => {
    const sold = renderWithShell(<CartLineItem line={aLine({ available: false })} />);
    assert.match(sold, /data-testid="cart-item-unavailable"[^>]*>No longer available</);
    const blocked = renderWithShell(
      <CartLineItem line={aLine({ available: false, unavailableReason: { status: 'blocked', message: '' } })} />,
    );
    assert.match(textOf(blocked), /you cannot interact with its artist/);
  });
});

describe('MoneyTotals', () => {
  it('lists item total, tax, shipping and grand total with their amounts', () => {
    const text = textOf(renderWithShell(<MoneyTotals totals={totals} />));
    assert.equal(text, 'Item total NPR 25,000 Tax (13%) NPR 3,250 Shipping NPR 50 Grand total NPR 28,300');
  });
  it('writes the amounts in Devanagari digits in Nepali', () => {
    const html = renderWithShell(<MoneyTotals totals={totals} />, { language: 'ne' });
    assert.match(html, /data-testid="total-grand">NPR २८,३००</);
  });
});

describe('OrderSummary', () => {
  it('lists the artworks about to be ordered, without remove buttons, and their totals', () => {
    const html = renderWithShell(
      <OrderSummary lines={[aLine(), aLine({ _id: 'a2', name: 'River' })]} totals={totals} />,
    );
    assert.equal(html.match(/data-testid="cart-item"/g)?.length, 2);
    assert.doesNotMatch(html, /cart-remove/);
    assert.match(html, /data-testid="total-grand">NPR 28,300</);
  });
});

describe('CheckoutTabs', () => {
  it('is a tab list with the current step selected and the closed ones disabled', () => {
    const html = renderWithShell(
      <CheckoutTabs
        selected={0}
        enabled={{ shipping: true, order: false, payment: false, review: false }}
        onSelect={ignore}
      />,
    );
    assert.match(html, /role="tablist" aria-label="Checkout steps"/);
    assert.match(tagOf(html, 'checkout-tab-shipping'), /aria-selected="true"/);
    assert.doesNotMatch(tagOf(html, 'checkout-tab-shipping'), /disabled/);
    assert.match(tagOf(html, 'checkout-tab-order'), /aria-selected="false"[^>]*disabled=""/);
    assert.equal(textOf(html), 'Shipping Order Payment Review');
  });
});

describe('PaymentMethodPicker', () => {
  it("offers every method as a radio, the chosen one checked, with the card's currency note", () => {
    const html = renderWithShell(
      <PaymentMethodPicker methods={PAYMENT_METHODS} value="esewa" isNarrow={false} onChange={ignore} />,
    );
    assert.match(html, /<legend[^>]*>Payment method/i);
    assert.match(tagOf(html, 'payment-method-esewa'), /checked=""/);
    assert.doesNotMatch(tagOf(html, 'payment-method-cash'), /checked/);
    assert.match(textOf(html), /Card \(international\) Charged in US dollars \(USD\) by card\./);
  });
  it('says where the local wallets are on the narrow layout only', () => {
    const narrow = textOf(
      renderWithShell(<PaymentMethodPicker methods={['cash', 'stripe']} value="cash" isNarrow onChange={ignore} />),
    );
    const wide = textOf(
      renderWithShell(
        <PaymentMethodPicker methods={['cash', 'stripe']} value="cash" isNarrow={false} onChange={ignore} />,
      ),
    );
    assert.ok(narrow.length > wide.length);
    assert.ok(narrow.startsWith(wide.replace(/\s*$/, '')));
  });
});

describe('ShippingForm', () => {
  const empty: ShippingValues = {
    name: '',
    email: '',
    phone: '',
    country: '',
    city: '',
    state: '',
    postalCode: '',
    address: '',
    address2: '',
  };
  it('asks for every field, all required but the second address line', () => {
    const html = renderWithShell(<ShippingForm value={empty} onChange={ignore} />);
    assert.match(tagOf(html, 'shipping-name'), /required=""/);
    assert.match(tagOf(html, 'shipping-phone'), /type="tel"/);
    assert.doesNotMatch(tagOf(html, 'shipping-address2'), /required/);
    assert.doesNotMatch(html, /aria-invalid="true"/);
  });
  it('says the phone must be 10 digits while a longer one is typed, read with the field', () => {
    const html = renderWithShell(<ShippingForm value={{ ...empty, phone: '98000000001' }} onChange={ignore} />);
    assert.match(tagOf(html, 'shipping-phone'), /aria-invalid="true"/);
    assert.match(html, /Phone number must be 10 Digits/);
  });
});

describe('StatusLabel', () => {
  it('names the status in words, marked for its colour', () => {
    const html = renderWithShell(<StatusLabel status="REFUND_PENDING" />);
    assert.match(html, /data-status="REFUND_PENDING"[^>]*>Refund pending</);
  });
});

describe('CartRoute', () => {
  it('says the cart is empty and offers Shop More', () => {
    const html = renderWithShell(<CartRoute />, {
      user: buyer,
      queries: [[commerceKeys.cart(buyer._id), { products: [], itemTotal: 0 }]],
    });
    assert.match(html, /<h1[^>]*>Cart<\/h1>/);
    assert.match(textOf(html), /You don't have any items in your cart! Shop More/);
    assert.doesNotMatch(html, /proceed-checkout/);
  });
  it('totals the available artworks only and notes the unavailable ones', () => {
    const html = renderWithShell(<CartRoute />, {
      user: buyer,
      queries: [
        [
          commerceKeys.cart(buyer._id),
          { products: [aLine(), aLine({ _id: 'a2', name: 'River', price: 9000, available: false })], itemTotal: 34000 },
        ],
      ],
    });
    assert.match(html, /data-testid="cart-total">NPR 25,000</);
    assert.match(html, /Items that are no longer available are not ordered/);
    assert.doesNotMatch(tagOf(html, 'proceed-checkout'), /disabled/);
  });
  it('cannot proceed to checkout when nothing in the cart is available', () => {
    const html = renderWithShell(<CartRoute />, {
      user: buyer,
      queries: [[commerceKeys.cart(buyer._id), { products: [aLine({ available: false })], itemTotal: 0 }]],
    });
    assert.match(tagOf(html, 'proceed-checkout'), /disabled=""/);
  });
});
