import { Skeleton } from '@art/ui';
import { ArtworkCardSkeletons } from '../browse/ArtworkCardSkeleton.js';
import { LISTING_COLUMNS } from '../browse/browseLayout.js';
import '../create/create.css';
import './SearchArtistCard.css';

/** Places kept while the results come: a row of artists and a screenful of artworks. */
const ARTIST_PLACES = ['a1', 'a2', 'a3', 'a4'];
const ARTWORK_PLACES = 8;

/**
 * Search results on their way: the final layout's artists (a square picture, a name, the counts)
 * and artwork cards, said busy to screen readers, so the results arriving shift nothing.
 */
export function SearchResultsSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" data-testid="search-loading">
      <span className="art-visually-hidden" role="status">
        {label}
      </span>
      <div aria-hidden="true">
        <Skeleton width={120} height="1.5em" style={{ margin: '0.83em 0' }} />
        <ul className="search-page__grid">
          {ARTIST_PLACES.map((place) => (
            <li key={place} className="search-card">
              <Skeleton aspectRatio={1} />
              <Skeleton width="70%" height="1.2em" />
              <Skeleton width="50%" />
            </li>
          ))}
        </ul>
        <Skeleton width={120} height="1.5em" style={{ margin: '0.83em 0' }} />
        <ArtworkCardSkeletons count={ARTWORK_PLACES} breakpoints={LISTING_COLUMNS} gutter={16} />
      </div>
    </div>
  );
}
