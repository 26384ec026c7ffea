import { CLIENT_EVENTS, SERVER_EVENTS } from '@art/contracts/live-socket';
import type { ChatRoom } from '@art/sdk/messaging';
import * as messaging from '@art/sdk/messaging';
import { ConfirmDialog, FullScreenLoader, usePageTitle, useSession, useSnackbar } from '@art/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useParams } from 'wouter';
import { ConversationSidebar } from '../../Components/inbox/ConversationSidebar.js';
import { InboxHeading } from '../../Components/inbox/InboxHeading.js';
import { Composer } from '../../Components/thread/Composer.js';
import { MessageList } from '../../Components/thread/MessageList.js';
import type { RoomAction } from '../../Components/thread/RoomMenu.js';
import { ThreadHeader } from '../../Components/thread/ThreadHeader.js';
import { ThreadSkeleton } from '../../Components/thread/ThreadSkeleton.js';
import { useLiveSocket } from '../../hooks/useLiveSocket.js';
import { useMessagingTranslation } from '../../hooks/useMessagingTranslation.js';
import { useRoomPresence } from '../../hooks/useRoomPresence.js';
import { useRooms } from '../../hooks/useRooms.js';
import { useThread } from '../../hooks/useThread.js';
import { hasLiveConnected, setOpenRoom, subscribeLive } from '../../lib/liveSocket.js';
import { withMessage, withSeenBy } from '../../lib/messagePages.js';
import { blockState, roomTitle, withoutRoom } from '../../lib/rooms.js';
import { messagingKeys } from '../../messagingKeys.js';
import '../../Components/messaging.css';

const ACTION_TEXTS = {
  leave: { done: 'thread.leftGroup', failed: 'thread.leaveFailed' },
  block: { done: 'thread.blocked', failed: 'thread.blockFailed' },
  unblock: { done: 'thread.unblocked', failed: 'thread.unblockFailed' },
  delete: { done: 'thread.deleted', failed: 'thread.deleteFailed' },
} as const;

/**
 * The spec's full-screen loader waits this long at most for the live socket's first connection;
 * then the page shows and says it is not connected (it works through HTTP meanwhile).
 */
const SOCKET_WAIT_MS = 8000;

