import { orderTotals } from '@art/contracts/commerce-rules';
import { firstShippingError, requiredShippingFilled } from '@art/contracts/shipping-rules';
import type { BasicDetails, OrderPayload, PaymentMethod } from '@art/sdk/commerce';
import * as commerce from '@art/sdk/commerce';
import { serverMessage } from '@art/sdk/refusals';
import { Button, useIsNarrow, usePageTitle, useSession, useSnackbar } from '@art/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { CheckoutTabs, checkoutPanelId } from '../../Components/checkout/CheckoutTabs.js';
import { OrderComplete } from '../../Components/checkout/OrderComplete.js';
import { OrderSummary } from '../../Components/checkout/OrderSummary.js';
import { PaymentMethodPicker } from '../../Components/checkout/PaymentMethodPicker.js';
import { ShippingForm, type ShippingValues } from '../../Components/checkout/ShippingForm.js';
import { commerceKeys } from '../../commerceKeys.js';
import { useBasicDetails } from '../../hooks/useBasicDetails.js';
import { useCart } from '../../hooks/useCart.js';
import { useCommerceRefusalText } from '../../hooks/useCommerceRefusalText.js';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { blockedDropNames, isBlockedRefusal } from '../../lib/blockedLines.js';
import { CHECKOUT_TABS, continueFrom, enabledTabs } from '../../lib/checkoutTabs.js';
import { handOffToProvider } from '../../lib/paymentHandoff.js';
import { paymentMethodsFor } from '../../lib/paymentMethods.js';
import { shippingMessageKey } from '../../lib/shippingMessageKey.js';
import '../../Components/commerce.css';
import { CheckoutSkeleton } from './CheckoutSkeleton.js';

