import type { ArtworkView } from '@art/sdk';
import * as messaging from '@art/sdk/messaging';
import { AreaSlot, Button, useSession, useSnackbar } from '@art/ui';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { isBuyable } from './availability.js';
import { editArtworkPath, isOwnArtwork } from './links.js';
import './browse.css';
import { serverMessage } from '@art/sdk/refusals';
import { useRefusalText } from '@art/ui/refusals';

type ArtworkActionsProps = { artwork: ArtworkView };

/**
 * Buy Artwork (for sale now, not on hold or sold, and not one's own), Send Message (not one's own), Edit (one's own).
 * Buying is the commerce area's button, placed through an area slot (nothing shows while that area
 * is unavailable). Send Message opens (or finds) the chat with the author and goes to it; a guest is
 * asked to sign in first.
 */
export function ArtworkActions({ artwork }: ArtworkActionsProps) {
  const { t } = useBrowseTranslation();
  const { user, token, requireLogin } = useSession();
  const { showSnackbar } = useSnackbar();
  const refusalText = useRefusalText();
  const [, navigate] = useLocation();
  const [isOpeningChat, setIsOpeningChat] = useState(false);
  const isOwn = isOwnArtwork(artwork.author, user?._id);

  async function handleMessage() {
    if (!user || !token) {
      requireLogin(t('artwork.loginFirst'));
      return;
    }
    setIsOpeningChat(true);
    try {
      const room = await messaging.initRoom(user._id, artwork.author._id, { token });
      navigate(`/messages/${room._id}`);
    } catch (error) {
      console.error('the chat with the author could not be opened', error);
      showSnackbar(serverMessage(error, t('artwork.messageFailed'), refusalText), { type: 'error' });
      setIsOpeningChat(false);
    }
  }

  return (
    <div className="cat-actions">
      {isBuyable(artwork) && !isOwn && <AreaSlot module="commerce/BuyArtworkButton" props={{ artwork }} />}
      {!isOwn && (
        <Button
          variant="secondary"
          onClick={() => void handleMessage()}
          isLoading={isOpeningChat}
          data-testid="artwork-message"
        >
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
