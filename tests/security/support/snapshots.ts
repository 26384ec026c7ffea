import pg from 'pg';
import type { Stack } from '../../system/support/stack.js';
import type { World } from './world.js';

/** Counters and marks that others' legitimate actions move (likes, follows, views, read marks). */
const VOLATILE_KEYS = new Set([
  'likes',
  'likesCount',
  'liked',
  'views',
  'follows',
  'followsCount',
  'followers',
  'productsCount',
  'totalArtworks',
  'comments',
  'commentsCount',
  'placeholder',
]);

function withoutVolatile(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutVolatile);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !VOLATILE_KEYS.has(key))
        .map(([key, item]) => [key, withoutVolatile(item)]),
    );
  }
  return value;
}

/**
 * A's data as A reads it through the gateway: cart, order, sale, artwork, post, the room with C
 * and its messages, notifications (id and read mark), mail preferences, profile, followers.
 * Taken before and after another member's calls on A's things: the two must be equal.
 */
export async function ownerSnapshot(w: World): Promise<Record<string, unknown>> {
  const read = async (path: string) => {
    const answer = await w.stack.api(path, { token: w.A.token });
    // A snapshot of refusals would compare nothing.
    if (answer.status !== 200)
      throw new Error(`A could not read ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return { status: answer.status, body: withoutVolatile(answer.body) };
  };
  const notifications = await w.stack.api('/notifications/all', { token: w.A.token });
  return {
    cart: await read('/cart'),
    order: await read(`/user/order/${w.order.id}`),
    sales: await read('/studio/sales'),
    artwork: await read(`/product/${encodeURIComponent(w.artwork.slug)}`),
    post: await read(`/feed/post/${w.postId}`),
    rooms: await read('/rooms'),
    messages: await read(`/messages/${w.room.id}`),
    notifications: Object.fromEntries(
      (notifications.body?.message ?? []).map((n: { _id: string; read: string }) => [n._id, n.read]),
    ),
    preferences: await read('/notifications/preferences'),
    profile: await read('/user/profile'),
    followers: await read(`/user/follower?userId=${w.A.id}`),
  };
}

/** Notifications may arrive after the first snapshot: only those already there are compared. */
export function comparableSnapshots(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): [Record<string, unknown>, Record<string, unknown>] {
  const earlier = before.notifications as Record<string, string>;
  const later = after.notifications as Record<string, string>;
  const kept = Object.fromEntries(Object.keys(earlier).map((id) => [id, later[id] ?? 'gone']));
  return [before, { ...after, notifications: kept }];
}

/**
 * Tables whose rows change without any request changing data: the outbox relay marks rows sent,
 * consumers record the events they processed, the kit keeps its bookkeeping. Their row counts are
 * still compared (a new outbox row means an event was written), not their content.
 */
const COUNT_ONLY = new Set(['outbox', 'processed_events', 'dead_letters']);
/** Not compared at all: logs and caches that any request may legitimately write. */
const IGNORED = new Set(['kysely_migration', 'kysely_migration_lock', 'kit_migration', 'kit_migration_lock']);

export type Fingerprint = Record<string, string>;

/**
 * Every table of every service database of the stack: a checksum of its rows (or its row count,
 * for the bookkeeping tables). Equal fingerprints before and after a run of calls: nothing changed.
 */
export async function databaseFingerprint(stack: Stack): Promise<Fingerprint> {
  const fingerprint: Fingerprint = {};
  for (const [area, url] of Object.entries(stack.databases)) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const tables = await client.query<{ name: string }>(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
      );
      for (const { name } of tables.rows) {
        if (IGNORED.has(name)) continue;
        const quoted = `"${name.replaceAll('"', '""')}"`;
        const sql = COUNT_ONLY.has(name)
          ? `SELECT count(*)::text AS value FROM ${quoted}`
          : `SELECT count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS value FROM ${quoted} t`;
        fingerprint[`${area}.${name}`] = (await client.query<{ value: string }>(sql)).rows[0]!.value;
      }
    } finally {
      await client.end();
    }
  }
  return fingerprint;
}

/** The tables whose fingerprint differs, for a failure message. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/**
 * A fingerprint taken once the stack is quiet: two readings in a row that agree (the outbox relay
 * and the consumers finish what earlier calls started).
 */
export async function settledFingerprint(stack: Stack, timeoutMs = 30_000): Promise<Fingerprint> {
  const deadline = Date.now() + timeoutMs;
  let previous = await databaseFingerprint(stack);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const next = await databaseFingerprint(stack);
    if (changedTables(previous, next).length === 0) return next;
    if (Date.now() > deadline) {
      throw new Error(`the databases did not settle: ${changedTables(previous, next).join(', ')} kept changing`);
    }
    previous = next;
  }
}
