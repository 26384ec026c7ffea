import type { ArtistView, ArtworkView } from '@art/contracts';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { CatalogueTables } from '../../db/schema.js';
import { selectArtworkViews } from '../artworks/queries.js';
import { artworkViewFromRow } from '../artworks/views.js';
import { artistColumns, toArtistView } from '../directory/views.js';
import type { SearchTerm } from './rules.js';

/** Results of each kind on one page of the search (the header's dropdown shows the first). */
export const SEARCH_RESULTS = 10;
/** A page of the results page asks for at most this many of each kind. */
export const SEARCH_PAGE_MAX = 30;
/**
 * Rows an index path may hand to the ranking. A GIN index finds matches but cannot order them, so
 * each path stops after this many and only those are ranked: the ranking never reads every match
 * of a common word. It is also how deep the pages go: a term matching more asks to be refined.
 */
export const SEARCH_CANDIDATES = 150;
/**
 * pg_trgm's word similarity from which a word counts as a typo of the query (the default 0.6
 * misses a dropped letter in a short word: "thanka" against "thangka" is 0.57).
 */
export const SEARCH_WORD_SIMILARITY = 0.5;

type Db = Kysely<CatalogueTables>;

/** Whether the pg_trgm extension is there (every search needs it). */
export async function hasTrigramExtension(db: Db): Promise<boolean> {
  const trgm = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
  return trgm.rows.length > 0;
}

/**
 * The query goes in as a sub-select on purpose: the planner then cannot see how common the word
 * is and keeps to the GIN index. Seeing a common word, it would rather read the table until it
 * has enough rows, which is quick for that word and a full scan for the next, rarer one.
 */
const tsquery = (input: string) => sql`(select to_tsquery('simple'::regconfig, ${input}))`;
const opaqueText = (input: string) => sql`(select ${input}::text)`;

/** Whole-name match first, then a name that starts with the term. */
const nameBonus = (column: RawBuilder<unknown>, text: string) =>
  sql<number>`(case when lower(${column}) = ${text} then 4 when starts_with(lower(${column}), ${text}) then 2 else 0 end)`;

