import {
  Button,
  hasPicture,
  ImageWithFallback,
  Tabs,
  tabId,
  tabPanelId,
  useAfterPaint,
  usePageTitle,
  useSession,
} from '@art/ui';
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { useProfile } from '../../hooks/useProfile.js';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { ArtistPostsFeed } from '../feed/ArtistPostsFeed.js';
import { ProfileArtworks } from './ProfileArtworks.js';
import { ProfileSidebar } from './ProfileSidebar.js';
import { ProfileSkeleton } from './ProfileSkeleton.js';
import './ProfilePage.css';
import '../social.css';

type Tab = 'work' | 'feed';

/**
 * A profile by slug under `base` (/studios, /user or /profile): cover, side bar, and the Artworks
 * and Feed tabs as sub-paths; any other sub-path goes to Artworks. The cover (the page's largest
 * paint) is drawn first, the side bar and tabs right after it has painted.
 */
export function ProfilePage({ base }: { base: '/studios' | '/user' | '/profile' }) {
  const { t } = useSocialTranslation();
  const params = useParams<{ slug: string; '*'?: string }>();
  const slug = params.slug ?? '';
  const rest = (params['*'] ?? '').replace(/\/$/, '');
  const [, navigate] = useLocation();
  const { user } = useSession();
  const profile = useProfile(slug);
  const isCoverPainted = useAfterPaint(profile.data !== undefined);
  usePageTitle(profile.data?.name ?? '');
  const tab: Tab = rest === 'feed' ? 'feed' : 'work';
  const here = `${base}/${slug}`;

  useEffect(() => {
    if (rest !== 'work' && rest !== 'feed') navigate(`${here}/work`, { replace: true });
  }, [rest, here, navigate]);

  if (profile.isError) {
    return (
      <div className="soc-page soc-empty" data-testid="profile-not-found">
        <h1>{t('common.notFound')}</h1>
        <Button onClick={() => navigate('/')}>{t('common.backHome')}</Button>
      </div>
    );
  }
  if (!profile.data) return <ProfileSkeleton />;
  const data = profile.data;
  return (
    <div className="soc-page" data-testid="profile-page">
      {hasPicture(data.cover) && (
        <ImageWithFallback className="soc-cover" src={data.cover} alt={t('profile.cover', { name: data.name })} />
      )}
      {isCoverPainted && (
        <div className="soc-profile">
          <ProfileSidebar profile={data} />
          <section className="soc-side">
            <Tabs
              label={t('profile.tabs')}
              idPrefix="profile"
              selectedId={tab}
              onSelect={(id) => navigate(`${here}/${id}`)}
              tabs={[
                { id: 'work', label: t('profile.artworks') },
                { id: 'feed', label: t('profile.feed') },
              ]}
            />
            <div role="tabpanel" id={tabPanelId('profile', tab)} aria-labelledby={tabId('profile', tab)}>
              {tab === 'work' ? (
                <ProfileArtworks userId={data._id} isOwner={user?._id === data._id} />
              ) : (
                <ArtistPostsFeed artistId={data._id} />
              )}
            </div>
          </section>
        </div>
      )}
    </div>
  );
}
