import { ListRowSkeletons, Skeleton } from '@art/ui';
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
      <ListRowSkeletons
        label={label}
        rows={1}
        picture="square"
        pictureSize={72}
        className="com-lines"
        rowClassName="com-line"
        testId="outcome-loading"
      />
      <Skeleton width={180} height="1.2em" />
    </>
  );
}
