import { artworks } from '@art/sdk';
import { useEffect, useRef } from 'react';

/** Counts one view per visit of an artwork page (a new slug is a new visit). */
export function useArtworkViewCount(slug: string, isLoaded: boolean) {
  // A ref survives StrictMode's second effect run, so development counts once too.
  const countedSlug = useRef<string | null>(null);
  useEffect(() => {
    if (!isLoaded || countedSlug.current === slug) return;
    countedSlug.current = slug;
    // The count is bookkeeping: a failure is not the visitor's concern.
    artworks.countView(slug).catch(() => {});
  }, [slug, isLoaded]);
}
