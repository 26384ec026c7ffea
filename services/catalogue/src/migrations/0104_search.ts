import { DEVANAGARI_LETTERS } from '@art/kit';
import { type Kysely, sql } from 'kysely';

/**
 * Search of artworks and people in English, Nepali (Devanagari) and Chinese, served from indexes:
 *
 * - `catalogue_devanagari_latin(text)`: the Devanagari words of a text romanised the way Nepali
 *   names are written in Latin letters (the same rules as identity's slugs), so "thangka" finds
 *   "थाङ्का". Other words are left out: the English text is indexed already.
 * - `catalogue_cjk_spaced(text)`: the Chinese characters of a text, one word each, in order. Chinese
 *   is not split into words by any parser here, so a search for 山水 is the phrase 山 <-> 水 over
 *   single characters: it works for 1 and 2 character queries, which a trigram index cannot serve.
 * - artworks.search_vector (generated, GIN): the name with weight A, then search_text, each with its
 *   romanisation and Chinese characters; `simple` keeps Devanagari words whole.
 * - artworks.search_latin (generated) and search_text: GIN trigram indexes for typos ("thanka").
 * - The artworks' GIN indexes have no pending list (fastupdate off): a search never scans a list
 *   of recent rows that only a vacuum would fold in; an artwork write pays the index update.
 * - users.search_text (generated: name and slug, the slug being identity's romanisation) with its
 *   own tsvector and trigram indexes.
 */

// The letters of the kit's romanisation (the one identity's slugs use), so the two cannot drift.
const {
  consonants: CONSONANTS,
  vowels: VOWELS,
  vowelSigns: VOWEL_SIGNS,
  marks: MARKS,
  digits: DIGITS,
} = DEVANAGARI_LETTERS;

const jsonb = (map: Record<string, string>) => sql.lit(JSON.stringify(map));

/** Chinese (CJK unified ideographs and their extension A, compatibility ideographs). */
const CJK_CLASS = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  // Immutable, so that generated columns may use it; it reads nothing but its argument.
  await sql`
    create function catalogue_devanagari_latin(input text) returns text
    language plpgsql immutable strict parallel safe as $$
    declare
      consonants constant jsonb := ${jsonb(CONSONANTS)}::jsonb;
      vowels constant jsonb := ${jsonb(VOWELS)}::jsonb;
      signs constant jsonb := ${jsonb(VOWEL_SIGNS)}::jsonb;
      marks constant jsonb := ${jsonb(MARKS)}::jsonb;
      virama constant text := '्';
      digits constant text := ${sql.lit(DIGITS)};
      words text[] := '{}';
      word text;
      chars text[];
      ch text;
      nxt text;
      out text;
      n int;
    begin
      foreach word in array regexp_split_to_array(replace(input, 'ज्ञ', 'ग्य'), '\\s+') loop
        continue when word !~ '[\\u0900-\\u097f]';
        chars := regexp_split_to_array(word, '');
        n := coalesce(array_length(chars, 1), 0);
        out := '';
        for i in 1..n loop
          ch := chars[i];
          nxt := case when i < n then chars[i + 1] end;
          if consonants ? ch then
            out := out || (consonants ->> ch);
            continue when nxt = virama or (nxt is not null and signs ? nxt);
            -- Nepali drops the inherent vowel at the end of a word ("राम" is Ram) except after a
            -- conjunct or before a nasal mark ("श्रेष्ठ" is Shrestha).
            if (nxt is not null and (consonants ? nxt or vowels ? nxt or marks ? nxt))
               or nxt in ('ं', 'ँ', 'ः')
               or (i > 1 and chars[i - 1] = virama) then
              out := out || 'a';
            end if;
          elsif vowels ? ch then out := out || (vowels ->> ch);
          elsif signs ? ch then out := out || (signs ->> ch);
          elsif marks ? ch then out := out || (marks ->> ch);
          elsif ch = virama then null;
          elsif strpos(digits, ch) > 0 then out := out || (strpos(digits, ch) - 1)::text;
          elsif ch ~ '[[:alnum:]]' then out := out || lower(ch);
          else out := out || ' ';
          end if;
        end loop;
        words := words || btrim(out);
      end loop;
      return btrim(array_to_string(words, ' '));
    end $$`.execute(db);

  await sql`
    create function catalogue_cjk_spaced(input text) returns text
    language sql immutable strict parallel safe as $$
      select btrim(regexp_replace(regexp_replace(input, ${sql.lit(`[^${CJK_CLASS}]+`)}, ' ', 'g'),
        ${sql.lit(`([${CJK_CLASS}])`)}, ' \\1 ', 'g'))
    $$`.execute(db);

  // Weight A: the name; the rest (description, tags, author, categories) at the default D.
  await sql`
    alter table artworks
      add column search_latin text not null generated always as (catalogue_devanagari_latin(search_text)) stored,
      add column search_vector tsvector not null generated always as (
        setweight(to_tsvector('simple'::regconfig, lower(name) || ' ' || catalogue_devanagari_latin(name)
          || ' ' || catalogue_cjk_spaced(name)), 'A')
        || to_tsvector('simple'::regconfig, search_text || ' ' || catalogue_devanagari_latin(search_text)
          || ' ' || catalogue_cjk_spaced(search_text))
      ) stored`.execute(db);
  await sql`create index artworks_search_vector on artworks using gin (search_vector)
    with (fastupdate = off) where deleted_at is null`.execute(db);
  await sql`create index artworks_search_trgm on artworks using gin (search_text gin_trgm_ops)
    with (fastupdate = off) where deleted_at is null`.execute(db);
  await sql`create index artworks_search_latin_trgm on artworks using gin (search_latin gin_trgm_ops)
    with (fastupdate = off) where deleted_at is null and search_latin <> ''`.execute(db);

  await sql`
    alter table users
      add column search_text text not null generated always as (lower(name || ' ' || replace(slug, '-', ' '))) stored,
      add column search_vector tsvector not null generated always as (
        to_tsvector('simple'::regconfig, lower(name || ' ' || replace(slug, '-', ' ')) || ' ' || catalogue_cjk_spaced(name))
      ) stored`.execute(db);
  await sql`create index users_search_vector on users using gin (search_vector)`.execute(db);
  await sql`create index users_search_trgm on users using gin (search_text gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column search_vector, drop column search_text`.execute(db);
  await sql`alter table artworks drop column search_vector, drop column search_latin`.execute(db);
  await sql`drop function catalogue_cjk_spaced(text)`.execute(db);
  await sql`drop function catalogue_devanagari_latin(text)`.execute(db);
}
