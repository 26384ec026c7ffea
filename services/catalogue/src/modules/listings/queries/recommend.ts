import type { Kysely } from 'kysely';
import type { CatalogueTables } from '../../../db/schema.js';
import { type Candidate, rankRecommended } from '../rules.js';
import { type ListingFilter, whereListing } from './filter.js';
import type { IdPage, PageWindow } from './pages.js';

/** How many of the viewer's latest likes say what they like. */
const LIKES_LOOKED_AT = 200;
/** Candidates read from each source (followed studios, liked categories): bounded, index-served. */
const CANDIDATES_PER_SOURCE = 300;

/**
 * One source of candidates, bounded: the followed studios' newest, or the liked categories' most
 * popular. The viewer's own artworks and the ones they already like are left out.
 */
export function candidatesQuery(
  db: Kysely<CatalogueTables>,
  viewerId: string,
  filter: ListingFilter,
  source: { followedAuthors: string[] } | { likedCategories: string[] },
) {
  const query = whereListing(
    db
      .selectFrom('artworks')
      .select([
        'artworks.id',
        'artworks.author_id',
        'artworks.categories',
        'artworks.popularity',
        'artworks.created_at',
      ]),
    filter,
  )
    .where('artworks.author_id', '!=', viewerId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('artwork_likes')
            .select('artwork_likes.artwork_id')
            .whereRef('artwork_likes.artwork_id', '=', 'artworks.id')
            .where('artwork_likes.user_id', '=', viewerId),
        ),
      ),
    )
    .limit(CANDIDATES_PER_SOURCE);
  return 'followedAuthors' in source
    ? query.where('artworks.author_id', 'in', source.followedAuthors).orderBy('artworks.created_at', 'desc')
    : query
        .where('artworks.id', 'in', (eb) =>
          eb
            .selectFrom('artwork_categories')
            .select('artwork_categories.artwork_id')
            .where('artwork_categories.category_id', 'in', source.likedCategories),
        )
        .orderBy('artworks.popularity', 'desc')
        .orderBy('artworks.id', 'desc');
}

/**
 * "Recommended for you": artworks of the studios the viewer follows and of the categories of the
 * artworks they liked (weighted by how often they liked there), then the most popular first.
 * Their own artworks and the ones they already like are left out. Answers null when nothing is
 * known of the viewer or nothing matches, so the caller falls back to the newest.
 */
export async function recommendedIdPage(
  db: Kysely<CatalogueTables>,
  viewerId: string,
  filter: ListingFilter,
  page: PageWindow,
): Promise<IdPage | null> {
  const [likedCategories, followed] = await Promise.all([
    db
      .selectFrom(
        db
          .selectFrom('artwork_likes')
          .select('artwork_id')
          .where('user_id', '=', viewerId)
          .orderBy('created_at', 'desc')
          .limit(LIKES_LOOKED_AT)
          .as('recent'),
      )
      .innerJoin('artwork_categories', 'artwork_categories.artwork_id', 'recent.artwork_id')
      .select(['artwork_categories.category_id', (eb) => eb.fn.countAll<string>().as('likes')])
      .groupBy('artwork_categories.category_id')
      .execute(),
    db.selectFrom('follows').select('artist_id').where('follower_id', '=', viewerId).limit(1000).execute(),
  ]);
  if (likedCategories.length === 0 && followed.length === 0) return null;

  const candidates = (source: 'followed' | 'categories') =>
    candidatesQuery(
      db,
      viewerId,
      filter,
      source === 'followed'
        ? { followedAuthors: followed.map((row) => row.artist_id) }
        : { likedCategories: likedCategories.map((row) => row.category_id) },
    ).execute();
  const [fromFollowed, fromCategories] = await Promise.all([
    followed.length > 0 ? candidates('followed') : Promise.resolve([] as Candidate[]),
    likedCategories.length > 0 ? candidates('categories') : Promise.resolve([] as Candidate[]),
  ]);

  const ranked = rankRecommended(
    [...fromFollowed, ...fromCategories],
    likedCategories,
    followed.map((row) => row.artist_id),
  );
  if (ranked.length === 0) return null;
  return {
    ids: ranked.slice(page.skip, page.skip + page.limit).map((candidate) => candidate.id),
    total: ranked.length,
  };
}
