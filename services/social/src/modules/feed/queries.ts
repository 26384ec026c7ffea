import type { Audience } from '@art/kit';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { SocialTables } from '../../db/schema.js';
import type { PostRow } from '../posts/queries.js';

export type FeedShow = 'all' | 'recommended' | 'following';
export type FeedSort = 'recent' | 'popular';

export interface FeedRequest {
  viewerId: string | null;
  show: FeedShow;
  sort: FeedSort;
  /** One studio's posts only (the Top Studios side filter, and a profile's Feed tab). */
  artistId?: string;
  /** How many posts from the top (the feed's paging asks for the first `total` and raises it to load more). */
  total: number;
}

/**
 * Up to this many follows, the following feed reads each followed studio's newest posts from its
 * own index and merges them (cost grows with follows × page); above it, it walks all posts newest
 * first and keeps those of followed studios (cost shrinks as the follow set grows, since followed
 * posts come up sooner). Measured in docs/decisions.md ("Social area: following feed").
 */
export const PER_AUTHOR_MERGE_MAX_FOLLOWS = 400;

const COLUMNS = sql.raw(
  'p.id, p.author_id, p.text, p.picture, p.youtube_id, p.likes_count, p.comments_count, p.created_at, p.updated_at, p.hidden_at, p.hidden_reason',
);

function orderBy(sort: FeedSort, alias = 'p'): RawBuilder<unknown> {
  return sort === 'popular'
    ? sql.raw(`${alias}.likes_count desc, ${alias}.created_at desc, ${alias}.id desc`)
    : sql.raw(`${alias}.created_at desc, ${alias}.id desc`);
}

/**
 * What the viewer must not see: posts of authors the audience closes to them (a block either way,
 * a private account they do not follow, a suspended member), posts an operator hid (but from their
 * author), and posts they hid.
 */
function viewerFilter(audience: Audience, viewerId: string | null, alias = 'p'): RawBuilder<unknown> {
  const audible = audience.mayViewContent(viewerId, `${alias}.author_id`);
  const p = sql.raw(alias);
  if (!viewerId) return sql`${audible} and ${p}.hidden_at is null`;
  return sql`${audible} and (${p}.hidden_at is null or ${p}.author_id = ${viewerId})
    and not exists (select 1 from post_hides h where h.user_id = ${viewerId} and h.post_id = ${p}.id)`;
}

/** The first `total` posts of a feed and how many the feed holds (before the viewer's hides). */
export async function feedPage(
  db: Kysely<SocialTables>,
  audience: Audience,
  request: FeedRequest,
): Promise<{ rows: PostRow[]; total: number }> {
  if (request.artistId) return artistPage(db, audience, request.artistId, request);
  if (request.show === 'following' && request.viewerId) return followingPage(db, audience, request.viewerId, request);
  const hidden = viewerFilter(audience, request.viewerId);
  const notFollowed =
    request.show === 'recommended' && request.viewerId
      ? sql`p.author_id <> ${request.viewerId}
          and not exists (select 1 from follows f where f.follower_id = ${request.viewerId} and f.artist_id = p.author_id)`
      : sql`true`;
  const rows = await sql<PostRow>`
    select ${COLUMNS} from posts p join users u on u.id = p.author_id
    where ${hidden} and ${notFollowed}
    order by ${orderBy(request.sort)} limit ${request.total}
  `.execute(db);
  // Counted over the authors the viewer may read, so the total says nothing of closed accounts.
  const all = await sql<{ total: string | null }>`select sum(posts_count) as total from users
    where ${audience.mayViewContent(request.viewerId, 'users.id')}`.execute(db);
  let total = Number(all.rows[0]?.total ?? 0);
  if (request.show === 'recommended' && request.viewerId) {
    const followed = await followedPostsCount(db, request.viewerId);
    const own = await db
      .selectFrom('users')
      .select('posts_count')
      .where('id', '=', request.viewerId)
      .executeTakeFirst();
    total = Math.max(0, total - followed - (own?.posts_count ?? 0));
  }
  return { rows: rows.rows, total: Math.max(total, rows.rows.length) };
}

async function artistPage(db: Kysely<SocialTables>, audience: Audience, artistId: string, request: FeedRequest) {
  const rows = await sql<PostRow>`
    select ${COLUMNS} from posts p join users u on u.id = p.author_id
    where p.author_id = ${artistId} and ${viewerFilter(audience, request.viewerId)}
    order by ${orderBy(request.sort)} limit ${request.total}
  `.execute(db);
  const author = await db.selectFrom('users').select('posts_count').where('id', '=', artistId).executeTakeFirst();
  return { rows: rows.rows, total: Math.max(author?.posts_count ?? 0, rows.rows.length) };
}

async function followedPostsCount(db: Kysely<SocialTables>, viewerId: string): Promise<number> {
  const result = await sql<{ total: string | null }>`
    select sum(u.posts_count) as total from follows f join users u on u.id = f.artist_id where f.follower_id = ${viewerId}
  `.execute(db);
  return Number(result.rows[0]?.total ?? 0);
}

/**
 * Fan-out on read: a post is written once, and the following feed is assembled when it is read,
 * with a plan chosen by the size of the viewer's follow set (see PER_AUTHOR_MERGE_MAX_FOLLOWS).
 */
async function followingPage(db: Kysely<SocialTables>, audience: Audience, viewerId: string, request: FeedRequest) {
  const viewer = await db.selectFrom('users').select('following_count').where('id', '=', viewerId).executeTakeFirst();
  const follows = viewer?.following_count ?? 0;
  let rows: PostRow[];
  if (follows <= PER_AUTHOR_MERGE_MAX_FOLLOWS && request.sort === 'recent') {
    const result = await sql<PostRow>`
      select q.* from follows f
      join users u on u.id = f.artist_id
      cross join lateral (
        select ${COLUMNS} from posts p
        where p.author_id = f.artist_id and ${viewerFilter(audience, viewerId)}
        order by p.created_at desc, p.id desc
        limit ${request.total}
      ) q
      where f.follower_id = ${viewerId}
      order by q.created_at desc, q.id desc
      limit ${request.total}
    `.execute(db);
    rows = result.rows;
  } else {
    const result = await sql<PostRow>`
      select ${COLUMNS} from posts p join users u on u.id = p.author_id
      where p.author_id in (select f.artist_id from follows f where f.follower_id = ${viewerId})
        and ${viewerFilter(audience, viewerId)}
      order by ${orderBy(request.sort)} limit ${request.total}
    `.execute(db);
    rows = result.rows;
  }
  const total = await followedPostsCount(db, viewerId);
  return { rows, total: Math.max(total, rows.length) };
}
