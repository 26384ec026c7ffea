import { FEED_COMMENTS_PAGE_SIZE, POST_COMMENTS_PREVIEW } from '@art/contracts/social-limits';
import type { PostView } from '@art/sdk';
import { useEffect, useState } from 'react';
import { type CommentBoxHandlers, usePostComments } from '../../hooks/usePostComments.js';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { CommentBox } from './CommentBox.js';
import { CommentItem } from './CommentItem.js';
import './PostComments.css';
import '../social.css';

/**
 * Comments under a post. On a card: the newest previewed, 'View all comments (n)' opens them all
 * and 'Hide comments' closes them. On the post page (`isDetail`): 5 at a time with View More.
 */
export function PostComments({
  post,
  isDetail = false,
  onCount,
}: {
  post: PostView;
  isDetail?: boolean;
  /** Told the comment count whenever the list is read again (after a new comment). */
  onCount?(count: number): void;
}) {
  const { t } = useSocialTranslation();
  const [isOpen, setOpen] = useState(isDetail);
  const [total, setTotal] = useState(isDetail ? FEED_COMMENTS_PAGE_SIZE : 100);
  const { comments, total: count, pending, add } = usePostComments(post._id, { isOpen, total });
  const shown = [...pending, ...(isOpen && comments ? comments : post.comments.slice(0, POST_COMMENTS_PREVIEW))];
  const all = count ?? post.commentsCount;
  useEffect(() => {
    if (count !== undefined) onCount?.(count);
  }, [count, onCount]);
  // The new comment shows at once; the list it lands in is the full one, read again.
  const submit = (text: string, box: CommentBoxHandlers) => {
    setOpen(true);
    return add(text, box);
  };
  return (
    <div className="soc-side" data-testid="post-comments">
      {shown.length > 0 && (
        <ul className="soc-comments">
          {shown.map((comment) => (
            <CommentItem key={comment._id} comment={comment} />
          ))}
        </ul>
      )}
      {!isDetail && all > POST_COMMENTS_PREVIEW && (
        <button type="button" className="soc-link" onClick={() => setOpen(!isOpen)} data-testid="toggle-comments">
          {isOpen ? t('comments.hide') : t('comments.viewAll', { count: all })}
        </button>
      )}
      {isDetail && comments && all > comments.length && (
        <button type="button" className="soc-link" onClick={() => setTotal(all)}>
          {t('comments.viewMore')}
        </button>
      )}
      <CommentBox onSubmit={submit} />
    </div>
  );
}
