import { Button } from '@art/ui';
import { useFeed } from '../../hooks/useFeed.js';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { PostCard } from '../post/PostCard.js';
import { PrivateAccountNotice } from '../profile/PrivateAccountNotice.js';
import { PostListSkeleton } from './PostListSkeleton.js';
import '../social.css';

/**
 * A studio's posts with Load more (a profile's Feed tab); a private member's say so to those who
 * do not follow them (the side bar keeps the follow control).
 */
export function ArtistPostsFeed({ artistId }: { artistId: string }) {
  const { t } = useSocialTranslation();
  const feed = useFeed({ artistId }, 'artist');
  if (feed.refusal === 'private-account') return <PrivateAccountNotice />;
  if (feed.isFirstLoad) return <PostListSkeleton />;
  if (feed.posts.length === 0) return <p className="soc-empty">{t('feed.noPostsFound')}</p>;
  return (
    <div className="soc-side" data-testid="artist-posts">
      <ul className="soc-posts">
        {feed.posts.map((post) => (
          <li key={post._id}>
            <PostCard post={post} onGone={() => void feed.refresh()} />
          </li>
        ))}
      </ul>
      {feed.hasMore && (
        <Button variant="secondary" onClick={feed.loadMore} isLoading={feed.isLoading}>
          {t('feed.loadMore')}
        </Button>
      )}
    </div>
  );
}
