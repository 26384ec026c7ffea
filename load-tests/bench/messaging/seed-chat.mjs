// The messaging bench's members and conversations, written with SQL straight into the bench
// databases after the services' migrations: `members` users in messaging's and notification's
// users projections (as identity's events would have written them), and one one-to-one room per
// pair of members (2n, 2n + 1), both of them members, as POST /api/rooms/init makes it.
// Deterministic ids, so every run talks in the same rooms.
import pg from 'pg';

/** Member n's id (a UUID, as identity's). */
export const memberId = (n) => `d0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** The room of pair p (members 2p and 2p + 1). */
export const roomId = (p) => `e0000000-0000-4000-8000-${String(p).padStart(12, '0')}`;
/** A member's role in the token and the projection: a buyer (21). */
export const MEMBER_ROLE = 21;

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Fills both databases for `members` members (an even number); answers the counts. */
export async function seedChat(databases, members) {
  const pairs = Math.floor(members / 2);
  await withClient(databases.messaging, async (client) => {
    await client.query(
      `INSERT INTO users (id, name, slug, picture, role, version)
       SELECT 'd0000000-0000-4000-8000-' || lpad(n::text, 12, '0'), 'Bench Member ' || n, 'bench-member-' || n, '', $1, 1
         FROM generate_series(0, $2::int - 1) n`,
      [MEMBER_ROLE, members],
    );
    await client.query(
      `INSERT INTO rooms (id, type, pair_key, created_by)
       SELECT ('e0000000-0000-4000-8000-' || lpad(p::text, 12, '0'))::uuid, 'normal',
              'd0000000-0000-4000-8000-' || lpad((2 * p)::text, 12, '0') || ':' ||
              'd0000000-0000-4000-8000-' || lpad((2 * p + 1)::text, 12, '0'),
              'd0000000-0000-4000-8000-' || lpad((2 * p)::text, 12, '0')
         FROM generate_series(0, $1::int - 1) p`,
      [pairs],
    );
    await client.query(
      `INSERT INTO room_members (room_id, user_id)
       SELECT ('e0000000-0000-4000-8000-' || lpad(p::text, 12, '0'))::uuid,
              'd0000000-0000-4000-8000-' || lpad((2 * p + side)::text, 12, '0')
         FROM generate_series(0, $1::int - 1) p, generate_series(0, 1) side`,
      [pairs],
    );
    for (const table of ['users', 'rooms', 'room_members']) await client.query(`VACUUM ANALYZE ${table}`);
  });
  await withClient(databases.notification, async (client) => {
    await client.query(
      `INSERT INTO users (id, name, slug, picture, version)
       SELECT ('d0000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'Bench Member ' || n, 'bench-member-' || n, '', 1
         FROM generate_series(0, $1::int - 1) n`,
      [members],
    );
    await client.query('VACUUM ANALYZE users');
  });
  return { members, rooms: pairs };
}
