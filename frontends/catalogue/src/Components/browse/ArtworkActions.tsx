import type { ArtworkView } from '@art/sdk';
import { AreaSlot, Button, useSession, useSnackbar } from '@art/ui';
import { Link } from 'wouter';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { editArtworkPath, isOwnArtwork } from './links.js';

type ArtworkActionsProps = { artwork: ArtworkView };

/**
 * Buy Artwork (for sale and not one's own), Send Message (not one's own), Edit (one's own).
 * Buying is the commerce area's button, placed through an area slot (nothing shows while that area
 * is unavailable). The chat is an area not shipped yet: its button says so instead of doing nothing.
 */
export function ArtworkActions({ artwork }: ArtworkActionsProps) {
  const { t } = useBrowseTranslation();
  const { user, requireLogin } = useSession();
  const { showSnackbar } = useSnackbar();
  const isOwn = isOwnArtwork(artwork.author, user?._id);

  function handleMessage() {
    if (!user) requireLogin(t('artwork.loginFirst'));
    else showSnackbar(t('artwork.messageComingSoon'));
  }

  return (
    <div className="cat-actions">
      {artwork.inStore && !isOwn && <AreaSlot module="commerce/BuyArtworkButton" props={{ artwork }} />}
      {!isOwn && (
        <Button variant="secondary" onClick={handleMessage} data-testid="artwork-message">
          {t('artwork.sendMessage')}
        </Button>
      )}
      {isOwn && (
        <Link
          to={editArtworkPath(artwork.slug)}
          className="art-button art-button--secondary art-button--medium"
          data-testid="artwork-edit"
        >
          {t('artwork.edit')}
        </Link>
      )}
    </div>
  );
}
