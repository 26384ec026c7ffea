import type { ArtworkView } from '@art/sdk';
import { useId } from 'react';
import { ArtworkCard } from './ArtworkCard.js';
import { HOME_ROW_LIMIT } from './browseLayout.js';
import './ArtworkRow.css';
import './browse.css';

type ArtworkRowProps = { title: string; artworks: readonly ArtworkView[]; testId?: string };

/** A home row: a titled strip of at most 11 artworks; nothing when there are none. */
export function ArtworkRow({ title, artworks, testId }: ArtworkRowProps) {
  const headingId = useId();
  if (artworks.length === 0) return null;
  return (
    <section className="cat-section cat-row-section" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="cat-row">
        {artworks.slice(0, HOME_ROW_LIMIT).map((artwork) => (
          <li key={artwork._id}>
            <ArtworkCard artwork={artwork} ratio={1} sizes="220px" />
          </li>
        ))}
      </ul>
    </section>
  );
}
