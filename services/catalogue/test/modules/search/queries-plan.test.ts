import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { CatalogueTables } from '../../../src/db/schema.js';
import { SEARCH_WORD_SIMILARITY, searchArtists, searchArtworks } from '../../../src/modules/search/queries.js';
import { parseSearchTerm } from '../../../src/modules/search/rules.js';
import { type CatalogueTestContext, startCatalogueTestApp } from '../../support/test-app.js';

const ARTWORKS = 20_000;

/** 20,000 artworks by 300 artists, names and descriptions in English, Nepali and Chinese. */
async function generateArtworks(db: Kysely<CatalogueTables>) {
  await sql`
    insert into users (id, name, slug, role, version)
    select ('b0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid,
      (array['Ramesh Chitrakar', 'राम बहादुर थापा', '李明'])[1 + g % 3] || ' ' || g, 'artist-' || g, 11, 1
    from generate_series(1, 300) g`.execute(db);
  await sql`
    insert into artworks (slug, name, description, price, author_id, main_category_id, tags, search_text)
    select 'art-' || g, n.name, n.description, 1000,
      ('b0000000-0000-4000-8000-' || lpad((1 + g % 300)::text, 12, '0'))::uuid,
      (select id from categories where parent_id is null order by position limit 1),
      array['nepal', (array['himalaya', 'newari', 'हिमाल', '山水'])[1 + g % 4]],
      lower(n.name || ' ' || n.description || ' nepal')
    from generate_series(1, ${ARTWORKS}) g,
    lateral (select
      case g % 3
        when 0 then (array['Morning', 'Golden', 'Misty', 'Quiet'])[1 + g % 4] || ' '
          || (array['Mountain', 'Buddha', 'Thangka', 'River', 'Temple', 'Village'])[1 + (g / 4) % 6]
        when 1 then (array['बिहानको', 'सुनौलो', 'नीलो'])[1 + g % 3] || ' '
          || (array['हिमाल', 'बुद्ध', 'थाङ्का', 'मन्दिर'])[1 + (g / 3) % 4]
        else (array['清晨的', '金色的', '古老的'])[1 + g % 3] || (array['山', '佛陀', '唐卡', '河流'])[1 + (g / 3) % 4]
      end as name,
      case g % 3
        when 0 then 'acrylic on canvas, painted in the kathmandu valley at dawn.'
        when 1 then 'काठमाडौं उपत्यकामा बिहानै बनाइएको चित्र।'
        else '在加德满都谷地清晨完成的画作。'
      end as description) n`.execute(db);
  await sql`analyze artworks`.execute(db);
  await sql`analyze users`.execute(db);
}

interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

describe('search plans at 20,000 artworks', () => {
  let t: CatalogueTestContext;
  let pool: pg.Pool;
  let captured: Statement[] = [];
  let capturing: Kysely<CatalogueTables>;

  before(async () => {
    t = await startCatalogueTestApp('search_plan');
    await generateArtworks(t.db);
    pool = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
    capturing = new Kysely<CatalogueTables>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        if (event.level === 'query') captured.push({ sql: event.query.sql, parameters: event.query.parameters });
      },
    });
  });
  after(async () => {
    await capturing?.destroy();
    await t?.close();
  });

  /** The plans of every statement on artworks the search of `term` ran. */
  async function plansOf(term: string): Promise<string[]> {
    captured = [];
    const parsed = parseSearchTerm(term);
    assert.ok(parsed);
    const guest = {
      artworks: t.app.audience.unblocked(null, 'artworks.author_id'),
      users: t.app.audience.unblocked(null, 'users.id'),
    };
    const found = await searchArtworks(capturing, parsed, null, guest);
    await searchArtists(capturing, parsed, guest);
    assert.ok(found.items.length > 0, `"${term}" finds artworks`);
    const client = await pool.connect();
    try {
      await client.query(`set pg_trgm.word_similarity_threshold = ${SEARCH_WORD_SIMILARITY}`);
      const plans: string[] = [];
      for (const statement of captured.filter((s) => /\bfrom "?artworks"?\b/i.test(s.sql))) {
        const { rows } = await client.query(`explain ${statement.sql}`, [...statement.parameters]);
        plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
      return plans;
    } finally {
      client.release();
    }
  }

  for (const [term, index] of [
    ['mountain', 'artworks_search_vector'],
    ['हिमाल', 'artworks_search_vector'],
    ['山', 'artworks_search_vector'],
    ['佛陀', 'artworks_search_vector'],
    ['moutain', 'artworks_search_trgm'],
    ['thanka', 'artworks_search_trgm'],
  ] as const) {
    it(`"${term}" reads artworks through ${index}, never the whole table`, async () => {
      const plans = await plansOf(term);
      assert.ok(plans.length > 0);
      for (const plan of plans) assert.doesNotMatch(plan, /Seq Scan on artworks\b/, plan);
      assert.ok(
        plans.some((plan) => plan.includes(index)),
        plans.join('\n\n'),
      );
    });
  }
});
