import * as social from '@art/sdk/social';
import { usePageTitle, useSession } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { PostCard } from '../../Components/post/PostCard.js';
import { PostCardSkeleton } from '../../Components/post/PostCardSkeleton.js';
import { PrivateAccountNotice } from '../../Components/profile/PrivateAccountNotice.js';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { audienceRefusalOf } from '../../lib/audienceRefusal.js';
import { socialKeys } from '../../socialKeys.js';
import '../../Components/social.css';

/**
 * One post (/feed/:id) with all its comments; a post that is not found sends the visitor to /feed,
 * a private member's post says the account is private.
 */
export function PostRoute() {
  const { t } = useSocialTranslation();
  usePageTitle(t('feed.title'));
  const { id = '' } = useParams<{ id: string }>();
  const { token, user } = useSession();
  const [, navigate] = useLocation();
  const post = useQuery({
    queryKey: socialKeys.post(id, user?._id ?? ''),
    queryFn: ({ signal }) => social.getPost(id, { token, signal }),
    retry: false,
  });
  const isPrivate = audienceRefusalOf(post.error) === 'private-account';
  useEffect(() => {
    if (post.isError && !isPrivate) navigate('/feed', { replace: true });
  }, [post.isError, isPrivate, navigate]);
  return (
    <div className="soc-page" style={{ maxWidth: 720 }} data-testid="post-page">
      {isPrivate ? (
        <PrivateAccountNotice />
      ) : post.data ? (
        <PostCard post={post.data} isDetail onGone={() => navigate('/feed')} />
      ) : (
        <div aria-busy="true">
          <span className="art-visually-hidden">{t('common.loading')}</span>
          <PostCardSkeleton />
        </div>
      )}
    </div>
  );
}

export default PostRoute;
