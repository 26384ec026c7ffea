import { defineService } from '@art/kit';
import { socialConsumers } from './consumers.js';
import type { SocialTables } from './db/schema.js';
import { migrations } from './migrations/index.js';
import { blocksRoutes } from './modules/blocks/routes.js';
import { blocksPlugin } from './modules/blocks/service.js';
import { commentsRoutes } from './modules/comments/routes.js';
import { commentsPlugin } from './modules/comments/service.js';
import { feedRoutes } from './modules/feed/routes.js';
import { feedPlugin } from './modules/feed/service.js';
import { followsRoutes } from './modules/follows/routes.js';
import { followsPlugin } from './modules/follows/service.js';
import { postsRoutes } from './modules/posts/routes.js';
import { postsPlugin } from './modules/posts/service.js';
import { reportsRoutes } from './modules/reports/routes.js';
import { studiosRoutes } from './modules/studios/routes.js';
import { studiosPlugin } from './modules/studios/service.js';

/**
 * The social area: posts with their likes, comments and hides, the feeds, follows and follow
 * requests, studios to follow, reports and blocks, and a projection of identity's users.
 */
export const buildApp = defineService<SocialTables>({
  area: 'social',
  migrations,
  stream: { base: 'SOCIAL', subjectRoot: 'social' },
  // The post form is checked where it is read; these are the outer bounds.
  uploads: (config) => ({
    limits: { fileSize: config.POST_IMAGE_MAX_BYTES + 1, files: 1, fields: 20, fieldSize: 64 * 1024 },
    storage: config,
  }),
  // Each module asks the audience (app.audience, the kit's one rule) before it shows or touches a
  // member's content: social's own blocks and approved follows, and the privacy setting and the
  // suspension of its projection of identity's users.
  audience: {
    blocks: { table: 'blocks' },
    follows: { table: 'follows' },
    privacy: { table: 'users' },
    suspension: { table: 'users' },
  },
  async modules(app) {
    await app.register(postsPlugin);
    await app.register(commentsPlugin);
    await app.register(feedPlugin);
    await app.register(followsPlugin);
    await app.register(studiosPlugin);
    await app.register(blocksPlugin);
  },
  consumers: socialConsumers,
  async routes(app) {
    await app.register(postsRoutes, { prefix: '/api' });
    await app.register(feedRoutes, { prefix: '/api' });
    await app.register(commentsRoutes, { prefix: '/api' });
    await app.register(followsRoutes, { prefix: '/api' });
    await app.register(studiosRoutes, { prefix: '/api' });
    await app.register(reportsRoutes, { prefix: '/api' });
    await app.register(blocksRoutes, { prefix: '/api' });
  },
});

export type SocialApp = Awaited<ReturnType<typeof buildApp>>;
