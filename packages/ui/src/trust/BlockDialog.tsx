import { isArtistRole } from '@art/sdk';
import * as social from '@art/sdk/social';
import { ConfirmDialog, useSession, useSnackbar } from '@art/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useTrustTranslation } from './trustI18n.js';

/** Where the member asks to block: the words differ (a profile says Block Messages). */
export type BlockPlace = 'artwork' | 'profile';

/** The blocked users page, where a block leads. */
export const AFTER_BLOCK_PATH = '/privacy';

export type BlockDialogProps = {
  person: { _id: string; name: string; role: number };
  from: BlockPlace;
  isOpen: boolean;
  onClose(): void;
  testId: string;
};

/**
 * Block a member, after a confirmation. Their works and posts are then hidden from the viewer (and
 * the viewer's from them), so on success a message shows, the viewer goes to the blocked users
 * page and every cached listing (any area's) is read again.
 */
export function BlockDialog({ person, from, isOpen, onClose, testId }: BlockDialogProps) {
  const { t } = useTrustTranslation();
  const { token } = useSession();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [isBusy, setBusy] = useState(false);
  const artist = isArtistRole(person.role);

  const confirm = async () => {
    setBusy(true);
    try {
      await social.blockUser(person._id, { token });
      showSnackbar(artist ? t('block.doneArtist') : t('block.doneUser'), { type: 'success' });
      onClose();
      navigate(AFTER_BLOCK_PATH);
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
      title={t(`block.${from}.title`)}
      message={t(`block.${from}.message`, { name: person.name })}
      confirmLabel={t(`block.${from}.confirm`)}
      isDanger
      isBusy={isBusy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      testId={testId}
    />
  );
}