const EMPTY_SHIPPING: ShippingValues = {
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

function shippingFrom(details: BasicDetails): ShippingValues {
  const { phoneNumber, ...rest } = details;
  return { ...EMPTY_SHIPPING, ...rest, phone: phoneNumber };
}

/**
 * The checkout (/checkout): Shipping (prefilled from the profile), Order, Payment and Review tabs.
 * Cash orders end on Review; online methods are handed to their provider, which sends the browser
 * back to /checkout/success or /checkout/failure.
 */
export function CheckoutRoute() {
  const { t } = useCommerceTranslation();
  usePageTitle(t('checkout.title'));
  const { token, user } = useSession();
  const { showSnackbar, hideSnackbar } = useSnackbar();
  const refusalText = useCommerceRefusalText();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const cart = useCart();
  const details = useBasicDetails();
  const isNarrow = useIsNarrow();
  const [tab, setTab] = useState(0);
  const [shipping, setShipping] = useState<ShippingValues>(EMPTY_SHIPPING);
  const [hasEdited, setHasEdited] = useState(false);
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod>('cash');
  const [orderId, setOrderId] = useState<string | null>(null);
  const [orderNumber, setOrderNumber] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);

  // The profile's details fill the form once, unless the buyer has started typing.
  useEffect(() => {
    if (details.data && !hasEdited) setShipping(shippingFrom(details.data));
  }, [details.data, hasEdited]);

  const methods = paymentMethodsFor(isNarrow);
  const method = methods.includes(chosenMethod) ? chosenMethod : 'cash';
  const lines = (cart.data?.products ?? []).filter((line) => line.product_id.available);
  const totals = orderTotals(lines.map((line) => line.product_id.price));
  const enabled = enabledTabs({ isShippingFilled: requiredShippingFilled(shipping), hasOrdered: orderId !== null });

  /** Shipping messages come from the shared rules (and the server) in English; shown in the page's language. */
  function localized(message: string): string {
    const key = shippingMessageKey(message);
    return key ? t(`shippingError.${key}`) : message;
  }

  function handleShippingChange(value: ShippingValues) {
    setHasEdited(true);
    setShipping(value);
  }

  function handleContinue() {
    const problem = tab === 0 ? firstShippingError(shipping) : null;
    const next = continueFrom(tab, problem);
    if (problem) showSnackbar(localized(problem), { type: 'error' });
    if (next !== null) setTab(next);
  }

  async function handleSubmit() {
    const problem = firstShippingError(shipping);
    if (problem) {
      showSnackbar(localized(problem), { type: 'error' });
      setTab(0);
      return;
    }
    const { address2, ...required } = shipping;
    const trimmed = Object.fromEntries(Object.entries(required).map(([key, value]) => [key, value.trim()]));
    const payload: OrderPayload = {
      orderItems: lines.map(({ product_id: product }) => ({
        product: product._id,
        name: product.name,
        image: product.image,
        price: product.price,
        qty: 1,
      })),
      taxPrice: totals.tax,
      shippingPrice: totals.shipping,
      totalAmount: totals.itemTotal,
      grandTotal: totals.grandTotal,
      paymentMethod: method,
      shippingInfo: { ...(trimmed as Omit<ShippingValues, 'address2'>), ...(address2.trim() ? { address2 } : {}) },
    };
    setIsSubmitting(true);
    showSnackbar(method === 'cash' ? t('checkout.processingCash') : t('checkout.redirecting'));
    let placedId = '';
    try {
      const placed = await commerce.placeOrder(payload, { token });
      placedId = placed.orderId;
      if (!placedId) {
        showSnackbar(t('checkout.noOrderId'), { type: 'error' });
        return;
      }
      setOrderId(placedId);
      setOrderNumber(placed.orderNumber);
      // Lines of an artist with whom a block now stands were left out; the buyer is told which.
      const dropped = blockedDropNames(placed);
      if (dropped.length > 0) showSnackbar(t('checkout.dropped', { names: dropped.join(', ') }), { type: 'error' });
      // The cash order is made: "processing" would otherwise linger over the Review tab's words.
      else if (method === 'cash') hideSnackbar();
      // The server takes ordered artworks out of the cart (at once for cash, once paid otherwise).
      void queryClient.invalidateQueries({ queryKey: commerceKeys.cart(user?._id ?? '') });
      void queryClient.invalidateQueries({ queryKey: commerceKeys.orders(user?._id ?? '') });
      if (method === 'cash') {
        setTab(3);
        return;
      }
      handOffToProvider(await commerce.getPaymentHandoff(placedId, { token }));
    } catch (error) {
      console.error('order not placed or not handed off', error);
      if (isBlockedRefusal(error)) {
        // Nothing was placed: the cart, read again, marks the lines and says why.
        showSnackbar(t('checkout.allBlocked'), { type: 'error' });
        void queryClient.invalidateQueries({ queryKey: commerceKeys.cart(user?._id ?? '') });
        return;
      }
      const message = localized(serverMessage(error, t('checkout.failed'), refusalText));
      showSnackbar(message, { type: 'error' });
      // The order exists: its page offers to pay again instead of ordering twice. The page takes a
      // code, never words (CHECKOUT_FAILURE_REASONS); the words were just shown.
      if (placedId) navigate(`/checkout/failure?order=${encodeURIComponent(placedId)}&reason=handoff-failed`);
    } finally {
      setIsSubmitting(false);
    }
  }

  const tabName = CHECKOUT_TABS[tab];
  const hasNothingToOrder = orderId === null && cart.isSuccess && lines.length === 0;
  return (
    <div className="com-page" style={{ maxWidth: 860 }} data-testid="checkout-page">
      <h1 style={{ margin: 0 }}>{t('checkout.title')}</h1>
      {cart.isLoading ? (
        <CheckoutSkeleton label={t('common.loading')} />
      ) : hasNothingToOrder ? (
        <div className="com-empty com-card" data-testid="checkout-empty">
          <p style={{ margin: 0 }}>{t('checkout.emptyCart')}</p>
          <div>
            <Button variant="secondary" onClick={() => navigate('/store/all')} data-testid="shop-more">
              {t('checkout.shopMore')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <CheckoutTabs selected={tab} enabled={enabled} onSelect={setTab} />
          <section
            id={checkoutPanelId}
            role="tabpanel"
            aria-labelledby={`checkout-tab-${tabName}`}
            className="com-row"
            style={{ flexDirection: 'column', alignItems: 'stretch' }}
          >
            {tabName === 'shipping' && <ShippingForm value={shipping} onChange={handleShippingChange} />}
            {tabName === 'order' && <OrderSummary lines={lines} totals={totals} />}
            {tabName === 'payment' && (
              <PaymentMethodPicker methods={methods} value={method} isNarrow={isNarrow} onChange={setChosenMethod} />
            )}
            {tabName === 'review' && orderId && <OrderComplete orderId={orderId} orderNumber={orderNumber} />}
          </section>
          {tabName !== 'review' && (
            <div className="com-actions">
              {tabName === 'payment' ? (
                <Button onClick={() => void handleSubmit()} isLoading={isSubmitting} data-testid="checkout-submit">
                  {t('checkout.submit')}
                </Button>
              ) : (
                <Button onClick={handleContinue} data-testid="checkout-continue">
                  {t('checkout.continue')}
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}

export default CheckoutRoute;
