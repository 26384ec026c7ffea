import type { CSSProperties } from 'react';
import { Skeleton } from './Skeleton.js';

export type ListRowSkeletonsProps = {
  /** What is loading, said to screen readers (the list is busy). */
  label: string;
  /** How many rows stand in; enough to fill the first screen of the list. */
  rows?: number;
  /** The row's picture: a face (circle), a thumbnail (square) or none. */
  picture?: 'circle' | 'square' | 'none';
  /** The picture's side in pixels, as the final row draws it. */
  pictureSize?: number;
  /** Lines of text beside the picture: a name alone, or a name over a second line. */
  lines?: 1 | 2;
  /** The list's own class, so the placeholder sits in the same frame as the list it stands for. */
  className?: string;
  /** The row's own class (padding, border), so each row is as tall as a final one. */
  rowClassName?: string;
  /** The list's own inline style (a gap between cards), as the final list sets it. */
  style?: CSSProperties;
  testId?: string;
};

// Without the list's own row class, a row of its own: the picture beside its two lines.
const DEFAULT_ROW: CSSProperties = { display: 'flex', alignItems: 'center', gap: 12, padding: '8px 0' };
const LINES: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 6, flex: 1, minWidth: 0 };

/**
 * A list still loading: rows of the final list's shape (a picture, a name, perhaps a second line),
 * one component for every area's lists of that shape (conversations, artworks in a cart, sales,
 * reports), said busy and named for screen readers, so the rows arriving shift nothing.
 */
export function ListRowSkeletons({
  label,
  rows = 5,
  picture = 'circle',
  pictureSize = 44,
  lines = 2,
  className,
  rowClassName,
  style,
  testId,
}: ListRowSkeletonsProps) {
  return (
    <ul
      className={className}
      style={className ? style : { listStyle: 'none', margin: 0, padding: 0, ...style }}
      aria-busy="true"
      aria-label={label}
      data-testid={testId}
    >
      {Array.from({ length: rows }, (_, place) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <li key={place} className={rowClassName} style={rowClassName ? undefined : DEFAULT_ROW} aria-hidden="true">
          {picture !== 'none' && <Skeleton circle={picture === 'circle'} width={pictureSize} height={pictureSize} />}
          <span style={LINES}>
            <Skeleton width="55%" />
            {lines === 2 && <Skeleton width="80%" height="0.85em" />}
          </span>
        </li>
      ))}
    </ul>
  );
}
