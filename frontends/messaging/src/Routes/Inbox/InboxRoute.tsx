import * as messaging from '@art/sdk/messaging';
import { usePageTitle, useSession, useSnackbar } from '@art/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ConversationSidebar } from '../../Components/inbox/ConversationSidebar.js';
import { InboxHeading } from '../../Components/inbox/InboxHeading.js';
import { ThreadSkeleton } from '../../Components/thread/ThreadSkeleton.js';
import { useMessagingTranslation } from '../../hooks/useMessagingTranslation.js';
import { useRooms } from '../../hooks/useRooms.js';
import { messagingKeys } from '../../messagingKeys.js';
import '../../Components/messaging.css';

/**
 * The inbox (/inbox): the conversations, most recent first (a search of them above), and "Open a
 * conversation to start a chat". `?to=<userId>` opens (or finds) the chat with that person and goes to it; if that fails,
 * "Something went wrong" and the plain inbox.
 */
export function InboxRoute() {
  const { t } = useMessagingTranslation();
  usePageTitle(t('inbox.title'));
  const { user, token } = useSession();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const to = new URLSearchParams(useSearch()).get('to');
  const rooms = useRooms();
  const startedFor = useRef<string | null>(null);
  const viewerId = user?._id ?? '';

  useEffect(() => {
    if (!to || !viewerId || !token || startedFor.current === to) return;
    startedFor.current = to;
    if (to === viewerId) {
      navigate('/inbox', { replace: true });
      return;
    }
    messaging
      .initRoom(viewerId, to, { token })
      .then((room) => {
        void queryClient.invalidateQueries({ queryKey: messagingKeys.rooms(viewerId) });
        navigate(`/messages/${room._id}`, { replace: true });
      })
      .catch((error) => {
        console.error('the chat could not be opened', error);
        showSnackbar(t('common.genericError'), { type: 'error' });
        navigate('/inbox', { replace: true });
      });
  }, [to, viewerId, token, navigate, queryClient, showSnackbar, t]);

  const isOpening = Boolean(to) && to !== viewerId;
  return (
    <div className="msg-page" data-testid="inbox-page">
      <InboxHeading />
      {/* While the chat opens, the conversation's own layout: it is where the page goes next. */}
      <div className="msg-layout" data-showing={isOpening}>
        <ConversationSidebar rooms={rooms.data ?? []} isLoading={rooms.isLoading} viewerId={viewerId} />
        <div className="msg-panel">
          {isOpening ? (
            <ThreadSkeleton label={t('common.loading')} />
          ) : (
            <p className="msg-empty" data-testid="inbox-open-one">
              {t('inbox.openOne')}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

export default InboxRoute;
