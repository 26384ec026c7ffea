import type { SocialUserCard } from '@art/sdk';
import * as social from '@art/sdk/social';
import {
  Button,
  ConfirmDialog,
  InfiniteScroll,
  Tabs,
  tabId,
  tabPanelId,
  usePageTitle,
  useSession,
  useSnackbar,
} from '@art/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { FollowButton } from '../../Components/follows/FollowButton.js';
import { PersonRow } from '../../Components/follows/PersonRow.js';
import { PersonRowsSkeleton } from '../../Components/follows/PersonRowsSkeleton.js';
import { PrivateAccountNotice } from '../../Components/profile/PrivateAccountNotice.js';
import { useFollowList } from '../../hooks/useFollowList.js';
import { useProfile } from '../../hooks/useProfile.js';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { audienceRefusalOf } from '../../lib/audienceRefusal.js';
import { socialKeys } from '../../socialKeys.js';
import '../../Components/social.css';

type Tab = 'followers' | 'following';

/**
 * Followers and Following of a user (/:slug/followers, /:slug/following; /:slug/follows goes to
 * Followers), thirty more as the list is scrolled. On one's own page a follower can be removed and a studio unfollowed, each after a
 * confirmation; on others' pages each row has a follow control.
 */
export function FollowsRoute() {
  const { t } = useSocialTranslation();
  usePageTitle(t('follows.tabs'));
  const { slug = '' } = useParams<{ slug: string }>();
  const [location, navigate] = useLocation();
  const tab: Tab = location.endsWith('/following') ? 'following' : 'followers';
  useEffect(() => {
    if (location.endsWith('/follows')) navigate(`/${slug}/followers`, { replace: true });
  }, [location, slug, navigate]);
  const { token, user } = useSession();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const profile = useProfile(slug);
  const userId = profile.data?._id ?? '';
  const isOwn = Boolean(user && user._id === userId);
  const followers = useFollowList('followers', userId);
  const following = useFollowList('following', userId);
  const [confirming, setConfirming] = useState<{ kind: 'remove' | 'unfollow'; person: SocialUserCard } | null>(null);

  const act = async () => {
    if (!confirming) return;
    const { kind, person } = confirming;
    setConfirming(null);
    try {
      if (kind === 'remove') {
        await social.removeFollower(person._id, { token });
        showSnackbar(t('follows.removed'), { type: 'success' });
      } else await social.unfollowArtist(person._id, { token });
      await queryClient.invalidateQueries({ queryKey: socialKeys.follows });
    } catch {
      showSnackbar(t('follow.unexpected'), { type: 'error', duration: 2000 });
    }
  };

  if (profile.isError) return <p className="soc-empty">{t('common.notFound')}</p>;
  const list = tab === 'followers' ? followers : following;
  const people = list.data?.pages.flatMap((page) => page.users) ?? [];
  const totalOf = (of: typeof list) => of.data?.pages[0]?.total ?? 0;
  // A private member's lists are for their approved followers: the others may ask to follow here.
  const isPrivate = audienceRefusalOf(list.error) === 'private-account';
  return (
    <div className="soc-page" style={{ maxWidth: 720 }} data-testid="follows-page">
      <h1 style={{ margin: 0 }}>{profile.data?.name}</h1>
      <Tabs
        label={t('follows.tabs')}
        idPrefix="follows"
        selectedId={tab}
        onSelect={(id) => navigate(`/${slug}/${id}`)}
        tabs={[
          { id: 'followers', label: t('follows.followers'), count: totalOf(followers) },
          { id: 'following', label: t('follows.following'), count: totalOf(following) },
        ]}
      />
      <div role="tabpanel" id={tabPanelId('follows', tab)} aria-labelledby={tabId('follows', tab)}>
        {isPrivate ? (
          <PrivateAccountNotice action={userId ? <FollowButton artistId={userId} /> : undefined} />
        ) : list.isLoading ? (
          <PersonRowsSkeleton testId="follows-loading" />
        ) : people.length === 0 ? (
          <p className="soc-empty">{tab === 'followers' ? t('follows.noFollowers') : t('follows.noFollowings')}</p>
        ) : (
          <InfiniteScroll
            hasMore={list.hasNextPage}
            isLoading={list.isFetchingNextPage}
            onLoadMore={() => list.fetchNextPage()}
            loadingLabel={t('common.loading')}
          >
            <ul className="soc-people" data-testid="follows-list">
              {people.map((person) => (
                <PersonRow
                  key={person._id}
                  person={person}
                  viewerId={user?._id}
                  detail={person.categories[0]?.name}
                  action={
                    isOwn ? (
                      <Button
                        variant="secondary"
                        size="small"
                        onClick={() => setConfirming({ kind: tab === 'followers' ? 'remove' : 'unfollow', person })}
                        data-testid={tab === 'followers' ? 'remove-follower' : 'unfollow'}
                      >
                        {tab === 'followers' ? t('follows.remove') : t('follows.unfollow')}
                      </Button>
                    ) : (
                      <FollowButton artistId={person._id} />
                    )
                  }
                />
              ))}
            </ul>
          </InfiniteScroll>
        )}
      </div>
      <ConfirmDialog
        isOpen={confirming !== null}
        title={confirming?.kind === 'remove' ? t('follows.removeTitle') : t('follow.unfollowTitle')}
        message={confirming?.kind === 'remove' ? t('follows.removeMessage') : t('follow.unfollowMessage')}
        confirmLabel={t('common.confirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void act()}
        onCancel={() => setConfirming(null)}
        testId="follows-confirm"
      />
    </div>
  );
}

export default FollowsRoute;
