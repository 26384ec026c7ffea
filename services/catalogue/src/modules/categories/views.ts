import type { CategoryView } from '@art/contracts';
import type { CategoryRow } from '../../db/schema.js';

export function toCategoryView(row: CategoryRow): CategoryView {
  return { _id: row.id, name: row.name, slug: row.slug, ...(row.parent_id ? { parent: row.parent_id } : {}) };
}

/** Each main category with its sub-categories. */
export function groupedCategoryViews(rows: CategoryRow[]) {
  return rows
    .filter((row) => row.parent_id === null)
    .map((main) => ({
      _id: main.id,
      name: main.name,
      slug: main.slug,
      children: rows.filter((row) => row.parent_id === main.id).map(toCategoryView),
    }));
}
