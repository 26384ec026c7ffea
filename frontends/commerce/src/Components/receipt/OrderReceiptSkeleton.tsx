import { LoadingRegion, Skeleton } from '@art/ui';
import { Fragment } from 'react';
import '../commerce.css';
import './OrderReceipt.css';

/** The receipt's facts, keyed: a row each while the order loads. */
const FACTS = ['number', 'placed', 'method', 'status'];

/**
 * The receipt while its order loads, in the card it will fill: the brand, the facts (number,
 * dates, payment), where it goes, the artworks and the totals, said busy to screen readers.
 */
export function OrderReceiptSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="com-card" testId="receipt-loading">
      <Skeleton width={160} height="1.5em" />
      <div className="com-totals" aria-hidden="true">
        {FACTS.map((fact) => (
          <Fragment key={fact}>
            <Skeleton width={110} />
            <Skeleton width={140} style={{ justifySelf: 'end' }} />
          </Fragment>
        ))}
      </div>
      <Skeleton height={80} />
      <Skeleton height={72} />
      <Skeleton height={96} />
    </LoadingRegion>
  );
}
