import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How near the screen a picture below the first one is asked for: about a phone's screen of rows
 * ahead, where the browser's own lazy loading starts 1,250 px or more ahead and so fetches a whole
 * gallery page at once, sharing the connection with the pictures on screen.
 */
export const PICTURE_NEAR_MARGIN = '400px 0px';

/**
 * Whether the element given to the returned ref has come within `rootMargin` of the screen, once:
 * it stays true after. Lets a part far down a page (a home row) fetch and render only as the reader
 * nears it, so the first paint does not share the phone's connection and time with it. True at
 * once where IntersectionObserver is missing (server rendering, old browsers).
 */
export function useNearViewport<T extends Element>(rootMargin = '600px 0px'): [(element: T | null) => void, boolean] {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (element === null || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setIsNear(true);
          observer.current?.disconnect();
        },
        { rootMargin },
      );
      observer.current.observe(element);
    },
    [rootMargin],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, isNear];
}
