import type { Kysely } from 'kysely';
import type { SocialTables } from '../db/schema.js';
import { fileReport } from '../modules/reports/filing.js';
import { reportCategories } from '../modules/reports/queries.js';
import { snapshotOf } from '../modules/reports/snapshots.js';

const context = { actor: { userId: null, role: null }, requestId: 'seed' };

/** What the demo reporters write, by the post they report (the newest posts first). */
const DEMO_REPORT_WORDS = [
  'This looks like a copy of another studio’s work.',
  'The price in the post does not match the store.',
  'Posted the same picture three times today.',
];

/**
 * A few reports of the demo posts by the demo buyers (two on the newest post, one on the next), so
 * the operators' queue has cases to work on from the first start; filed like the form files them.
 * Once any report exists nothing is added.
 */
export async function seedDemoReports(db: Kysely<SocialTables>, reporterIds: string[]): Promise<number> {
  if (reporterIds.length === 0) return 0;
  if (await db.selectFrom('reports').select('id').limit(1).executeTakeFirst()) return 0;
  const [category] = await reportCategories(db);
  if (!category) return 0;
  const posts = await db
    .selectFrom('posts')
    .select(['id', 'author_id'])
    .orderBy('created_at', 'desc')
    .limit(2)
    .execute();
  const filings = posts.flatMap((post, index) =>
    reporterIds
      .filter((reporter) => reporter !== post.author_id)
      .slice(0, 2 - index)
      .map((reporterId, n) => ({
        post,
        reporterId,
        words: DEMO_REPORT_WORDS[(index + n) % DEMO_REPORT_WORDS.length]!,
      })),
  );
  for (const { post, reporterId, words } of filings) {
    const snapshot = await snapshotOf.post(db, post.id);
    if (!snapshot) continue;
    await fileReport(
      db,
      {
        reporterId,
        target: 'post',
        targetId: post.id,
        categoryId: category.id,
        categoryName: category.name,
        content: words,
        snapshot,
      },
      context,
    );
  }
  return filings.length;
}
