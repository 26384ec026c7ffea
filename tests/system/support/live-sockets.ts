import assert from 'node:assert/strict';
import { LIVE_SOCKET_PATH } from '@art/contracts/live-socket';
import { io, type Socket } from 'socket.io-client';
import { type Member, projected, verifiedMember } from './members.js';
import type { Stack } from './stack.js';

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

/** Two new members, known to messaging, and the one-to-one room the first opened with the second. */
export async function chatBetween(
  stack: Stack,
  senderName: string,
  receiverName: string,
): Promise<{ sender: Member; receiver: Member; roomId: string }> {
  const sender = await verifiedMember(stack, senderName, 'sender');
  const receiver = await verifiedMember(stack, receiverName, 'receiver');
  for (const member of [sender, receiver]) await projected(stack.databases.messaging, member, 21);
  const opened = await stack.api('/rooms/init', {
    token: sender.token,
    body: { sender: sender.id, receiver: receiver.id },
  });
  assert.equal(opened.status, 200, JSON.stringify(opened.body));
  return { sender, receiver, roomId: opened.body.room._id };
}
