import { catalogueEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { listCategories } from './queries.js';
import { groupedCategoryViews, toCategoryView } from './views.js';

/** Categories, flat and grouped (cached: every page reads them). */
export async function categoriesRoutes(app: FastifyInstance) {
  const allCategories = () => app.catalogueCache.remember('categories:all', undefined, () => listCategories(app.db));

  endpointRoute(app, endpoints.listCategories, {
    handler: async () => ({ status: 'success', message: (await allCategories()).map(toCategoryView) }),
  });

  endpointRoute(app, endpoints.listSortedCategories, {
    handler: async () => ({ status: 'success', message: groupedCategoryViews(await allCategories()) }),
  });
}
