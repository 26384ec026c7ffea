import { type ChatPresence, type PresenceNotice, SERVER_EVENTS } from '@art/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { socialBlocksAround } from '../blocks/queries.js';
import { collapsedBy } from '../blocks/rules.js';
import type { SocketUser } from '../live/service.js';
import { membership } from '../rooms/access.js';
import { currentMembers } from '../rooms/queries.js';
import { hidingPresence, presenceAudience, savePresenceSetting } from './queries.js';
import { PRESENCE_AUDIENCE_MAX, SOCKET_TTL_HEARTBEATS, seesPresence } from './rules.js';
import { type PresenceState, presenceStore } from './store.js';

export interface RoomPresence {
  /** The viewer hides their own presence: they see nobody's. */
  hidden: boolean;
  presence: ChatPresence[];
}

export interface Presence {
  /** Those of `userIds` with a live socket now (all of them when Redis cannot tell). */
  onlineAmong(userIds: string[]): Promise<string[]>;
  /** The room's other participants whose presence the viewer may see (404 for a non-member). */
  inRoom(viewerId: string, roomId: string): Promise<RoomPresence>;
  showsPresence(userId: string): Promise<boolean>;
  /** Saves the setting and tells the member's partners at once (hidden, or their state again). */
  setShowsPresence(userId: string, show: boolean): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    presence: Presence;
  }
}

const noticeOf = (userId: string, state: PresenceState | undefined): PresenceNotice => ({
  userId,
  online: state?.online ?? false,
  lastSeen: state?.lastSeenMs ? new Date(state.lastSeenMs).toISOString() : null,
});

/**
 * Online and last seen, over the live socket and Redis (so it holds across instances): each socket
 * is recorded when it connects, renewed by its instance's heartbeat and forgotten when it closes.
 * When a member's first socket opens, or their last one closes and none opens within
 * PRESENCE_GRACE_MS (a reload is not an absence), their one-to-one partners get `presence`, unless
 * either hides it or a block stands between them. The setting lives in `chat_settings`.
 */
export const presencePlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;
    const config = app.config;
    const log = app.log.child({ component: 'presence' });
    const store = presenceStore(
      app.redis,
      config.PRESENCE_KEY,
      Math.round(config.PRESENCE_HEARTBEAT_MS * SOCKET_TTL_HEARTBEATS),
    );
    const goingAway = new Map<string, NodeJS.Timeout>();
    let isClosing = false;

    /** Tells the member's partners their presence as it is now (nothing while they hide it). */
    async function announce(userId: string) {
      if ((await hidingPresence(db, [userId])).has(userId)) return;
      const audience = await presenceAudience(db, userId, PRESENCE_AUDIENCE_MAX);
      if (audience.length === 0) return;
      const state = (await store.states([userId], Date.now())).get(userId);
      app.live.toUsers(audience, SERVER_EVENTS.presence, noticeOf(userId, state));
    }

    const quietly = (work: Promise<unknown>, what: string) =>
      work.catch((error: Error) => {
        if (!isClosing) log.warn({ err: error }, what);
      });

    async function arrived(userId: string, socketId: string) {
      const pending = goingAway.get(userId);
      if (pending) {
        clearTimeout(pending);
        goingAway.delete(userId);
      }
      if ((await store.connected(userId, socketId, Date.now())) === 1) await announce(userId);
    }

    async function left(userId: string, socketId: string) {
      if ((await store.disconnected(userId, socketId, Date.now())) > 0 || isClosing) return;
      clearTimeout(goingAway.get(userId));
      const timer = setTimeout(() => {
        goingAway.delete(userId);
        const check = store.states([userId], Date.now()).then((states) => {
          if (!states.get(userId)?.online) return announce(userId);
        });
        void quietly(check, 'going away not announced');
      }, config.PRESENCE_GRACE_MS);
      timer.unref();
      goingAway.set(userId, timer);
    }

    app.live.io.on('connection', (socket) => {
      const user = socket.data.user as SocketUser;
      void quietly(arrived(user.id, socket.id), 'presence not recorded');
      socket.on('disconnect', () => void quietly(left(user.id, socket.id), 'absence not recorded'));
    });

    const heartbeat = setInterval(() => {
      const sockets = [...app.live.io.of('/').sockets.values()].map((socket) => ({
        userId: (socket.data.user as SocketUser).id,
        socketId: socket.id,
      }));
      void quietly(store.renew(sockets, Date.now()), 'presence not renewed');
    }, config.PRESENCE_HEARTBEAT_MS);
    heartbeat.unref();

    app.addHook('preClose', async () => {
      isClosing = true;
      clearInterval(heartbeat);
      for (const timer of goingAway.values()) clearTimeout(timer);
      goingAway.clear();
    });

    const presence: Presence = {
      async onlineAmong(userIds) {
        if (userIds.length === 0) return [];
        try {
          const states = await store.states(userIds, Date.now());
          return userIds.filter((id) => states.get(id)?.online);
        } catch (error) {
          log.warn({ err: error }, 'presence unknown (Redis): everyone counts as online');
          return userIds;
        }
      },

      async inRoom(viewerId, roomId) {
        const { room } = await membership(db, viewerId, roomId);
        const others = (await currentMembers(db, room.id)).filter((id) => id !== viewerId);
        const hiding = await hidingPresence(db, [viewerId, ...others]);
        if (hiding.has(viewerId)) return { hidden: true, presence: [] };
        const blocks = await socialBlocksAround(db, viewerId, others);
        const roomBlocked = room.type === 'normal' && room.is_blocked;
        const visible = others.filter((id) =>
          seesPresence(false, hiding.has(id), roomBlocked || collapsedBy(blocks, viewerId, id) !== null),
        );
        try {
          const states = await store.states(visible, Date.now());
          return {
            hidden: false,
            presence: visible.map((id) => {
              const { online, lastSeen } = noticeOf(id, states.get(id));
              return { userId: id, online, lastSeen };
            }),
          };
        } catch (error) {
          log.warn({ err: error }, 'presence unknown (Redis): none shown');
          return { hidden: false, presence: [] };
        }
      },

      async showsPresence(userId) {
        return !(await hidingPresence(db, [userId])).has(userId);
      },

      async setShowsPresence(userId, show) {
        await savePresenceSetting(db, userId, show);
        const tell = async () => {
          const audience = await presenceAudience(db, userId, PRESENCE_AUDIENCE_MAX);
          if (audience.length === 0) return;
          const notice: PresenceNotice = show
            ? noticeOf(userId, (await store.states([userId], Date.now())).get(userId))
            : { userId, online: false, lastSeen: null, hidden: true };
          app.live.toUsers(audience, SERVER_EVENTS.presence, notice);
        };
        await quietly(tell(), 'presence setting not told to the partners');
      },
    };
    app.decorate('presence', presence);
  },
  { name: 'presence', dependencies: ['database', 'redis', 'live'] },
);
