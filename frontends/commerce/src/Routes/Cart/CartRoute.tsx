import { orderTotals } from '@art/contracts/commerce-rules';
import type { CartLine } from '@art/sdk/commerce';
import * as commerce from '@art/sdk/commerce';
import { Button, ConfirmDialog, usePageTitle, useSession, useSnackbar } from '@art/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { CartLineItem } from '../../Components/cart/CartLineItem.js';
import { MoneyTotals } from '../../Components/cart/MoneyTotals.js';
import { useCart } from '../../hooks/useCart.js';
import { useCartWriter } from '../../hooks/useCartWriter.js';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { usePriceFormat } from '../../hooks/usePriceFormat.js';
import '../../Components/commerce.css';
import './CartRoute.css';
import { CartSkeleton } from './CartSkeleton.js';

/** The cart (/cart): its artworks, each removable after a confirmation, the totals and Proceed To Checkout. */
export function CartRoute() {
  const { t } = useCommerceTranslation();
  usePageTitle(t('cart.title'));
  const { token } = useSession();
  const { showSnackbar } = useSnackbar();
  const [, navigate] = useLocation();
  const price = usePriceFormat();
  const cart = useCart();
  const cartWriter = useCartWriter();
  const [removing, setRemoving] = useState<CartLine | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);

  async function handleConfirmRemove() {
    if (!removing) return;
    setIsRemoving(true);
    try {
      await cartWriter.write(await commerce.removeFromCart(removing.product_id._id, { token }));
    } catch (error) {
      console.error('cart item not removed', error);
      showSnackbar(t('cart.removeFailed'), { type: 'error' });
    } finally {
      setIsRemoving(false);
      setRemoving(null);
    }
  }

  const lines = cart.data?.products ?? [];
  const available = lines.filter((line) => line.product_id.available);
  const totals = orderTotals(available.map((line) => line.product_id.price));
  return (
    <div className="com-page" data-testid="cart-page">
      <h1 style={{ margin: 0 }}>{t('cart.title')}</h1>
      {cart.isLoading ? (
        <CartSkeleton label={t('common.loading')} />
      ) : lines.length === 0 ? (
        <div className="com-empty com-card" data-testid="cart-empty">
          <p style={{ margin: 0 }}>{t('cart.empty')}</p>
          <div>
            <Button variant="secondary" onClick={() => navigate('/store/all')} data-testid="shop-more">
              {t('cart.shopMore')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="com-cart">
          <ul className="com-lines" aria-label={t('cart.title')}>
            {lines.map((line) => (
              <CartLineItem key={line.product_id._id} line={line} onRemove={setRemoving} />
            ))}
          </ul>
          <aside className="com-card">
            <div className="com-between">
              <strong>{t('cart.total')}</strong>
              <strong data-testid="cart-total">{price(totals.itemTotal)}</strong>
            </div>
            <MoneyTotals totals={totals} />
            {available.length < lines.length && <p className="com-muted">{t('cart.unavailableNote')}</p>}
            <Button
              isFullWidth
              disabled={available.length === 0}
              onClick={() => navigate('/checkout')}
              data-testid="proceed-checkout"
            >
              {t('cart.proceed')}
            </Button>
          </aside>
        </div>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        title={t('cart.removeTitle')}
        message={t('cart.removeMessage')}
        confirmLabel={t('common.confirm')}
        cancelLabel={t('common.cancel')}
        isDanger
        isBusy={isRemoving}
        onConfirm={() => void handleConfirmRemove()}
        onCancel={() => setRemoving(null)}
        testId="cart-remove-dialog"
      />
    </div>
  );
}

export default CartRoute;
