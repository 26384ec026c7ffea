import { useEffect, useState } from 'react';
import { afterNextPaint, canWaitForPaint } from './afterNextPaint.js';

/**
 * False until the browser has painted once since `isReady` became true, then true for good: lets
 * a page draw its largest picture alone first and the rest right after, so the picture's paint
 * does not wait for everything else the page draws in the same task (a studio page's cover before
 * its side bar and tabs: Lighthouse's "element render delay"). True at once where nothing paints
 * (server rendering, tests).
 */
export function useAfterPaint(isReady: boolean): boolean {
  const [isPainted, setPainted] = useState(() => !canWaitForPaint());
  useEffect(() => {
    if (!isReady || isPainted) return;
    return afterNextPaint(() => setPainted(true));
  }, [isReady, isPainted]);
  return isPainted;
}
