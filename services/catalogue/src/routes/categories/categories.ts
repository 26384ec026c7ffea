import { CategoryView, inMessage, SortedCategoryView } from '@art/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { CategoryRow } from '../../db/schema.js';
import { catalogueDb } from '../../lib/database.js';

function toCategoryView(row: CategoryRow): CategoryView {
  return { _id: row.id, name: row.name, slug: row.slug, ...(row.parent_id ? { parent: row.parent_id } : {}) };
}

export async function categoryListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = catalogueDb(app);

  /** Main categories in the spec's order, then sub-categories in theirs. */
  const allCategories = () =>
    app.catalogueCache.remember('categories:all', undefined, () =>
      db
        .selectFrom('categories')
        .selectAll()
        .orderBy((eb) => eb('parent_id', 'is not', null))
        .orderBy('position')
        .orderBy('name')
        .execute(),
    );

  app.get(
    '/categories',
    {
      schema: {
        tags: ['categories'],
        summary: 'Every category; sub-categories carry their main category as parent',
        operationId: 'catalogueListCategories',
        security: [],
        response: { 200: inMessage(Type.Array(CategoryView)) },
      },
    },
    async () => ({ status: 'success', message: (await allCategories()).map(toCategoryView) }),
  );

  app.get(
    '/categories/sorted',
    {
      schema: {
        tags: ['categories'],
        summary: 'The main categories in the spec’s order, each with its sub-categories',
        operationId: 'catalogueListSortedCategories',
        security: [],
        response: { 200: inMessage(Type.Array(SortedCategoryView)) },
      },
    },
    async () => {
      const rows = await allCategories();
      const message = rows
        .filter((row) => row.parent_id === null)
        .map((main) => ({
          _id: main.id,
          name: main.name,
          slug: main.slug,
          children: rows.filter((row) => row.parent_id === main.id).map(toCategoryView),
        }));
      return { status: 'success', message };
    },
  );
}