/**
 * A conversation (/messages/:to, `to` being the room id): the conversations on the left, the
 * thread on the right (on small screens one at a time, with a back button). A full-screen loader
 * shows until the page's live socket has connected once. Opening it marks the messages read; live
 * messages of this room appear at once and are marked read; the other person's reading shows as
 * seen ticks, their typing and presence under their name. Delete conversation asks first.
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
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [hasWaitedLong, setHasWaitedLong] = useState(false);
  const rooms = useRooms();
  const thread = useThread(roomId);
  const { socket, isConnected } = useLiveSocket();
  const hasConnected = useSyncExternalStore(subscribeLive, hasLiveConnected, () => false);
  const room = thread.room ?? rooms.data?.find((known) => known._id === roomId) ?? null;
  const participantIds = (room?.participants ?? []).map((member) => member._id).filter((id) => id !== viewerId);
  const presence = useRoomPresence(roomId, participantIds, socket, room?.type === 'normal');
  usePageTitle(room ? roomTitle(room, viewerId) || t('inbox.title') : t('inbox.title'));

  useEffect(() => {
    const timer = setTimeout(() => setHasWaitedLong(true), SOCKET_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  // This room's messages neither chime nor count in the header while it is on screen.
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
    // A block or unblock of this room: what the viewer may see of the other changes too.
    const onRefresh = (changed: { room?: string }) => {
      if (changed?.room === roomId)
        void queryClient.invalidateQueries({ queryKey: messagingKeys.presence(roomId, viewerId) });
    };
    socket.on(SERVER_EVENTS.receiveMessage, onMessage);
    socket.on(SERVER_EVENTS.messageSeen, onSeen);
    socket.on(SERVER_EVENTS.refreshHeaderMessage, onRefresh);
    return () => {
      socket.off(SERVER_EVENTS.receiveMessage, onMessage);
      socket.off(SERVER_EVENTS.messageSeen, onSeen);
      socket.off(SERVER_EVENTS.refreshHeaderMessage, onRefresh);
    };
  }, [socket, roomId, viewerId, queryClient]);

  async function handleAction(action: RoomAction) {
    const texts = ACTION_TEXTS[action];
    try {
      if (action === 'leave') await messaging.leaveRoom(roomId, viewerId, { token });
      else if (action === 'block') await messaging.blockRoom(roomId, viewerId, { token });
      else if (action === 'unblock') await messaging.unblockRoom(roomId, viewerId, { token });
      else await messaging.deleteConversation(roomId, { token });
      showSnackbar(t(texts.done), { type: 'success' });
      const isGone = action === 'leave' || action === 'delete';
      // The inbox shows the list from the cache while it reloads: without the conversation.
      if (isGone)
        queryClient.setQueryData(messagingKeys.rooms(viewerId), (rooms: ChatRoom[] | undefined) =>
          withoutRoom(rooms, roomId),
        );
      void queryClient.invalidateQueries({ queryKey: messagingKeys.rooms(viewerId) });
      if (isGone) {
        queryClient.removeQueries({ queryKey: messagingKeys.thread(roomId, viewerId) });
        navigate('/inbox');
      } else {
        void queryClient.invalidateQueries({ queryKey: messagingKeys.thread(roomId, viewerId) });
        void queryClient.invalidateQueries({ queryKey: messagingKeys.presence(roomId, viewerId) });
      }
    } catch (error) {
      console.error(`room ${action} failed`, error);
      showSnackbar(t(texts.failed), { type: 'error' });
    }
  }

  async function handleDelete() {
    setIsDeleting(true);
    await handleAction('delete');
    setIsDeleting(false);
    setIsConfirmingDelete(false);
  }

  if (!isConnected && !hasConnected && !hasWaitedLong) return <FullScreenLoader label={t('inbox.connecting')} />;

  return (
    <div className="msg-page" data-testid="conversation-page">
      <InboxHeading />
      {!isConnected && (
        <p className="msg-offline" role="status" data-testid="chat-offline">
          {t('inbox.offline')}
        </p>
      )}
      <div className="msg-layout" data-showing={isShowing}>
        <ConversationSidebar
          rooms={rooms.data ?? []}
          isLoading={rooms.isLoading}
          viewerId={viewerId}
          activeRoomId={roomId}
          onOpen={() => setIsShowing(true)}
        />
        <section
          className="msg-panel"
          data-testid="conversation-panel"
          aria-label={room ? roomTitle(room, viewerId) : undefined}
        >
          {thread.isLoading ? (
            <ThreadSkeleton label={t('common.loading')} />
          ) : !room ? (
            <p className="msg-empty" data-testid="conversation-missing">
              {thread.isError ? t('common.genericError') : t('inbox.openOne')}
            </p>
          ) : (
            <>
              <ThreadHeader
                room={room}
                viewerId={viewerId}
                presence={presence}
                onBack={() => setIsShowing(false)}
                onAction={(action) => (action === 'delete' ? setIsConfirmingDelete(true) : void handleAction(action))}
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
              <Composer key={roomId} roomId={roomId} block={blockState(room, viewerId)} />
            </>
          )}
        </section>
      </div>
      <ConfirmDialog
        isOpen={isConfirmingDelete}
        title={t('thread.deleteTitle')}
        message={t('thread.deleteMessage')}
        isDanger
        isBusy={isDeleting}
        onConfirm={() => void handleDelete()}
        onCancel={() => setIsConfirmingDelete(false)}
        testId="delete-conversation-dialog"
      />
    </div>
  );
}

export default ConversationRoute;
