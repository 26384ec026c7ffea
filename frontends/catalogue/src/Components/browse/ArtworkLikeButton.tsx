import { formatCount } from '@art/ui';
import { useArtworkLike } from '../../hooks/useArtworkLike.js';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import './ArtworkLikeButton.css';

type ArtworkLikeButtonProps = { artwork: { _id: string; liked: boolean; likesCount: number } };

export function ArtworkLikeButton({ artwork }: ArtworkLikeButtonProps) {
  const { t, i18n } = useBrowseTranslation();
  const like = useArtworkLike(artwork);
  return (
    <button
      type="button"
      className="cat-like"
      aria-pressed={like.liked}
      aria-busy={like.isPending || undefined}
      aria-label={t(like.liked ? 'artwork.unlike' : 'artwork.like')}
      onClick={like.onToggle}
      data-testid="artwork-like"
    >
      <span aria-hidden="true">{like.liked ? '♥' : '♡'}</span>
      <span data-testid="artwork-like-count">{formatCount(like.likesCount, i18n.language)}</span>
    </button>
  );
}
