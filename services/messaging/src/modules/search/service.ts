import { CHAT_SEARCH_ROOMS_MAX, type ChatRoom, type ChatSearchHit } from '@art/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { currentMembersOfRooms } from '../rooms/queries.js';
import { roomViews } from '../rooms/views.js';
import { membersById, unknownMember } from '../users/views.js';
import { messagesSaying, roomsNamed } from './queries.js';
import { checkedSearch, containsPattern } from './rules.js';

export interface SearchResult {
  conversations: ChatRoom[];
  messages: ChatSearchHit[];
  page: number;
  hasMore: boolean;
}

export interface ChatSearch {
  /** The viewer's own conversations named like `q` (page 1 only) and their messages saying it, newest first. */
  search(viewerId: string, q: string, page: number, perPage: number): Promise<SearchResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatSearch: ChatSearch;
  }
}

/** Search within one's own conversations: their names and participants, and what was said in them. */
export const searchPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;
    app.decorate('chatSearch', {
      async search(viewerId, q, page, perPage) {
        const pattern = containsPattern(checkedSearch(q));
        const [named, rows] = await Promise.all([
          page === 1 ? roomsNamed(db, viewerId, pattern, CHAT_SEARCH_ROOMS_MAX) : [],
          messagesSaying(db, viewerId, pattern, perPage + 1, (page - 1) * perPage),
        ]);
        const hits = rows.slice(0, perPage);
        // A one-to-one hit is named after the other member; a group after itself.
        const directRooms = [...new Set(hits.filter((hit) => hit.type === 'normal').map((hit) => hit.room_id))];
        const members = directRooms.length > 0 ? await currentMembersOfRooms(db, directRooms) : [];
        const otherOf = new Map(
          members.filter((row) => row.user_id !== viewerId).map((row) => [row.room_id, row.user_id]),
        );
        const cards = await membersById(db, [...hits.map((hit) => hit.posted_by), ...otherOf.values()]);
        return {
          conversations: await roomViews(db, viewerId, named),
          messages: hits.map((hit) => ({
            _id: hit.id,
            room: hit.room_id,
            roomType: hit.type,
            roomName: hit.type === 'group' ? hit.name : (cards.get(otherOf.get(hit.room_id) ?? '')?.name ?? ''),
            postedBy: cards.get(hit.posted_by) ?? unknownMember(hit.posted_by),
            message: hit.message,
            createdAt: new Date(hit.created_at).toISOString(),
          })),
          page,
          hasMore: rows.length > perPage,
        };
      },
    } satisfies ChatSearch);
  },
  { name: 'chat-search', dependencies: ['database'] },
);
