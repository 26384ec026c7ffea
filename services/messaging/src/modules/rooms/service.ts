import { randomUUID } from 'node:crypto';
import { type ChatRoom, SERVER_EVENTS } from '@art/contracts';
import { messagingEndpoints as endpoints } from '@art/contracts/endpoints';
import { badRequest, conflict, type EventContext, forbidden, notFound } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { socialBlocksAround } from '../blocks/queries.js';
import { storeMessage } from '../messages/queries.js';
import { blockedChat } from '../messages/rules.js';
import { userExists } from '../users/queries.js';
import { membersById } from '../users/views.js';
import { membership, roomView, socialBlockProblem } from './access.js';
import {
  blockRoom,
  currentMembers,
  hideFrom,
  insertDirectRoom,
  insertGroupRoom,
  insertMembers,
  listedRooms,
  markLeft,
  roomOfPair,
  setReadMark,
  showTo,
  unblockRoom,
} from './queries.js';
import { checkedGroup, pairKey, ROOMS_CAP, USER_NOT_FOUND } from './rules.js';
import { roomViews } from './views.js';

export interface Rooms {
  /** The viewer's conversations, most recently updated first (hidden ones left out). */
  list(viewerId: string): Promise<ChatRoom[]>;
  /** The one-to-one room of the pair, created when missing; refused when either blocks the other in social. */
  openDirect(viewerId: string, receiverId: string): Promise<ChatRoom>;
  createGroup(viewerId: string, name: unknown, participants: unknown, context: EventContext): Promise<ChatRoom>;
  leave(viewerId: string, roomId: string, context: EventContext): Promise<void>;
  block(viewerId: string, roomId: string): Promise<void>;
  unblock(viewerId: string, roomId: string): Promise<void>;
  /** "Delete conversation": hidden for the viewer with its history until a new message arrives. */
  hide(viewerId: string, roomId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rooms: Rooms;
  }
}

/**
 * Conversations: opening one-to-one rooms and groups, leaving, blocking and hiding them. A group's
 * join notices and a leaver's notice are stored with the chat's storeMessage in the room's
 * transaction and delivered by the chat once committed.
 */
