import { type Kysely, sql } from 'kysely';

/**
 * What identity keeps of the social area for the user view: follower and following counts
 * (social.user.follows_counted, with their version) and who blocks whom (a blocked viewer does not
 * see the blocker's profile).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('followers_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`followers_count >= 0`))
    .addColumn('following_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`following_count >= 0`))
    .addColumn('follows_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'text', (c) => c.notNull())
    .addColumn('blocked_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blocks').ifExists().execute();
  await db.schema
    .alterTable('users')
    .dropColumn('follows_version')
    .dropColumn('following_count')
    .dropColumn('followers_count')
    .execute();
}
