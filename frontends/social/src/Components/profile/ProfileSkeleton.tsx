import { Skeleton } from '@art/ui';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { ProfileArtworksSkeleton } from './ProfileArtworksSkeleton.js';
import './ProfilePage.css';
import './ProfileSidebar.css';
import '../social.css';

/**
 * A profile on its way, in the page's layout: the side bar (picture, name, counts, buttons) and
 * the tabs over a grid of works, so nothing jumps when it arrives.
 */
export function ProfileSkeleton() {
  const { t } = useSocialTranslation();
  return (
    <div className="soc-page" aria-busy="true" data-testid="profile-loading">
      <span className="art-visually-hidden">{t('common.loading')}</span>
      <div className="soc-profile">
        <div className="soc-sidebar" aria-hidden="true">
          <Skeleton circle width={120} />
          <Skeleton width="70%" height="1.5em" />
          <Skeleton width="50%" />
          <Skeleton width={160} height={32} />
          <Skeleton width="90%" />
          <Skeleton width="80%" />
        </div>
        <section className="soc-side">
          <Skeleton width={200} height={40} />
          <ProfileArtworksSkeleton />
        </section>
      </div>
    </div>
  );
}