/** Trigram operators read their threshold from a setting; it holds for this transaction only. */
async function withWordSimilarity<T>(db: Db, run: (trx: Transaction<CatalogueTables>) => Promise<T>) {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SEARCH_WORD_SIMILARITY)}, true)`.execute(
      trx,
    );
    return run(trx);
  });
}

/**
 * The audience's conditions for the viewer (a block hides each party's works and studio from the
 * other, both ways): on `artworks.author_id` and on `users.id`.
 */
export interface SearchAudience {
  artworks: RawBuilder<boolean>;
  users: RawBuilder<boolean>;
}

/** kysely needs a non-empty list for `not in`; no artwork or user has this id. */
const idsOrNone = (ids: string[]) => (ids.length ? ids : ['00000000-0000-0000-0000-000000000000']);

/** Which slice of the ranked results is asked for. */
export interface SearchPage {
  offset: number;
  limit: number;
}

/** One page of one kind, and whether the ranking holds more after it. */
export interface SearchSlice<T> {
  items: T[];
  more: boolean;
}

/**
 * The ranked list is built up to the end of the asked page plus one (to know whether more follow),
 * then cut: each step of the ranking excludes what earlier steps found, so positions are stable
 * from page to page.
 */
function sliceOf<T>(ranked: T[], page: SearchPage): SearchSlice<T> {
  return { items: ranked.slice(page.offset, page.offset + page.limit), more: ranked.length > page.offset + page.limit };
}

const wanted = (page: SearchPage) => Math.min(page.offset + page.limit + 1, SEARCH_CANDIDATES);

interface ArtworkPath {
  /** Ids of live artworks matching, at most SEARCH_CANDIDATES (literal live condition: partial indexes). */
  candidates: RawBuilder<string>;
  score: RawBuilder<unknown>;
}

async function artworksBy(
  db: Db,
  path: ArtworkPath,
  options: { viewerId: string | null; visible: SearchAudience; exclude: string[]; limit: number },
): Promise<ArtworkView[]> {
  const rows = await selectArtworkViews(db, { viewerId: options.viewerId })
    .where('artworks.id', 'in', path.candidates)
    .where('artworks.id', 'not in', idsOrNone(options.exclude))
    .where(options.visible.artworks)
    .orderBy(path.score, 'desc')
    .orderBy('artworks.popularity', 'desc')
    .orderBy('artworks.id')
    .limit(options.limit)
    .execute();
  return rows.map((row) => artworkViewFromRow(row, { withDescription: false, withExtraImages: false }));
}

/**
 * Artworks for a term, best first: the words in the name, then the words anywhere (description,
 * tags, author, categories; Devanagari also by its romanisation, Chinese by its characters, and a
 * query in either script also by its Latin spelling). Only when no word matches at all, near
 * spellings by trigram similarity (in the query's script and in its Latin spelling): next to real
 * matches they would be noise. A common word is answered from one index and a capped set of rows.
 */
export async function searchArtworks(
  db: Db,
  term: SearchTerm,
  viewerId: string | null,
  visible: SearchAudience,
  page: SearchPage = { offset: 0, limit: SEARCH_RESULTS },
): Promise<SearchSlice<ArtworkView>> {
  const score = sql`${nameBonus(sql.ref('artworks.name'), term.text)}
    + ts_rank(artworks.search_vector, ${tsquery(term.anywhere)})`;
  const want = wanted(page);
  const found: ArtworkView[] = [];
  for (const query of [term.inName, term.anywhere]) {
    if (found.length >= want) break;
    const candidates = sql<string>`(select id from artworks where deleted_at is null
      and search_vector @@ ${tsquery(query)} limit ${SEARCH_CANDIDATES})`;
    found.push(
      ...(await artworksBy(
        db,
        { candidates, score },
        { viewerId, visible, exclude: found.map((artwork) => artwork.id), limit: want - found.length },
      )),
    );
  }
  if (found.length > 0 || !term.fuzzy) return sliceOf(found, page);

  const spellings = [term.text, ...(term.latin ? [term.latin] : [])];
  const near = await withWordSimilarity(db, (trx) =>
    artworksBy(
      trx,
      {
        candidates: sql<string>`(${sql.join(
          spellings.map(
            (spelling) => sql`(select id from artworks where deleted_at is null
                and search_text %> ${opaqueText(spelling)} limit ${SEARCH_CANDIDATES})
              union (select id from artworks where deleted_at is null and search_latin <> ''
                and search_latin %> ${opaqueText(spelling)} limit ${SEARCH_CANDIDATES})`,
          ),
          sql` union `,
        )})`,
        score: sql`greatest(${sql.join(
          spellings.flatMap((spelling) => [
            sql`word_similarity(${spelling}, artworks.search_text)`,
            sql`word_similarity(${spelling}, artworks.search_latin)`,
          ]),
        )})`,
      },
      { viewerId, visible, exclude: [], limit: want },
    ),
  );
  return sliceOf(near, page);
}

/**
 * People and studios for a term over their names and slugs (a slug holds identity's romanisation
 * of a Devanagari or Chinese name, and a query is also spelt in Latin letters): words first, then
 * (when no word matches) near spellings; most followed first among equals.
 */
export async function searchArtists(
  db: Db,
  term: SearchTerm,
  visible: SearchAudience,
  page: SearchPage = { offset: 0, limit: SEARCH_RESULTS },
): Promise<SearchSlice<ArtistView>> {
  const exact = await db
    .selectFrom('users')
    .select(artistColumns)
    .where(
      'users.id',
      'in',
      sql<string>`(select id from users where search_vector @@ ${tsquery(term.anywhere)} limit ${SEARCH_CANDIDATES})`,
    )
    .where(visible.users)
    .orderBy(
      sql`${nameBonus(sql.ref('users.name'), term.text)} + ts_rank(users.search_vector, ${tsquery(term.anywhere)})`,
      'desc',
    )
    .orderBy('users.followers_count', 'desc')
    .orderBy('users.id')
    .limit(wanted(page))
    .execute();
  if (exact.length > 0 || !term.fuzzy) return sliceOf(exact.map(toArtistView), page);

  const spellings = [term.text, ...(term.latin ? [term.latin] : [])];
  const near = await withWordSimilarity(db, (trx) =>
    trx
      .selectFrom('users')
      .select(artistColumns)
      .where(
        'users.id',
        'in',
        sql<string>`(${sql.join(
          spellings.map(
            (spelling) =>
              sql`(select id from users where search_text %> ${opaqueText(spelling)} limit ${SEARCH_CANDIDATES})`,
          ),
          sql` union `,
        )})`,
      )
      .where(visible.users)
      .orderBy(
        sql`greatest(${sql.join(spellings.map((spelling) => sql`word_similarity(${spelling}, users.search_text)`))})`,
        'desc',
      )
      .orderBy('users.followers_count', 'desc')
      .orderBy('users.id')
      .limit(wanted(page))
      .execute(),
  );
  return sliceOf(near.map(toArtistView), page);
}
