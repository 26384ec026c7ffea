import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { SocialTables } from '../db/schema.js';
import { addFollow } from '../modules/follows/graph.js';
import { renderPostImage, storePostImage } from '../modules/posts/images.js';
import { DEMO_COMMENTS, DEMO_POST_TEXTS } from './demo-posts.js';
import { seedDemoReports } from './demo-reports.js';

/** Plain figures: the run command shows the plain fields of a seed's JSON line. */
export interface SocialSeedResult {
  users: number;
  follows: number;
  posts: number;
  added: number;
  /** Reports filed by this run (the operators' queue). */
  reports: number;
}

/** The drawn pictures are PNGs of about 100 KB; the bound only satisfies the image check. */
const DEMO_PICTURE_MAX_BYTES = 10 * 1024 * 1024;

const context = { actor: { userId: null, role: null }, requestId: 'seed' };

interface DemoUser {
  id: string;
  role: number;
}

/**
 * Polls the users projection until identity's demo users are there (at least `expected`), or the
 * time is up: then it goes on with those that came (none at all is an error).
 */
async function waitForDemoUsers(db: Kysely<SocialTables>, app: FastifyInstance, expected: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const users = await db.selectFrom('users').select(['id', 'role']).orderBy('name').execute();
    const studios = users.filter((user) => user.role >= 11 && user.role <= 20);
    if ((users.length >= expected && studios.length > 0) || Date.now() > deadline) {
      if (studios.length === 0)
        throw new Error(
          `No demo studio reached social within ${timeoutMs / 1000} s: run identity's seed first, with NATS up`,
        );
      return users as DemoUser[];
    }
    app.log.info('waiting for the demo users from identity');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A picture drawn here (nothing is downloaded): a soft two-colour gradient with a circle. */
async function demoPicture(index: number): Promise<Buffer> {
  const hue = (index * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,30%)"/>
    </linearGradient></defs>
    <rect width="1200" height="800" fill="url(#g)"/>
    <circle cx="${300 + ((index * 97) % 600)}" cy="400" r="180" fill="hsl(${(hue + 180) % 360},70%,80%)" opacity="0.7"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The demo social graph: every buyer follows some studios, studios follow each other, and the
 * studios have posts (with pictures drawn here and a few videos), likes and comments, and a few of the
 * posts are reported (the operators' queue). Adds only
 * what is missing, so running it again changes nothing.
 */
export async function seedDemoSocial(
  app: FastifyInstance,
  options: { waitForUsersMs?: number; expectedUsers?: number } = {},
): Promise<SocialSeedResult> {
  const db = app.db;
  const users = await waitForDemoUsers(db, app, options.expectedUsers ?? 6, options.waitForUsersMs ?? 60_000);
  const studios = users.filter((user) => user.role >= 11 && user.role <= 20);
  const buyers = users.filter((user) => user.role > 20);

  await db.transaction().execute(async (trx) => {
    for (const [index, buyer] of buyers.entries()) {
      for (const studio of studios.filter((_, i) => (i + index) % 2 === 0))
        await addFollow(trx, buyer.id, studio.id, context);
    }
    for (const [index, studio] of studios.entries()) {
      const next = studios[(index + 1) % studios.length];
      if (next && next.id !== studio.id) await addFollow(trx, studio.id, next.id, context);
    }
  });

  let added = 0;
  const existing = await db.selectFrom('posts').select('id').limit(1).executeTakeFirst();
  if (!existing) {
    const now = Date.now();
    for (const [index, demo] of DEMO_POST_TEXTS.entries()) {
      const author = studios[index % studios.length] as DemoUser;
      const id = crypto.randomUUID();
      const picture = demo.picture
        ? await storePostImage(
            app.storage,
            app.config.S3_BUCKET,
            id,
            await renderPostImage(await demoPicture(index), DEMO_PICTURE_MAX_BYTES),
          )
        : null;
      // Spread over the last weeks, newest first in the list above.
      const created = new Date(now - index * 7 * 3600 * 1000);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('posts')
          .values({
            id,
            author_id: author.id,
            text: demo.text,
            picture: picture ? JSON.stringify(picture) : null,
            youtube_id: demo.youtubeId ?? null,
            created_at: created,
            updated_at: created,
          })
          .execute();
        const likers = users.filter((_, i) => (i + index) % 3 !== 0 && users[i]?.id !== author.id);
        for (const liker of likers)
          await trx.insertInto('post_likes').values({ post_id: id, user_id: liker.id }).execute();
        const commenters = buyers.slice(0, index % 3);
        for (const [n, commenter] of commenters.entries()) {
          await trx
            .insertInto('post_comments')
            .values({
              id: crypto.randomUUID(),
              post_id: id,
              author_id: commenter.id,
              comment: DEMO_COMMENTS[(index + n) % DEMO_COMMENTS.length] as string,
              created_at: new Date(created.getTime() + (n + 1) * 600_000),
            })
            .execute();
        }
        await trx
          .updateTable('posts')
          .set({ likes_count: likers.length, comments_count: commenters.length })
          .where('id', '=', id)
          .execute();
      });
      added += 1;
    }
    for (const studio of studios) {
      const count = await db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('author_id', '=', studio.id)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('users')
        .set({ posts_count: Number(count.n) })
        .where('id', '=', studio.id)
        .execute();
    }
  }
  const reports = await seedDemoReports(
    db,
    buyers.map((buyer) => buyer.id),
  );
  const count = async (table: 'follows' | 'posts') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { users: users.length, follows: await count('follows'), posts: await count('posts'), added, reports };
}
