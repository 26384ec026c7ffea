import { type ApiBody, type RequestOptions, request } from './core.js';
import { pathOf } from './declared-route.js';
import { catalogueRoutes as routes } from './routes/catalogue.js';
import type { Category } from './types.js';

// The catalogue answers with the list in `message` or `categories` depending on the route (both are documented in /api/docs).
export async function getCategories(options?: RequestOptions): Promise<Category[]> {
  const body = await request<ApiBody & { categories?: Category[] }>(pathOf(routes.listCategories), options);
  const list = Array.isArray(body.message) ? body.message : body.categories;
  return Array.isArray(list) ? (list as Category[]) : [];
}
