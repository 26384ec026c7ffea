import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { PostCardSkeleton } from '../post/PostCardSkeleton.js';
import '../social.css';

/** The posts' room a list keeps while its first page loads (three, keyed by place). */
const SKELETON_POSTS = ['first', 'second', 'third'];

/** A list of posts whose first page is on its way: their room, said busy to screen readers. */
export function PostListSkeleton() {
  const { t } = useSocialTranslation();
  return (
    <ul className="soc-posts" aria-busy="true" aria-label={t('common.loading')} data-testid="post-list-loading">
      {SKELETON_POSTS.map((place) => (
        <li key={place}>
          <PostCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
