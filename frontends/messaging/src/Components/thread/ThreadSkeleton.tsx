import { LoadingRegion, Skeleton } from '@art/ui';
import './Composer.css';
import './MessageItem.css';
import './MessageList.css';
import './ThreadHeader.css';

/** The bubbles drawn while a thread loads: whose side each is on, and how wide, keyed by place. */
const BUBBLES = [
  { place: 'b1', isOwn: false, width: 220 },
  { place: 'b2', isOwn: true, width: 160 },
  { place: 'b3', isOwn: false, width: 280 },
  { place: 'b4', isOwn: true, width: 200 },
  { place: 'b5', isOwn: false, width: 140 },
];

/**
 * A thread still loading, in the panel's own layout: the header (a face, a name), bubbles on
 * both sides and the composer's bar, said busy to screen readers, so the thread arriving shifts
 * nothing.
 */
export function ThreadSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="msg-panel" style={{ flex: 1 }} testId="thread-loading">
      <div className="msg-thread-head" aria-hidden="true">
        <Skeleton circle width={36} />
        <span className="msg-thread-head__who">
          <Skeleton width="30%" />
        </span>
      </div>
      <ol className="msg-thread" aria-hidden="true">
        {BUBBLES.map(({ place, isOwn, width }) => (
          <li key={place} className="msg-bubble" data-own={isOwn}>
            <Skeleton width={width} height={38} style={{ borderRadius: 12 }} />
          </li>
        ))}
      </ol>
      <div className="msg-composer" aria-hidden="true">
        <Skeleton height={40} style={{ flex: 1 }} />
        <Skeleton width={72} height={40} />
      </div>
    </LoadingRegion>
  );
}
