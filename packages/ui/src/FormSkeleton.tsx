import type { CSSProperties } from 'react';
import { LoadingRegion } from './LoadingRegion.js';
import { Skeleton } from './Skeleton.js';

export type FormSkeletonProps = {
  /** What is loading, said to screen readers (the form is busy). */
  label: string;
  /** How many fields the final form shows. */
  fields?: number;
  /** The final form's own class for its fields (a grid of two columns, say); a column without it. */
  className?: string;
  /** Whether a submit button follows the fields; off where the page draws its own buttons. */
  hasSubmit?: boolean;
  testId?: string;
};

const COLUMN: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 16 };

/**
 * A form whose saved values are still loading: a label line and an input box for each field (the
 * sizes of `.art-field`: a 21px label, 4px apart, a 46px input), then the submit button, so the
 * form arriving shifts nothing and no one types into a field about to be overwritten.
 */
export function FormSkeleton({ label, fields = 4, className, hasSubmit = true, testId }: FormSkeletonProps) {
  return (
    <LoadingRegion label={label} style={COLUMN} testId={testId}>
      <div className={className} style={className ? undefined : COLUMN} aria-hidden="true">
        {Array.from({ length: fields }, (_, place) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <span key={place} className="art-field">
            <Skeleton width={120} height={21} />
            <Skeleton height={46} />
          </span>
        ))}
      </div>
      {hasSubmit && <Skeleton width={140} height={44} />}
    </LoadingRegion>
  );
}
