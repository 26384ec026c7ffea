/** Whether this runs where the browser paints (not server rendering, not a test without a DOM). */
export function canWaitForPaint(): boolean {
  return typeof window !== 'undefined' && typeof window.requestAnimationFrame === 'function';
}

/**
 * Calls `callback` once the browser has painted what is drawn now: a frame, then a task. Returns
 * what cancels it (an effect's cleanup). The one scheduling useAfterPaint and useDrawnCount share.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
