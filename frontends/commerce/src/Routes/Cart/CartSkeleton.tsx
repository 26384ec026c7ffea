import { Skeleton } from '@art/ui';
import { CartLineSkeletons } from '../../Components/cart/CartLineSkeletons.js';
import '../../Components/commerce.css';
import './CartRoute.css';

/**
 * The cart while it loads, in its own two columns: rows of a thumbnail, a name and an artist, and
 * the totals' card beside them, so the cart arriving shifts nothing.
 */
export function CartSkeleton({ label }: { label: string }) {
  return (
    <div className="com-cart" data-testid="cart-loading">
      <CartLineSkeletons label={label} rows={3} />
      <div className="com-card" aria-hidden="true">
        <Skeleton width="60%" height="1.2em" />
        <Skeleton width="80%" />
        <Skeleton width="70%" />
        <Skeleton height={44} />
      </div>
    </div>
  );
}
