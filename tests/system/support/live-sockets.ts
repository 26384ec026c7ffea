import { LIVE_SOCKET_PATH } from '@art/contracts/live-socket';
import { io, type Socket } from 'socket.io-client';
import type { Member } from './members.js';

/** A member's live socket (websocket only, no reconnection), connected; `opened` keeps it for closing. */
export async function liveSocket(baseUrl: string, member: Member, opened: Socket[]): Promise<Socket> {
  const socket = io(baseUrl, {
    path: LIVE_SOCKET_PATH,
    transports: ['websocket'],
    auth: { token: member.token },
    reconnection: false,
  });
  opened.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}
