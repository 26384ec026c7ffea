import * as social from '@art/sdk/social';
import { Avatar, Tabs, tabId, tabPanelId, useSession } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { FollowButton } from '../../Components/follows/FollowButton.js';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { profileLink } from '../../lib/profileLink.js';
import { socialKeys } from '../../socialKeys.js';
import '../../Components/social.css';
import './StudiosToFollowRow.css';

type Tab = 'recommended' | 'trending';

/** The home page's Studios to follow row (signed in): Recommended and Trending tabs, 11 at most. */
export function StudiosToFollowRow() {
  const { t } = useSocialTranslation();
  const { token, user } = useSession();
  const [tab, setTab] = useState<Tab>('recommended');
  const viewerId = user?._id ?? '';
  const studios = useQuery({
    queryKey: socialKeys.studiosToFollow(tab, viewerId),
    queryFn: ({ signal }) =>
      tab === 'recommended'
        ? social.getRecommendedStudios({ token, signal })
        : social.getStudiosToFollow({ token, signal }),
    enabled: Boolean(token),
  });
  if (!token || (studios.isSuccess && studios.data.length === 0 && tab === 'recommended')) return null;
  return (
    <section className="soc-side" aria-labelledby="studios-to-follow" data-testid="studios-to-follow">
      <h2 id="studios-to-follow" style={{ margin: 0 }}>
        {t('studios.title')}
      </h2>
      <Tabs
        label={t('studios.tabs')}
        idPrefix="studios-to-follow"
        selectedId={tab}
        onSelect={(id) => setTab(id as Tab)}
        tabs={[
          { id: 'recommended', label: t('studios.recommended') },
          { id: 'trending', label: t('studios.trending') },
        ]}
      />
      <ul
        className="soc-row-cards"
        role="tabpanel"
        id={tabPanelId('studios-to-follow', tab)}
        aria-labelledby={tabId('studios-to-follow', tab)}
      >
        {(studios.data ?? []).map((studio) => (
          <li key={studio._id} className="soc-studio-card" data-testid="studio-to-follow">
            <Avatar picture={studio.picture} name={studio.name} size={64} />
            <Link href={profileLink(studio, viewerId) ?? '/studios'}>{studio.name}</Link>
            {studio.categories[0] && <span className="soc-muted">{studio.categories[0].name}</span>}
            <span className="soc-muted">{t('profile.followers', { count: studio.followsCount })}</span>
            <FollowButton artistId={studio._id} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default StudiosToFollowRow;
