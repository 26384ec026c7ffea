import type { CSSProperties, ReactNode } from 'react';

export type LoadingRegionProps = {
  /** What is loading, said to screen readers once (a status), while the shapes stay hidden. */
  label: string;
  className?: string;
  style?: CSSProperties;
  testId?: string;
  /** The skeleton of the final layout. */
  children: ReactNode;
};

/**
 * The frame of a skeleton: the region the content will fill, said busy (aria-busy) and named by a
 * status only screen readers hear, so every loading page is announced the same way.
 */
export function LoadingRegion({ label, className, style, testId, children }: LoadingRegionProps) {
  return (
    <div className={className} style={style} aria-busy="true" data-testid={testId}>
      <span className="art-visually-hidden" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}
