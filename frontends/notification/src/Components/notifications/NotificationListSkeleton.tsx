import { Skeleton } from '@art/ui';
import './NotificationRow.css';

/** Rows kept while the first notifications load (six, keyed by place). */
const SKELETON_ROWS = ['n1', 'n2', 'n3', 'n4', 'n5', 'n6'];

/**
 * The notifications still loading: rows of the final layout (a face, a line, its time) in the
 * list's frame, said busy to screen readers, so the notifications arriving shift nothing.
 */
export function NotificationListSkeleton({ label }: { label: string }) {
  return (
    <ul className="ntf-list" aria-busy="true" aria-label={label} data-testid="notifications-loading">
      {SKELETON_ROWS.map((place) => (
        <li key={place} className="ntf-item">
          <span className="ntf-item__main">
            <Skeleton circle width={44} />
            <span className="ntf-item__text" style={{ flex: 1 }}>
              <Skeleton width="75%" />
              <Skeleton width="25%" height="0.75em" style={{ marginTop: 6 }} />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
