import { Skeleton } from '@art/ui';
import './StudioCard.css';
import './browse.css';

/** Studio cards' room kept while the directory's first page loads (eight, keyed by place). */
const SKELETON_STUDIOS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];

/**
 * The studios directory still loading: cards of the final layout (a face, a name, two lines), in
 * the same grid or list, said busy to screen readers, so the studios arriving shift nothing.
 */
export function StudiosSkeleton({ layout, label }: { layout: 'grid' | 'list'; label: string }) {
  return (
    <ul
      className={`cat-studios cat-studios--${layout}`}
      aria-busy="true"
      aria-label={label}
      data-testid="studios-loading"
    >
      {SKELETON_STUDIOS.map((place) => (
        <li key={place}>
          <div className="cat-studio">
            <Skeleton circle width={64} />
            <div style={{ flex: 1 }}>
              <Skeleton width="60%" height="1.2em" />
              <Skeleton width="40%" style={{ marginTop: 8 }} />
              <Skeleton width="80%" style={{ marginTop: 8 }} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
