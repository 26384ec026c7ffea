import assert from 'node:assert/strict';
import { waitUntil } from '@art/testing';
import { uploadArtwork } from '../../system/support/artworks.js';
import { artist, type Member, projected, query } from '../../system/support/members.js';
import type { Stack } from '../../system/support/stack.js';

/** The people and things the load works on, made through the gateway before any fault. */
export interface Population {
  /** Every member is an artist with one artwork, so every member receives notifications. */
  members: Member[];
  artworks: { id: string; slug: string; authorId: string }[];
  /** One-to-one rooms: [room id, the two members]. */
  rooms: { id: string; members: [Member, Member] }[];
  /** Stock each artwork started with. */
  initialStock: number;
}

const NAMES = [
  'Aarati Karki',
  'Bishal Rai',
  'Chhiring Lama',
  'Dipa Magar',
  'Ekta Joshi',
  'Furba Sherpa',
  'Gita Thapa',
  'Hem Bahadur',
  'Ishwari Pant',
  'Janaki Yadav',
  'Kamal Tamang',
  'Laxmi Gurung',
  'Manish Shrestha',
  'Nima Dolma',
  'Ojaswi Bista',
  'Prakash Rana',
  'Rojina Maharjan',
  'Sujan Bajracharya',
  'Tashi Bhutia',
  'Uma Limbu',
  'Wangdi Sherpa',
  'Yubraj Khadka',
];

async function inChunks<T, R>(items: T[], size: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map((item, j) => work(item, i + j)))));
  }
  return results;
}

async function count(database: string, text: string, values: unknown[] = []): Promise<number> {
  return Number((await query<{ n: number }>(database, text, values))[0]?.n ?? 0);
}

/** `size` artists (registered, verified by mail, artist code), one artwork each, rooms between neighbours. */
export async function populate(stack: Stack, size: number, initialStock: number): Promise<Population> {
  assert.ok(size <= NAMES.length, `at most ${NAMES.length} members`);
  const members = await inChunks(NAMES.slice(0, size), 6, (name) => artist(stack, name));
  const ids = members.map((m) => m.id);
  // Identity's events bring everyone into each area's users projection before the load starts.
  await inChunks(members, 6, (m) => projected(stack.databases.catalogue, m, 11));
  const everywhere: [string, string][] = [
    [stack.databases.social, 'SELECT count(*)::int AS n FROM users WHERE id::text = ANY($1)'],
    [stack.databases.commerce, 'SELECT count(*)::int AS n FROM members WHERE id::text = ANY($1)'],
    [stack.databases.messaging, 'SELECT count(*)::int AS n FROM users WHERE id::text = ANY($1)'],
    [stack.databases.notification, 'SELECT count(*)::int AS n FROM users WHERE id::text = ANY($1)'],
  ];
  for (const [database, text] of everywhere) {
    await waitUntil(
      `all ${size} members in the users projection of ${new URL(database).pathname.slice(1)}`,
      async () => (await count(database, text, [ids])) === size,
      { timeoutMs: 30_000, intervalMs: 250 },
    );
  }
  const artworks = await inChunks(members, 3, async (painter, index) => {
    const uploaded = await uploadArtwork(stack, painter, {
      name: `Faults study ${index + 1}`,
      price: 1000 + index * 100,
      stock: initialStock,
    });
    return { id: uploaded.id, slug: uploaded.slug, authorId: painter.id };
  });
  await waitUntil(
    `all ${artworks.length} artworks in commerce's products`,
    async () =>
      (await count(stack.databases.commerce, 'SELECT count(*)::int AS n FROM products WHERE id::text = ANY($1)', [
        artworks.map((a) => a.id),
      ])) === artworks.length,
    { timeoutMs: 30_000, intervalMs: 250 },
  );
  const rooms = await inChunks(
    members.map((m, i) => [m, members[(i + 1) % members.length]] as [Member, Member]),
    6,
    async ([a, b]) => {
      const opened = await stack.api('/rooms/init', { token: a.token, body: { sender: a.id, receiver: b.id } });
      assert.equal(opened.status, 200, `opening a room: ${JSON.stringify(opened.body)}`);
      return { id: String(opened.body.room._id), members: [a, b] as [Member, Member] };
    },
  );
  return { members, artworks, rooms, initialStock };
}
