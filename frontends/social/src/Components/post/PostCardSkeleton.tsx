import { Skeleton } from '@art/ui';
import './PostCard.css';
import '../social.css';

/**
 * A post still on its way, in the card's own layout (author, time, text, a picture's room, the
 * like and comment line), so the post arriving in its place moves nothing around it.
 */
export function PostCardSkeleton() {
  return (
    <article className="soc-card" data-testid="post-card-skeleton" aria-hidden="true">
      <header className="soc-post__head">
        <Skeleton circle width={40} />
        <span className="soc-post__who" style={{ gap: 6 }}>
          <Skeleton width="35%" />
          <Skeleton width="20%" height="0.8em" />
        </span>
      </header>
      <Skeleton width="90%" />
      <Skeleton width="70%" />
      <Skeleton aspectRatio={16 / 9} />
      <Skeleton width={140} />
    </article>
  );
}
