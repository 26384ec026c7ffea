import { defineService } from '@art/kit';
import { moderationConsumers } from './consumers.js';
import type { ModerationTables } from './db/schema.js';
import { migrations } from './migrations/index.js';
import { artistCodeRoutes } from './modules/artist-codes/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { consoleReadsPlugin } from './modules/audit/service.js';
import { overviewRoutes } from './modules/overview/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { studioRequestRoutes } from './modules/studio-requests/routes.js';
import { studioImagesPlugin } from './modules/studio-requests/service.js';
import { suspensionRoutes } from './modules/suspensions/routes.js';

/**
 * The moderation area: the operators' console (studio requests, artist codes, report cases,
 * suspensions and appeals, the overview) and its append-only audit log. Its decisions travel as
 * events (moderation.*) that the owning areas act on.
 */
export const buildApp = defineService<ModerationTables>({
  area: 'moderation',
  migrations,
  stream: { base: 'MODERATION', subjectRoot: 'moderation' },
  // Every console read on record, then the signer of studio request images.
  async modules(app) {
    await app.register(consoleReadsPlugin);
    await app.register(studioImagesPlugin);
  },
  consumers: moderationConsumers,
  async routes(app) {
    await app.register(overviewRoutes, { prefix: '/api' });
    await app.register(studioRequestRoutes, { prefix: '/api' });
    await app.register(artistCodeRoutes, { prefix: '/api' });
    await app.register(reportRoutes, { prefix: '/api' });
    await app.register(suspensionRoutes, { prefix: '/api' });
    await app.register(auditRoutes, { prefix: '/api' });
  },
});

export type ModerationApp = Awaited<ReturnType<typeof buildApp>>;
