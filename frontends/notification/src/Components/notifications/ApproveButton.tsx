import * as social from '@art/sdk/social';
import { Button, useSession, useSnackbar } from '@art/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotificationTranslation } from '../../hooks/useNotificationTranslation.js';
import { notificationKeys } from '../../notificationKeys.js';

/** Approved follow requests are told for 2 seconds, as follow messages are. */
const APPROVED_SNACK_MS = 2000;

/** Approve for a follow request; the list reloads afterwards. */
export function ApproveButton({ requestId }: { requestId: string }) {
  const { t } = useNotificationTranslation();
  const { user, token } = useSession();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);

  async function handleClick() {
    setIsBusy(true);
    try {
      await social.approveFollow(requestId, { token });
      showSnackbar(t('follow.approved'), { type: 'success', duration: APPROVED_SNACK_MS });
    } catch (error) {
      console.error('the follow request was not approved', error);
      showSnackbar(t('follow.approveFailed'), { type: 'error' });
    } finally {
      await queryClient.invalidateQueries({ queryKey: notificationKeys.list(user?._id ?? '') });
      setIsBusy(false);
    }
  }

  return (
    <Button size="small" isLoading={isBusy} onClick={() => void handleClick()} data-testid="notification-approve">
      {t('follow.approve')}
    </Button>
  );
}
