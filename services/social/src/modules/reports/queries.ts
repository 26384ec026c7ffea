import type { Kysely } from 'kysely';
import type { SocialTables } from '../../db/schema.js';
import type { ReportTarget } from './rules.js';

type Db = Kysely<SocialTables>;

/** The report options, in the order the form shows them. */
export async function reportCategories(db: Db) {
  return db.selectFrom('report_categories').select(['id', 'name']).orderBy('position').execute();
}

/** The option's name (what moderation shows); undefined when there is no such option. */
export async function reportCategoryName(db: Db, categoryId: string): Promise<string | undefined> {
  const option = await db
    .selectFrom('report_categories')
    .select('name')
    .where('id', '=', categoryId)
    .executeTakeFirst();
  return option?.name;
}

/** A profile as a report keeps it: name, biography and picture. */
export async function profileForReport(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'biography', 'picture'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** A post as a report keeps it, with its author's name. */
export async function postForReport(db: Db, postId: string) {
  return db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.author_id')
    .select(['posts.author_id', 'posts.text', 'posts.picture', 'posts.hidden_at', 'users.name'])
    .where('posts.id', '=', postId)
    .executeTakeFirst();
}

/** An artwork still there, as social's projection keeps it, with its author's name (when known). */
export async function artworkForReport(db: Db, artworkId: string) {
  return db
    .selectFrom('artworks')
    .leftJoin('users', 'users.id', 'artworks.author_id')
    .select([
      'artworks.author_id',
      'artworks.name',
      'artworks.description',
      'artworks.image_urls',
      'users.name as author_name',
    ])
    .where('artworks.id', '=', artworkId)
    .where('artworks.deleted', '=', false)
    .executeTakeFirst();
}

/** Stores an open report; its id. */
export async function insertReport(
  db: Db,
  report: { reporterId: string; targetType: ReportTarget; targetId: string; categoryId: string; content: string },
): Promise<string> {
  const row = await db
    .insertInto('reports')
    .values({
      id: crypto.randomUUID(),
      reporter_id: report.reporterId,
      target_type: report.targetType,
      target_id: report.targetId,
      category_id: report.categoryId,
      content: report.content,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
