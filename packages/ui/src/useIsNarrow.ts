import { useSyncExternalStore } from 'react';
import { breakpoints } from './tokens.js';

// Below the medium breakpoint (992 px): the compact layouts.
const NARROW_QUERY = `(max-width: ${breakpoints.medium - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(NARROW_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the viewport is narrower than 992 px, following resizes (matchMedia). */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
