import { formatCount } from '@art/ui';
import { useState } from 'react';
import { useArtworkComments } from '../../hooks/useArtworkComments.js';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { ArtworkCommentForm } from './ArtworkCommentForm.js';
import { ArtworkCommentItem } from './ArtworkCommentItem.js';
import { COMMENTS_PREVIEW } from './browseLayout.js';
import './ArtworkComments.css';
import './browse.css';

type ArtworkCommentsProps = { artworkId: string; commentsCount: number };

/** Newest comments first: 2, then all with View All, back to 2 with Show Less. */
export function ArtworkComments({ artworkId, commentsCount }: ArtworkCommentsProps) {
  const { t, i18n } = useBrowseTranslation();
  const [isShowingAll, setIsShowingAll] = useState(false);
  const [knownTotal, setKnownTotal] = useState(commentsCount);
  const upTo = isShowingAll ? Math.max(knownTotal, COMMENTS_PREVIEW) : COMMENTS_PREVIEW;
  const { data } = useArtworkComments(artworkId, upTo);
  const total = data?.total ?? commentsCount;
  if (total !== knownTotal) setKnownTotal(total);
  const comments = (data?.comments ?? []).slice(0, isShowingAll ? undefined : COMMENTS_PREVIEW);

  return (
    <section className="cat-section" aria-labelledby="cat-artwork-comments" data-testid="artwork-comments">
      <h2 id="cat-artwork-comments">
        {t('artwork.comments')} ({formatCount(total, i18n.language)})
      </h2>
      <ArtworkCommentForm artworkId={artworkId} />
      {comments.length > 0 && (
        <ul className="cat-comments">
          {comments.map((comment) => (
            <ArtworkCommentItem key={comment._id} comment={comment} />
          ))}
        </ul>
      )}
      {total > COMMENTS_PREVIEW && (
        <button
          type="button"
          className="art-link-button"
          aria-expanded={isShowingAll}
          onClick={() => setIsShowingAll(!isShowingAll)}
          data-testid="artwork-comments-toggle"
        >
          {isShowingAll ? t('artwork.showLess') : t('artwork.viewAll')}
        </button>
      )}
    </section>
  );
}
