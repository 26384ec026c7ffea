import { Skeleton } from '@art/ui';
import './ArtworkCard.css';

/** The shape of an artwork card while its artwork is on its way: picture, name, studio and price. */
export function ArtworkCardSkeleton({ ratio = 1 }: { ratio?: number }) {
  return (
    <div className="cat-card" data-testid="artwork-card-skeleton">
      <Skeleton aspectRatio={ratio} />
      <Skeleton width="70%" height="1.2em" />
      <Skeleton width="90%" height="1em" />
    </div>
  );
}
