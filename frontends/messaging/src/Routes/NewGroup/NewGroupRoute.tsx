import * as messaging from '@art/sdk/messaging';
import { serverMessage } from '@art/sdk/refusals';
import { usePageTitle, useSession, useSnackbar } from '@art/ui';
import { useRefusalText } from '@art/ui/refusals';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { NewGroupForm } from '../../Components/group/NewGroupForm.js';
import { NewGroupFormSkeleton } from '../../Components/group/NewGroupFormSkeleton.js';
import { useMessagingTranslation } from '../../hooks/useMessagingTranslation.js';
import { useRooms } from '../../hooks/useRooms.js';
import { groupCandidates } from '../../lib/rooms.js';
import { messagingKeys } from '../../messagingKeys.js';
import '../../Components/messaging.css';

/**
 * A new group (/inbox/new-group): a name and the people, among those the viewer chats with; made,
 * it opens. A refusal (a block, a name too long) is the server's own words.
 */
export function NewGroupRoute() {
  const { t } = useMessagingTranslation();
  usePageTitle(t('group.title'));
  const { user, token } = useSession();
  const viewerId = user?._id ?? '';
  const { showSnackbar } = useSnackbar();
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const rooms = useRooms();
  const [isSaving, setIsSaving] = useState(false);

  async function handleCreate(name: string, participants: string[]) {
    setIsSaving(true);
    try {
      const room = await messaging.createGroup(name, participants, { token });
      showSnackbar(t('group.created'), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.rooms(viewerId) });
      navigate(`/messages/${room._id}`);
    } catch (error) {
      console.error('the group was not created', error);
      showSnackbar(serverMessage(error, t('group.failed'), refusalText), { type: 'error' });
      setIsSaving(false);
    }
  }

  return (
    <div className="msg-page" data-testid="new-group-page">
      <h1>{t('group.title')}</h1>
      {rooms.isLoading ? (
        <NewGroupFormSkeleton label={t('common.loading')} />
      ) : (
        <NewGroupForm
          candidates={groupCandidates(rooms.data, viewerId)}
          isSaving={isSaving}
          onCreate={(name, participants) => void handleCreate(name, participants)}
          onCancel={() => navigate('/inbox')}
        />
      )}
    </div>
  );
}

export default NewGroupRoute;
