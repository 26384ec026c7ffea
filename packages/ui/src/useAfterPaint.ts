import { useEffect, useState } from 'react';

/**
 * False until the browser has painted once since `isReady` became true, then true for good: lets
 * a page draw its largest picture alone first and the rest right after, so the picture's paint
 * does not wait for everything else the page draws in the same task (a studio page's cover before
 * its side bar and tabs: Lighthouse's "element render delay"). True at once where nothing paints
 * (server rendering, tests).
 */
export function useAfterPaint(isReady: boolean): boolean {
  const canWait = typeof window !== 'undefined' && typeof window.requestAnimationFrame === 'function';
  const [isPainted, setPainted] = useState(!canWait);
  useEffect(() => {
    if (!isReady || isPainted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame, then a task: what is drawn now is painted before the rest is drawn.
    const frame = window.requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [isReady, isPainted]);
  return isPainted;
}