export const roomsPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;

    const rooms: Rooms = {
      async list(viewerId) {
        return roomViews(db, viewerId, await listedRooms(db, viewerId, ROOMS_CAP));
      },

      async openDirect(viewerId, receiverId) {
        if (receiverId === viewerId) throw badRequest(endpoints.initRoom.messages.notYourself);
        const roomId = await db.transaction().execute(async (trx) => {
          if (!(await userExists(trx, receiverId))) throw notFound(USER_NOT_FOUND);
          const blocked = await socialBlockProblem(trx, viewerId, receiverId);
          if (blocked) throw blockedChat(blocked);
          const key = pairKey(viewerId, receiverId);
          const created = await insertDirectRoom(trx, viewerId, key);
          const room = created ?? (await roomOfPair(trx, key));
          if (created) {
            await insertMembers(trx, room.id, [viewerId, receiverId]);
          } else {
            // Opened again after "delete conversation": listed again, its old history stays cleared.
            await showTo(trx, room.id, viewerId);
          }
          return room.id;
        });
        return roomView(db, viewerId, roomId);
      },

      async createGroup(viewerId, name, participants, context) {
        const group = checkedGroup(viewerId, name, participants);
        const everyone = [viewerId, ...group.others];
        const roomId = await db.transaction().execute(async (trx) => {
          const cards = await membersById(trx, everyone);
          if (group.others.some((id) => !cards.has(id))) throw notFound(USER_NOT_FOUND);
          // Only the creator's own blocks refuse: two others with a block between them may share the
          // group, each reading the other's messages collapsed.
          const blocks = await socialBlocksAround(trx, viewerId, group.others);
          for (const id of group.others) {
            const who = cards.get(id)?.name ?? 'this user';
            if (blocks.has(`${id}:${viewerId}`)) throw blockedChat(`You cannot add ${who} to a group`);
            if (blocks.has(`${viewerId}:${id}`)) throw blockedChat(`Please unblock ${who} to add them to a group`);
          }
          const roomId = randomUUID();
          await insertGroupRoom(trx, roomId, viewerId, group.name);
          await insertMembers(trx, roomId, everyone);
          let last = '0';
          for (const id of everyone) {
            const name = cards.get(id)?.name ?? '';
            last = (await storeMessage(trx, roomId, id, everyone, name, 'join', context)).seq;
          }
          // The creator has seen the whole (new) room; the others have not.
          await setReadMark(trx, roomId, viewerId, last);
          return roomId;
        });
        // The new members' lists reload; their join messages are read with the room.
        app.live.toUsers(group.others, SERVER_EVENTS.refreshHeaderMessage, { room: roomId });
        return roomView(db, viewerId, roomId);
      },

      async leave(viewerId, roomId, context) {
        const stored = await db.transaction().execute(async (trx) => {
          const { room } = await membership(trx, viewerId, roomId, true);
          if (room.type !== 'group') throw conflict(endpoints.leaveGroup.messages.directRoom, 'conflict');
          const members = await currentMembers(trx, room.id);
          await markLeft(trx, room.id, viewerId);
          const name = (await membersById(trx, [viewerId])).get(viewerId)?.name ?? '';
          const row = await storeMessage(trx, room.id, viewerId, members, name, 'left', context);
          return { row, members };
        });
        // The leaver's other tabs learn it too; the group is gone from their list from now on.
        await app.chat.deliver(stored.row, stored.members, 'group');
        await app.unread.push([viewerId], roomId);
      },

      async block(viewerId, roomId) {
        const other = await db.transaction().execute(async (trx) => {
          const { room } = await membership(trx, viewerId, roomId, true);
          if (room.type !== 'normal') throw conflict(endpoints.blockRoom.messages.onlyDirect, 'conflict');
          if (room.is_blocked) {
            if (room.block_by === viewerId) return null;
            throw conflict(endpoints.blockRoom.messages.blockedByOther, 'conflict');
          }
          await blockRoom(trx, room.id, viewerId);
          return (await currentMembers(trx, room.id)).filter((id) => id !== viewerId);
        });
        if (other) app.live.toUsers(other, SERVER_EVENTS.refreshHeaderMessage, { room: roomId });
      },

      async unblock(viewerId, roomId) {
        const unblocking = endpoints.unblockRoom.messages;
        const other = await db.transaction().execute(async (trx) => {
          const { room } = await membership(trx, viewerId, roomId, true);
          if (room.type !== 'normal') throw conflict(unblocking.onlyDirect, 'conflict');
          const others = (await currentMembers(trx, room.id)).filter((id) => id !== viewerId);
          if (!room.is_blocked) {
            const blocks = await socialBlocksAround(trx, viewerId, others);
            const blockedThemInSocial = others.some((id) => blocks.has(`${viewerId}:${id}`));
            if (blockedThemInSocial) throw conflict(unblocking.socialBlockByYou, 'conflict');
            throw conflict(unblocking.notBlocked, 'conflict');
          }
          if (room.block_by !== viewerId) throw forbidden(unblocking.onlyBlocker);
          await unblockRoom(trx, room.id);
          return others;
        });
        app.live.toUsers(other, SERVER_EVENTS.refreshHeaderMessage, { room: roomId });
      },

      async hide(viewerId, roomId) {
        await db.transaction().execute(async (trx) => {
          const { room } = await membership(trx, viewerId, roomId, true);
          await hideFrom(trx, room.id, viewerId, room.last_message_seq);
        });
        await app.unread.push([viewerId], roomId);
      },
    };

    app.decorate('rooms', rooms);
  },
  { name: 'rooms', dependencies: ['database', 'outbox', 'live', 'chat', 'unread'] },
);
