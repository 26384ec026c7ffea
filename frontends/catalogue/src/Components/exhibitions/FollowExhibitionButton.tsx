import type { ExhibitionView } from '@art/sdk';
import { Button } from '@art/ui';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';
import { useExhibitionFollow } from './useExhibitionFollow.js';

type FollowExhibitionButtonProps = { exhibition: ExhibitionView };

/** Follow an exhibition to be told when it opens and two days before it closes; shows how many follow it. */
export function FollowExhibitionButton({ exhibition }: FollowExhibitionButtonProps) {
  const { t } = useCreateTranslation();
  const { isFollowing, followersCount, isPending, onToggle } = useExhibitionFollow(exhibition);
  return (
    <Button
      variant={isFollowing ? 'secondary' : 'primary'}
      size="small"
      onClick={onToggle}
      disabled={isPending}
      aria-pressed={isFollowing}
      title={t('viewer.followHint')}
      data-testid="exhibition-follow"
    >
      {isFollowing ? t('viewer.following') : t('viewer.follow')}
      {followersCount > 0 && (
        <span className="exhibition-viewer__followers">
          {' '}
          · {t('viewer.followers', { number: String(followersCount) })}
        </span>
      )}
    </Button>
  );
}
