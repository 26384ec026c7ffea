import { type RefObject, useEffect, useRef } from 'react';

/** How long to wait for a page (a remote still downloading) to show its heading. */
const HEADING_WAIT_MS = 8000;

function isTyping(element: Element | null): boolean {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  // Focusable by script only: the heading is no tab stop.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After a client-side navigation, focus goes to the new page's main heading, so keyboard and
 * screen-reader users start reading the page instead of staying on the link that was clicked
 * (a full page load starts at the top by itself, so the first render is left alone).
 */
export function useFocusHeadingOnNavigate(mainRef: RefObject<HTMLElement | null>, pathname: string): void {
  const shownPath = useRef(pathname);

  useEffect(() => {
    // Also keeps StrictMode's second run of the first effect from stealing focus on load.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = mainRef.current;
    if (!main || focusHeading(main)) return;
    // A remote page arrives later: wait for its heading, unless the visitor has started typing.
    const observer = new MutationObserver(() => {
      if (isTyping(document.activeElement) || focusHeading(main)) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [mainRef, pathname]);
}
