import { LoadingRegion, Skeleton } from '@art/ui';
import '../commerce.css';
import './BuyerOrders.css';
import './OrderCard.css';

/** The shape of an order's card while it loads: its number and date, its artworks, its money. */
export function OrderCardSkeleton() {
  return (
    <div className="com-card com-order" aria-hidden="true">
      <div className="com-between">
        <Skeleton width="40%" height="1.5em" />
        <Skeleton width={120} />
      </div>
      <Skeleton height={96} />
      <div className="com-order__money">
        <Skeleton height={64} />
        <Skeleton height={96} />
      </div>
      <Skeleton width={100} />
    </div>
  );
}

/** `count` order cards where the orders will be, said busy and named for screen readers. */
export function OrderCardSkeletons({ label, count }: { label: string; count: number }) {
  return (
    <LoadingRegion label={label} className="com-orders" testId="orders-loading">
      {Array.from({ length: count }, (_, place) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <OrderCardSkeleton key={place} />
      ))}
    </LoadingRegion>
  );
}
