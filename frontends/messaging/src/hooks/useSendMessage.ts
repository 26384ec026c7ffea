import { CLIENT_EVENTS } from '@art/contracts/live-socket';
import * as messaging from '@art/sdk/messaging';
import { useSession } from '@art/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getLiveSocket } from '../lib/liveSocket.js';
import { withMessage } from '../lib/messagePages.js';
import { readSendAck } from '../lib/sendAck.js';
import { messagingKeys } from '../messagingKeys.js';

/** How long the server has to acknowledge a message sent on the socket. */
const ACK_TIMEOUT_MS = 10_000;

/** The server refused a message (blocked, not a member…): its own words, its status word and its code. */
export class MessageRefused extends Error {
  constructor(
    message: string,
    readonly status?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * Sends a message to `roomId`: on the live socket with an acknowledgement when it is connected,
 * through HTTP otherwise. The stored message goes at the end of the thread at once.
 */
export function useSendMessage(roomId: string) {
  const { user, token } = useSession();
  const viewerId = user?._id ?? '';
  const queryClient = useQueryClient();
  return useCallback(
    async (text: string, messageType: messaging.ChatMessageType): Promise<void> => {
      const socket = getLiveSocket();
      let stored: messaging.ChatMessage | null = null;
      try {
        if (socket?.connected) {
          const ack: unknown = await socket
            .timeout(ACK_TIMEOUT_MS)
            .emitWithAck(CLIENT_EVENTS.sendMessage, { room: roomId, message: text, messageType });
          const answer = readSendAck(ack);
          if ('refused' in answer) throw new MessageRefused(answer.refused, answer.status, answer.code);
          if ('message' in answer) stored = answer.message;
        } else {
          stored = await messaging.postMessage(roomId, text, messageType, { token });
        }
      } finally {
        void queryClient.invalidateQueries({ queryKey: messagingKeys.rooms(viewerId) });
      }
      const key = messagingKeys.thread(roomId, viewerId);
      if (stored) {
        const message = stored;
        queryClient.setQueryData(key, (data: Parameters<typeof withMessage>[0]) => withMessage(data, message));
      } else void queryClient.invalidateQueries({ queryKey: key });
    },
    [roomId, token, viewerId, queryClient],
  );
}
