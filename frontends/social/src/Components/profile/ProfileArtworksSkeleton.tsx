import { ColumnGrid, PROFILE_MASONRY_COLUMNS, Skeleton } from '@art/ui';
import '../social.css';

/** Works' room kept while a profile's first page of artworks loads (eight, keyed by place). */
const SKELETON_WORKS = ['w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7', 'w8'];

/** The Artworks tab still loading: tiles in the grid's columns, the shape of a typical work. */
export function ProfileArtworksSkeleton() {
  return (
    <div aria-hidden="true" data-testid="profile-artworks-loading">
      <ColumnGrid breakpoints={PROFILE_MASONRY_COLUMNS} gutter={17}>
        {SKELETON_WORKS.map((place) => (
          <Skeleton key={place} aspectRatio={3 / 4} />
        ))}
      </ColumnGrid>
    </div>
  );
}
