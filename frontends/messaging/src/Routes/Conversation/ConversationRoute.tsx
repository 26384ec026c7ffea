import { CLIENT_EVENTS, SERVER_EVENTS } from '@art/contracts/live-socket';
import * as messaging from '@art/sdk/messaging';
import { Spinner, usePageTitle, useSession, useSnackbar } from '@art/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { ConversationList } from '../../Components/inbox/ConversationList.js';
import { Composer } from '../../Components/thread/Composer.js';
import { MessageList } from '../../Components/thread/MessageList.js';
import type { RoomAction } from '../../Components/thread/RoomMenu.js';
import { ThreadHeader } from '../../Components/thread/ThreadHeader.js';
import { useLiveSocket } from '../../hooks/useLiveSocket.js';
import { useMessagingTranslation } from '../../hooks/useMessagingTranslation.js';
import { useRooms } from '../../hooks/useRooms.js';
import { useThread } from '../../hooks/useThread.js';
import { setOpenRoom } from '../../lib/liveSocket.js';
import { withMessage, withSeenBy } from '../../lib/messagePages.js';
import { blockState, roomTitle } from '../../lib/rooms.js';
import { messagingKeys } from '../../messagingKeys.js';
import '../../Components/messaging.css';

const ACTION_TEXTS = {
  leave: { done: 'thread.leftGroup', failed: 'thread.leaveFailed' },
  block: { done: 'thread.blocked', failed: 'thread.blockFailed' },
  unblock: { done: 'thread.unblocked', failed: 'thread.unblockFailed' },
} as const;

/**
 * A conversation (/messages/:to, `to` being the room id): the conversations on the left, the
 * thread on the right (on small screens one at a time, with a back button). Opening it marks the
 * messages read; live messages of this room appear at once and are marked read; the other
 * person's reading shows as seen ticks.
 */
export function ConversationRoute() {
  const { t } = useMessagingTranslation();
  const { to: roomId = '' } = useParams<{ to: string }>();
  const { user, token } = useSession();
  const viewerId = user?._id ?? '';
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [isShowing, setIsShowing] = useState(true);
  const rooms = useRooms();
  const thread = useThread(roomId);
  const { socket, isConnected } = useLiveSocket();
  const room = thread.room ?? rooms.data?.find((known) => known._id === roomId) ?? null;
  usePageTitle(room ? roomTitle(room, viewerId) || t('inbox.title') : t('inbox.title'));

  // This room's messages neither chime nor light the inbox while it is on screen.
  useEffect(() => {
    setOpenRoom(roomId);
    return () => setOpenRoom(null);
  }, [roomId]);

  // Conversations reload when the room changes.
  useEffect(() => {
    if (viewerId && roomId) void queryClient.invalidateQueries({ queryKey: messagingKeys.rooms(viewerId) });
  }, [roomId, viewerId, queryClient]);

  // On open (and on every reconnect) the thread is marked read.
  const isLoaded = thread.isSuccess;
  useEffect(() => {
    if (!socket || !isConnected || !isLoaded || !roomId || !viewerId) return;
    socket.emit(CLIENT_EVENTS.readMessage, { room: roomId, userId: viewerId });
  }, [socket, isConnected, isLoaded, roomId, viewerId]);

  useEffect(() => {
    if (!socket || !roomId || !viewerId) return;
    const key = messagingKeys.thread(roomId, viewerId);
    const onMessage = (message: messaging.ChatMessage) => {
      if (message?.room !== roomId) return;
      queryClient.setQueryData(key, (data: Parameters<typeof withMessage>[0]) => withMessage(data, message));
      if (message.postedBy?._id !== viewerId && document.visibilityState === 'visible')
        socket.emit(CLIENT_EVENTS.readMessage, { room: roomId, userId: viewerId });
    };
    const onSeen = (seen: { room?: string; userId?: string }) => {
      if (seen?.room !== roomId || !seen.userId) return;
      const reader = seen.userId;
      queryClient.setQueryData(key, (data: Parameters<typeof withSeenBy>[0]) => withSeenBy(data, reader));
      void queryClient.invalidateQueries({ queryKey: messagingKeys.rooms(viewerId) });
    };
    socket.on(SERVER_EVENTS.receiveMessage, onMessage);
    socket.on(SERVER_EVENTS.messageSeen, onSeen);
    return () => {
      socket.off(SERVER_EVENTS.receiveMessage, onMessage);
      socket.off(SERVER_EVENTS.messageSeen, onSeen);
    };
  }, [socket, roomId, viewerId, queryClient]);

  async function handleAction(action: RoomAction) {
    const texts = ACTION_TEXTS[action];
    try {
      if (action === 'leave') await messaging.leaveRoom(roomId, viewerId, { token });
      else if (action === 'block') await messaging.blockRoom(roomId, viewerId, { token });
      else await messaging.unblockRoom(roomId, viewerId, { token });
      showSnackbar(t(texts.done), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.rooms(viewerId) });
      if (action === 'leave') {
        queryClient.removeQueries({ queryKey: messagingKeys.thread(roomId, viewerId) });
        navigate('/inbox');
      } else void queryClient.invalidateQueries({ queryKey: messagingKeys.thread(roomId, viewerId) });
    } catch (error) {
      console.error(`room ${action} failed`, error);
      showSnackbar(t(texts.failed), { type: 'error' });
    }
  }

  return (
    <div className="msg-page" data-testid="conversation-page">
      <h1>{t('inbox.title')}</h1>
      <div className="msg-layout" data-showing={isShowing}>
        {rooms.isLoading ? (
          <div className="msg-list">
            <Spinner label={t('common.loading')} />
          </div>
        ) : (
          <ConversationList
            rooms={rooms.data ?? []}
            viewerId={viewerId}
            activeRoomId={roomId}
            onOpen={() => setIsShowing(true)}
          />
        )}
        <section
          className="msg-panel"
          data-testid="conversation-panel"
          aria-label={room ? roomTitle(room, viewerId) : undefined}
        >
          {thread.isLoading ? (
            <div className="msg-empty">
              <Spinner label={t('common.loading')} />
            </div>
          ) : !room ? (
            <p className="msg-empty" data-testid="conversation-missing">
              {thread.isError ? t('common.genericError') : t('inbox.openOne')}
            </p>
          ) : (
            <>
              <ThreadHeader
                room={room}
                viewerId={viewerId}
                onBack={() => setIsShowing(false)}
                onAction={(action) => void handleAction(action)}
              />
              <MessageList
                messages={thread.messages}
                viewerId={viewerId}
                hasMore={thread.hasNextPage}
                isLoadingMore={thread.isFetchingNextPage}
                onLoadMore={() => void thread.fetchNextPage()}
                // Pictures come with short-lived addresses: a thread open for long reads them afresh.
                onPictureExpired={() =>
                  void queryClient.invalidateQueries({ queryKey: messagingKeys.thread(roomId, viewerId) })
                }
              />
              <Composer roomId={roomId} block={blockState(room, viewerId)} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

export default ConversationRoute;
