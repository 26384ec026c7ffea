import { Icon, useSession } from '@art/ui';
import { Link } from 'wouter';
import { useCart } from '../../hooks/useCart.js';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import './CartCounter.css';

/**
 * The header's cart link with the number of artworks in the cart (placed by the shell through an
 * area slot; signed-in viewers only). It reads the cart query every cart call writes, so adding and
 * removing show at once.
 */
export function CartCounter() {
  const { t } = useCommerceTranslation();
  const { token } = useSession();
  const cart = useCart();
  if (!token) return null;
  const count = cart.data?.products.length ?? 0;
  const label = t('cart.linkWithCount', { count });
  return (
    <Link href="/cart" className="com-cart-link" aria-label={label} title={label} data-testid="header-cart">
      <Icon name="cart" />
      <span className="com-cart-count" data-count={count} data-testid="header-cart-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

export default CartCounter;
