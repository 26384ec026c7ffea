import { LoadingRegion, Skeleton } from '@art/ui';
import './ExhibitionViewer.css';

/**
 * An exhibition still loading, in the viewer's own frame: the bar (its title and buttons), the
 * first artwork's place and the previous / next row, said busy to screen readers.
 */
export function ExhibitionViewerSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="exhibition-viewer" testId="exhibition-loading">
      <div className="exhibition-viewer__bar" aria-hidden="true">
        <Skeleton width="40%" height={28} style={{ marginRight: 'auto' }} />
        <Skeleton width={72} height={32} />
        <Skeleton width={96} height={32} />
        <Skeleton width={72} height={32} />
      </div>
      <div className="exhibition-viewer__window" aria-hidden="true">
        <div className="exhibition-viewer__slide" style={{ height: '100%' }}>
          <Skeleton width="min(60%, 640px)" aspectRatio={4 / 3} />
        </div>
      </div>
      <div className="exhibition-viewer__nav" aria-hidden="true">
        <Skeleton width={90} height={32} />
        <Skeleton width={60} />
        <Skeleton width={90} height={32} />
      </div>
    </LoadingRegion>
  );
}
