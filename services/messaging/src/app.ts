import { defineService } from '@art/kit';
import { messagingConsumers } from './consumers.js';
import type { MessagingTables } from './db/schema.js';
import { migrations } from './migrations/index.js';
import { livePlugin } from './modules/live/service.js';
import { socketEventsPlugin } from './modules/live/socket-events.js';
import { messagesRoutes } from './modules/messages/routes.js';
import { chatPlugin } from './modules/messages/service.js';
import { picturesRoutes } from './modules/pictures/routes.js';
import { picturesPlugin } from './modules/pictures/service.js';
import { presenceRoutes } from './modules/presence/routes.js';
import { presencePlugin } from './modules/presence/service.js';
import { roomsRoutes } from './modules/rooms/routes.js';
import { roomsPlugin } from './modules/rooms/service.js';
import { searchRoutes } from './modules/search/routes.js';
import { searchPlugin } from './modules/search/service.js';
import { typingPlugin } from './modules/typing/service.js';
import { unreadRoutes } from './modules/unread/routes.js';
import { unreadPlugin } from './modules/unread/service.js';

/**
 * The messaging area: chat rooms (one-to-one and groups), their messages and pictures, the live
 * socket (socket.io with the Redis adapter) and the projections of identity's users and social's
 * blocks.
 */
export const buildApp = defineService<MessagingTables>({
  area: 'messaging',
  migrations,
  stream: { base: 'MESSAGING', subjectRoot: 'messaging' },
  // The picture form is checked where it is read; these are the outer bounds.
  uploads: (config) => ({
    limits: { fileSize: config.CHAT_PICTURE_MAX_BYTES + 1, files: 1, fields: 5, fieldSize: 1024 },
    storage: config,
  }),
  // The live socket and the presence it keeps, the unread counts (pushed on it), the chat and the
  // rooms (which deliver through it), what the sockets may do (messages, typing), the search, then
  // the chat pictures' upkeep.
  async modules(app) {
    await app.register(livePlugin);
    await app.register(presencePlugin);
    await app.register(unreadPlugin);
    await app.register(chatPlugin);
    await app.register(roomsPlugin);
    await app.register(socketEventsPlugin);
    await app.register(typingPlugin);
    await app.register(searchPlugin);
    await app.register(picturesPlugin);
  },
  consumers: messagingConsumers,
  async routes(app) {
    await app.register(unreadRoutes, { prefix: '/api' });
    await app.register(searchRoutes, { prefix: '/api' });
    await app.register(roomsRoutes, { prefix: '/api' });
    await app.register(presenceRoutes, { prefix: '/api' });
    await app.register(messagesRoutes, { prefix: '/api' });
    await app.register(picturesRoutes, { prefix: '/api' });
  },
});

export type MessagingApp = Awaited<ReturnType<typeof buildApp>>;
