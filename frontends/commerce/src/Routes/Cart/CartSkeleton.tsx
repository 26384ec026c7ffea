import { ListRowSkeletons, Skeleton } from '@art/ui';
import '../../Components/commerce.css';
import './CartRoute.css';

/**
 * The cart while it loads, in its own two columns: rows of a thumbnail, a name and an artist, and
 * the totals' card beside them, so the cart arriving shifts nothing.
 */
export function CartSkeleton({ label }: { label: string }) {
  return (
    <div className="com-cart" data-testid="cart-loading">
      <ListRowSkeletons
        label={label}
        rows={3}
        picture="square"
        pictureSize={72}
        className="com-lines"
        rowClassName="com-line"
      />
      <div className="com-card" aria-hidden="true">
        <Skeleton width="60%" height="1.2em" />
        <Skeleton width="80%" />
        <Skeleton width="70%" />
        <Skeleton height={44} />
      </div>
    </div>
  );
}
