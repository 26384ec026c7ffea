import { Skeleton } from '@art/ui';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import '../../Components/browse/browse.css';
import './ArtworkRoute.css';

/**
 * The artwork page on its way, in its own layout: the picture's room beside the name, price,
 * like, actions and the artist, so the artwork arriving moves nothing.
 */
export function ArtworkPageSkeleton() {
  const { t } = useBrowseTranslation();
  return (
    <div className="cat-page" aria-busy="true" data-testid="artwork-loading">
      <span className="art-visually-hidden">{t('loading')}</span>
      <div className="cat-detail" aria-hidden="true">
        <Skeleton aspectRatio={4 / 3} />
        <div className="cat-detail__info">
          <Skeleton width="60%" height="2em" />
          <Skeleton width="30%" height="1.5em" />
          <Skeleton width="45%" />
          <Skeleton width="90%" />
          <Skeleton width="85%" />
          <Skeleton width="70%" />
          <Skeleton width={180} height={40} />
          <span style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <Skeleton circle width={48} />
            <Skeleton width="40%" />
          </span>
        </div>
      </div>
    </div>
  );
}
