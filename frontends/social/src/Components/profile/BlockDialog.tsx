import { isArtistRole, type User } from '@art/sdk';
import * as social from '@art/sdk/social';
import { ConfirmDialog, useSession, useSnackbar } from '@art/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { socialKeys } from '../../socialKeys.js';

/** Block with a confirmation; on success a message and the blocked users page (spec). */
export function BlockDialog({ profile, isOpen, onClose }: { profile: User; isOpen: boolean; onClose(): void }) {
  const { t } = useSocialTranslation();
  const { token } = useSession();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [isBusy, setBusy] = useState(false);
  const artist = isArtistRole(profile.role);
  const confirm = async () => {
    setBusy(true);
    try {
      await social.blockUser(profile._id, { token });
      showSnackbar(artist ? t('profile.blockedArtist') : t('profile.blockedUser'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: socialKeys.all });
      onClose();
      navigate('/privacy');
    } catch {
      showSnackbar(artist ? t('profile.blockArtistFailed') : t('profile.blockUserFailed'), { type: 'error' });
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('profile.blockTitle')}
      message={t('profile.blockMessage', { name: profile.name })}
      confirmLabel={t('common.confirm')}
      cancelLabel={t('common.cancel')}
      isDanger
      isBusy={isBusy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      testId="block-dialog"
    />
  );
}
