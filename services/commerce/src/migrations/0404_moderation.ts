import type { Kysely } from 'kysely';

/**
 * What moderation decided, as commerce needs it: an artwork an operator hid (ContentHidden) and a
 * suspended member (identity's snapshot) can no longer be bought; carts keep such lines, marked no
 * longer available. Nothing is deleted: lifting a suspension makes the works buyable again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('members')
    .addColumn('suspended', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('hidden').execute();
  await db.schema.alterTable('members').dropColumn('suspended').execute();
}
