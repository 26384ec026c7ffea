import type { ArtworkComment } from '@art/sdk';
import { Avatar, intlLocale, VerifiedBadge } from '@art/ui';
import { formatDate } from '@art/ui/time';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import './ArtworkCommentItem.css';
import './browse.css';

type ArtworkCommentItemProps = { comment: ArtworkComment };

export function ArtworkCommentItem({ comment }: ArtworkCommentItemProps) {
  const { t, i18n } = useBrowseTranslation();
  const created = formatDate(comment.created, intlLocale(i18n.language));
  return (
    <li className="cat-comment" data-testid="artwork-comment">
      <Avatar picture={comment.author.picture} name={comment.author.name} size={36} />
      <div className="cat-comment__body">
        <span className="cat-artist__name">
          {comment.author.name}
          {comment.author.verifiedArtist && <VerifiedBadge label={t('verifiedArtist')} size={14} />}
        </span>
        {created && (
          <time className="cat-muted" dateTime={comment.created} style={{ fontSize: 12 }}>
            {created}
          </time>
        )}
        <p>{comment.comment}</p>
      </div>
    </li>
  );
}
