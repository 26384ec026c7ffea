import { defineService } from '@art/kit';
import { catalogueConsumers } from './consumers.js';
import type { CatalogueTables } from './db/schema.js';
import { migrations } from './migrations/index.js';
import { artworksRoutes } from './modules/artworks/routes/index.js';
import { artworksPlugin } from './modules/artworks/service.js';
import { cachePlugin } from './modules/cache/service.js';
import { categoriesRoutes } from './modules/categories/routes.js';
import { directoryRoutes } from './modules/directory/routes.js';
import { directoryPlugin } from './modules/directory/service.js';
import { engagementRoutes } from './modules/engagement/routes.js';
import { engagementPlugin } from './modules/engagement/service.js';
import { exhibitionsRoutes } from './modules/exhibitions/routes.js';
import { exhibitionsPlugin } from './modules/exhibitions/service.js';
import { inquiriesRoutes } from './modules/inquiries/routes.js';
import { listingsRoutes } from './modules/listings/routes/index.js';
import { listingsPlugin } from './modules/listings/service.js';
import { searchRoutes } from './modules/search/routes.js';
import { searchPlugin } from './modules/search/service.js';
import { slidersRoutes } from './modules/sliders/routes.js';
import { stockRoutes } from './modules/stock/routes.js';
import { stockPlugin } from './modules/stock/service.js';

/**
 * The catalogue: categories, artworks and their images, likes and comments on artworks, listings,
 * search, sliders, exhibitions, inquiries, and the studios directory (a projection of identity's
 * users and social's follows).
 */
export const buildApp = defineService<CatalogueTables>({
  area: 'catalogue',
  migrations,
  stream: { base: 'CATALOGUE', subjectRoot: 'catalogue' },
  uploads: (config) => ({
    limits: {
      fileSize: config.ARTWORK_IMAGE_MAX_BYTES + 1,
      files: config.ARTWORK_IMAGE_LIMIT + 1,
      fields: 80,
      fieldSize: 64 * 1024,
    },
    storage: config,
  }),
  // Artworks are public content: a block hides them both ways, a private account does not (so
  // the audience reads no privacy here, and liking a private member's artwork is allowed); a
  // suspended member's works and studio are hidden from everybody.
  audience: { blocks: { table: 'blocks' }, suspension: { table: 'users' } },
  async modules(app) {
    await app.register(cachePlugin);
    await app.register(artworksPlugin);
    await app.register(listingsPlugin);
    await app.register(engagementPlugin);
    await app.register(directoryPlugin);
    await app.register(searchPlugin);
    await app.register(exhibitionsPlugin);
    await app.register(stockPlugin);
  },
  consumers: catalogueConsumers,
  async routes(app, config) {
    await app.register(categoriesRoutes, { prefix: '/api' });
    await app.register(slidersRoutes, { prefix: '/api' });
    await app.register(artworksRoutes, { prefix: '/api' });
    await app.register(listingsRoutes, { prefix: '/api' });
    await app.register(engagementRoutes, { prefix: '/api' });
    await app.register(directoryRoutes, { prefix: '/api' });
    await app.register(searchRoutes, { prefix: '/api' });
    await app.register(exhibitionsRoutes, { prefix: '/api' });
    await app.register(inquiriesRoutes, { prefix: '/api' });
    // commerce's stock calls (internal token; the gateway routes no /internal path)
    await app.register(stockRoutes, { internalToken: config.INTERNAL_TOKEN });
  },
});

export type CatalogueApp = Awaited<ReturnType<typeof buildApp>>;
