import { Skeleton } from '@art/ui';
import { CartLineSkeletons } from '../cart/CartLineSkeletons.js';
import '../commerce.css';

/**
 * The order on the payment's return page while it loads: its number, payment and order status, an
 * artwork's row and the total, in the card's own column, said busy.
 */
export function OrderOutcomeSkeleton({ label }: { label: string }) {
  return (
    <>
      <Skeleton width={200} />
      <Skeleton width={240} />
      <Skeleton width={220} />
      <CartLineSkeletons label={label} rows={1} testId="outcome-loading" />
      <Skeleton width={180} height="1.2em" />
    </>
  );
}
