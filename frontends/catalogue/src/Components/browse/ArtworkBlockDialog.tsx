import { type ArtworkView, isArtistRole } from '@art/sdk';
import * as social from '@art/sdk/social';
import { ConfirmDialog, useSession, useSnackbar } from '@art/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { AFTER_BLOCK_PATH } from './links.js';

/**
 * Block the artwork's author, after a confirmation. Their works are then hidden from the viewer
 * (and the viewer's from them), this page included: on success a message shows and the viewer
 * goes to the blocked users page (spec), with every cached page read again.
 */
export function ArtworkBlockDialog({
  author,
  isOpen,
  onClose,
}: {
  author: ArtworkView['author'];
  isOpen: boolean;
  onClose(): void;
}) {
  const { t } = useBrowseTranslation();
  const { token } = useSession();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [isBusy, setBusy] = useState(false);
  const artist = isArtistRole(author.role);

  const confirm = async () => {
    setBusy(true);
    try {
      await social.blockUser(author._id, { token });
      showSnackbar(artist ? t('block.doneArtist') : t('block.doneUser'), { type: 'success' });
      onClose();
      navigate(AFTER_BLOCK_PATH);
      // Every listing read so far may hold their works.
      await queryClient.invalidateQueries();
    } catch {
      showSnackbar(artist ? t('block.failedArtist') : t('block.failedUser'), { type: 'error' });
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('block.title')}
      message={t('block.message', { name: author.name })}
      confirmLabel={t('block.confirm')}
      cancelLabel={t('report.cancel')}
      isDanger
      isBusy={isBusy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      testId="artwork-block-dialog"
    />
  );
}
