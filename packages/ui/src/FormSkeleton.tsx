import { Skeleton } from './Skeleton.js';

export type FormSkeletonProps = {
  /** What is loading, said to screen readers (the form is busy). */
  label: string;
  /** How many fields the final form shows before its buttons. */
  fields?: number;
  className?: string;
  testId?: string;
};

/**
 * A form whose saved values are still loading: a label line and an input box for each field (the
 * sizes of `.art-field`: a 21px label, 4px apart, a 46px input), then the button row, so the form
 * arriving shifts nothing and no one types into a field about to be overwritten.
 */
export function FormSkeleton({ label, fields = 4, className, testId }: FormSkeletonProps) {
  return (
    <div
      className={className}
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
      aria-busy="true"
      data-testid={testId}
    >
      <span className="art-visually-hidden" role="status">
        {label}
      </span>
      {Array.from({ length: fields }, (_, place) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <span key={place} className="art-field" aria-hidden="true">
          <Skeleton width={120} height={21} />
          <Skeleton height={46} />
        </span>
      ))}
      <Skeleton width={140} height={44} />
    </div>
  );
}
