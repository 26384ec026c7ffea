import { type ApiBody, type RequestOptions, request } from './core.js';
import type { Category } from './types.js';

// The catalogue answers with the list in `message` or `categories` depending on the reading of the spec.
export async function getCategories(options?: RequestOptions): Promise<Category[]> {
  const body = await request<ApiBody & { categories?: Category[] }>('/categories', options);
  const list = Array.isArray(body.message) ? body.message : body.categories;
  return Array.isArray(list) ? (list as Category[]) : [];
}
