import type { PostComment } from '@art/sdk';
import { Avatar, VerifiedBadge } from '@art/ui';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { PostTime } from '../post/PostTime.js';
import './CommentItem.css';
import '../social.css';

export function CommentItem({ comment }: { comment: PostComment }) {
  const { t } = useSocialTranslation();
  return (
    <li className="soc-comment" data-testid="post-comment">
      <Avatar picture={comment.author.picture} name={comment.author.name} size={28} />
      <div className="soc-comment__body">
        <div className="soc-row">
          <strong>{comment.author.name}</strong>
          {comment.author.verifiedArtist && <VerifiedBadge label={t('common.verified')} />}
          <PostTime created={comment.created} />
        </div>
        <p className="soc-post__text">{comment.comment}</p>
      </div>
    </li>
  );
}
