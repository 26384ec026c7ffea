import type { CSSProperties } from 'react';

export type SkeletonProps = {
  /** Width of the shape (a number is pixels); default the whole line. */
  width?: number | string;
  /** Height of the shape (a number is pixels); default one line of text. */
  height?: number | string;
  /** A circle (a face) instead of a rounded box. */
  circle?: boolean;
  /** Width over height: the box keeps the shape of what comes (a picture), whatever its width. */
  aspectRatio?: number;
  className?: string;
  style?: CSSProperties;
};

/**
 * A grey placeholder of something still on its way, drawn the size of what will replace it, so the
 * page does not move when it arrives (no layout shift). Hidden from screen readers: the region
 * that waits says it is busy (aria-busy) and names what loads.
 */
export function Skeleton({ width, height, circle = false, aspectRatio, className, style }: SkeletonProps) {
  const shape: CSSProperties = {
    width: circle ? (width ?? height ?? 40) : (width ?? '100%'),
    height: aspectRatio ? undefined : circle ? (height ?? width ?? 40) : (height ?? '1em'),
    aspectRatio: aspectRatio ? String(aspectRatio) : undefined,
    borderRadius: circle ? '50%' : undefined,
    ...style,
  };
  return (
    <span
      className={className ? `art-skeleton ${className}` : 'art-skeleton'}
      aria-hidden="true"
      data-testid="skeleton"
      style={shape}
    />
  );
}
