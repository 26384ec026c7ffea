import { useEffect, useState } from 'react';
import { afterNextPaint, canWaitForPaint } from './afterNextPaint.js';

/**
 * How many of a list's `total` items to draw now: `first` at once, then `step` more after each
 * paint, until all are drawn. A feed of ten posts drawn in one go was one long task on a phone
 * (Lighthouse's blocking time, and its largest paint waited for it); drawn a few at a time, the
 * first screen paints first and the rest follow in short tasks. Items appended later (the next
 * page) are drawn the same way. All at once where nothing paints (server rendering, tests).
 */
export function useDrawnCount(total: number, first = 3, step = 2): number {
  const canStagger = canWaitForPaint();
  const [drawn, setDrawn] = useState(() => (canStagger ? first : total));
  const isDrawing = canStagger && drawn < total;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each step drawn (a new `drawn`) asks for the next
  useEffect(() => {
    if (!isDrawing) return;
    // The browser paints what is drawn before the next items are.
    return afterNextPaint(() => setDrawn((count) => count + step));
  }, [isDrawing, drawn, step]);
  return Math.min(drawn, total);
}
