// The social bench's data, written with SQL (generate_series) straight into the bench database:
// 10,000 users (3,000 studios), a follower graph in which ten studios have 5,000 followers, twenty
// users follow 2,000 studios and twenty follow 10, everyone else about 20; and 500,000 posts by the
// studios over the last year (more of them recent).
import pg from 'pg';

export const GRAPH = {
  users: 10_000,
  studios: 3_000,
  posts: 500_000,
  popularStudios: 10,
  popularFollowers: 5_000,
  heavyFollowers: 20,
  heavyFollows: 2_000,
  lightFollowers: 20,
  lightFollows: 10,
  usualFollows: 20,
};

/**
 * User ids are UUIDs (as identity's): studio n ends …-a000-<n>, user n …-b000-<n>; heavy
 * followers are users 0–19, light ones 20–39.
 */
export const studioId = (n) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
export const userId = (n) => `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`;

export async function seedGraph(databaseUrl) {
  const g = GRAPH;
  const people = g.users - g.studios;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      insert into users (id, name, slug, role, version)
      select '00000000-0000-4000-a000-' || lpad(n::text, 12, '0'), 'Studio ' || n, 'studio-' || n, 11, 1 from generate_series(0, ${g.studios - 1}) n
      union all
      select '00000000-0000-4000-b000-' || lpad(n::text, 12, '0'), 'User ' || n, 'user-' || n, 21, 1 from generate_series(0, ${people - 1}) n`);
    // Popular studios: followed by the first 5,000 users (after the heavy and light ones).
    await client.query(`
      insert into follows (follower_id, artist_id)
      select '00000000-0000-4000-b000-' || lpad(u::text, 12, '0'), '00000000-0000-4000-a000-' || lpad(s::text, 12, '0')
      from generate_series(0, ${g.popularStudios - 1}) s, generate_series(40, ${40 + g.popularFollowers - 1}) u
      on conflict do nothing`);
    // Heavy followers: 2,000 studios each; light followers: 10 each (none of them popular ones).
    await client.query(`
      insert into follows (follower_id, artist_id)
      select '00000000-0000-4000-b000-' || lpad(u::text, 12, '0'), '00000000-0000-4000-a000-' || lpad(((u * 37 + k) % ${g.studios})::text, 12, '0')
      from generate_series(0, ${g.heavyFollowers - 1}) u, generate_series(0, ${g.heavyFollows - 1}) k
      on conflict do nothing`);
    await client.query(`
      insert into follows (follower_id, artist_id)
      select '00000000-0000-4000-b000-' || lpad(u::text, 12, '0'), '00000000-0000-4000-a000-' || lpad((${g.popularStudios} + (u * 131 + k * 97) % (${g.studios} - ${g.popularStudios}))::text, 12, '0')
      from generate_series(${g.heavyFollowers}, ${g.heavyFollowers + g.lightFollowers - 1}) u, generate_series(0, ${g.lightFollows - 1}) k
      on conflict do nothing`);
    // Everyone else: about 20 studios each.
    await client.query(`
      insert into follows (follower_id, artist_id)
      select '00000000-0000-4000-b000-' || lpad(u::text, 12, '0'), '00000000-0000-4000-a000-' || lpad(((u * 7919 + k * 104729) % ${g.studios})::text, 12, '0')
      from generate_series(40, ${people - 1}) u, generate_series(0, ${g.usualFollows - 1}) k
      on conflict do nothing`);
    await client.query(`
      insert into posts (id, author_id, text, likes_count, created_at, updated_at)
      select gen_random_uuid(), '00000000-0000-4000-a000-' || lpad((n % ${g.studios})::text, 12, '0'), 'Bench post ' || n,
             (random() * 40)::int, t, t
      from (select n, now() - (random() ^ 2) * interval '365 days' as t from generate_series(1, ${g.posts}) n) p`);
    await client.query(`
      update users u set
        followers_count = (select count(*) from follows f where f.artist_id = u.id),
        following_count = (select count(*) from follows f where f.follower_id = u.id),
        posts_count = (select count(*) from posts p where p.author_id = u.id)`);
    await client.query('vacuum analyze');
    const counts = await client.query(
      `select (select count(*) from users) as users, (select count(*) from follows) as follows, (select count(*) from posts) as posts,
              (select following_count from users where id = $1) as heavy, (select following_count from users where id = $2) as light,
              (select followers_count from users where id = $3) as popular`,
      [userId(0), userId(20), studioId(0)],
    );
    return Object.fromEntries(Object.entries(counts.rows[0]).map(([key, value]) => [key, Number(value)]));
  } finally {
    await client.end();
  }
}
