import * as messaging from '@art/sdk/messaging';
import { useSession } from '@art/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagingKeys } from '../messagingKeys.js';

/** The viewer's chat settings, and saving them (shown at once, put back if the save fails). */
export function useChatSettings(handlers: { onSaved?: () => void; onFailed?: () => void } = {}) {
  const { user, token } = useSession();
  const viewerId = user?._id ?? '';
  const queryClient = useQueryClient();
  const key = messagingKeys.settings(viewerId);
  const settings = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => messaging.getChatSettings({ token, signal }),
    enabled: Boolean(token && viewerId),
  });
  const save = useMutation({
    mutationFn: (showPresence: boolean) => messaging.saveChatSettings(showPresence, { token }),
    onMutate: async (showPresence) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, { showPresence });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      // What the viewer sees of others depends on it too.
      void queryClient.invalidateQueries({ queryKey: ['messaging', 'presence'] });
      handlers.onSaved?.();
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      handlers.onFailed?.();
    },
  });
  return { settings, save };
}
