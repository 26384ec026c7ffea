import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { createDb, ensureDatabase } from '../../src/data/db.js';
import type { AppError } from '../../src/http/errors.js';
import {
  type AudienceIntent,
  type AudienceRelation,
  type AudienceVerdict,
  audienceVerdict,
  createAudience,
} from '../../src/security/audience.js';

const URL_ = process.env.KIT_AUDIENCE_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/art_kit_audience_test';

interface Tables {
  people: { id: string; is_private: boolean; suspended?: boolean };
  blocks: { blocker_id: string; blocked_id: string };
  follows: { follower_id: string; artist_id: string };
  works: { id: string; author_id: string };
}

const relation = (over: Partial<AudienceRelation>): AudienceRelation => ({
  self: false,
  blocked: false,
  isPrivate: false,
  approvedFollower: false,
  ...over,
});

describe('audienceVerdict', () => {
  const cases: Array<[string, Partial<AudienceRelation>, AudienceIntent, AudienceVerdict]> = [
    ['the owner sees their private content', { self: true, isPrivate: true }, 'view-content', 'allowed'],
    ['a stranger sees public content', {}, 'view-content', 'allowed'],
    ['a stranger does not see private content', { isPrivate: true }, 'view-content', 'private'],
    ['a stranger sees a private profile card', { isPrivate: true }, 'view-profile', 'allowed'],
    ['a stranger may not interact with a private member', { isPrivate: true }, 'interact', 'private'],
    [
      'an approved follower sees private content',
      { isPrivate: true, approvedFollower: true },
      'view-content',
      'allowed',
    ],
    ['an approved follower may interact', { isPrivate: true, approvedFollower: true }, 'interact', 'allowed'],
    ['a block hides the profile', { blocked: true }, 'view-profile', 'hidden'],
    ['a block hides content even to a follower', { blocked: true, approvedFollower: true }, 'view-content', 'hidden'],
    ['a block refuses interaction', { blocked: true }, 'interact', 'blocked'],
    ['a suspended member’s profile is not there', { suspended: true }, 'view-profile', 'hidden'],
    [
      'a suspended member’s content is not there, even to a follower',
      { suspended: true, approvedFollower: true },
      'view-content',
      'hidden',
    ],
    ['nobody interacts with a suspended member', { suspended: true }, 'interact', 'hidden'],
    ['a suspended member still sees their own things', { self: true, suspended: true }, 'view-content', 'allowed'],
  ];
  for (const [name, over, intent, expected] of cases) {
    it(name, () => assert.equal(audienceVerdict(relation(over), intent), expected));
  }
});

describe('createAudience over a service’s tables', () => {
  let db: Kysely<Tables>;
  const ids = {
    owner: 'owner',
    privateOwner: 'private',
    blocker: 'blocker',
    blocked: 'blocked',
    follower: 'fan',
    suspended: 'suspended',
  };

  before(async () => {
    const admin = new URL(URL_);
    const name = admin.pathname.slice(1);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
    await ensureDatabase(URL_);
    db = createDb<Tables>(URL_, 2);
    await sql`create table people (id text primary key, is_private boolean not null default false, suspended boolean not null default false)`.execute(
      db,
    );
    await sql`create table blocks (blocker_id text not null, blocked_id text not null, primary key (blocker_id, blocked_id))`.execute(
      db,
    );
    await sql`create table follows (follower_id text not null, artist_id text not null)`.execute(db);
    await sql`create table works (id text primary key, author_id text not null)`.execute(db);
    await db
      .insertInto('people')
      .values([
        { id: ids.owner, is_private: false },
        { id: ids.privateOwner, is_private: true },
        { id: ids.blocker, is_private: false },
        { id: ids.blocked, is_private: false },
        { id: ids.follower, is_private: false },
        { id: ids.suspended, is_private: false, suspended: true },
      ])
      .execute();
    await db.insertInto('blocks').values({ blocker_id: ids.blocker, blocked_id: ids.blocked }).execute();
    await db.insertInto('follows').values({ follower_id: ids.follower, artist_id: ids.privateOwner }).execute();
    await db
      .insertInto('works')
      .values([
        { id: 'w-owner', author_id: ids.owner },
        { id: 'w-private', author_id: ids.privateOwner },
        { id: 'w-blocker', author_id: ids.blocker },
        { id: 'w-blocked', author_id: ids.blocked },
        { id: 'w-suspended', author_id: ids.suspended },
      ])
      .execute();
  });

  after(async () => {
    await db?.destroy();
  });

  const audience = () =>
    createAudience(db, {
      blocks: { table: 'blocks' },
      follows: { table: 'follows' },
      privacy: { table: 'people' },
    });
  const withSuspension = () =>
    createAudience(db, {
      blocks: { table: 'blocks' },
      follows: { table: 'follows' },
      privacy: { table: 'people' },
      suspension: { table: 'people' },
    });

  const visibleWorks = async (
    viewer: string | null,
    rule: 'unblocked' | 'mayViewContent',
    of: () => ReturnType<typeof createAudience> = audience,
  ) => {
    const rows = await db
      .selectFrom('works')
      .select('id')
      .where(of()[rule](viewer, 'works.author_id'))
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  };

  it('reads the relation both ways of a block', async () => {
    assert.equal((await audience().relation(ids.blocked, ids.blocker)).blocked, true);
    assert.equal((await audience().relation(ids.blocker, ids.blocked)).blocked, true);
    assert.equal((await audience().relation(ids.owner, ids.blocker)).blocked, false);
    assert.equal((await audience().relation(null, ids.blocker)).blocked, false);
  });

  it('reads privacy and approved follows', async () => {
    assert.deepEqual(await audience().relation(ids.follower, ids.privateOwner), {
      self: false,
      blocked: false,
      isPrivate: true,
      approvedFollower: true,
      suspended: false,
    });
    assert.equal((await audience().relation(ids.owner, ids.privateOwner)).approvedFollower, false);
  });

  it('throws 404 for a hidden thing and 403 with a stable code otherwise', async () => {
    await assert.rejects(
      audience().assert(ids.blocked, ids.blocker, 'view-content', { notFoundMessage: 'Artwork not found' }),
      (error: AppError) => error.statusCode === 404 && error.message === 'Artwork not found',
    );
    await assert.rejects(
      audience().assert(ids.blocker, ids.blocked, 'interact'),
      (error: AppError) => error.statusCode === 403 && error.status === 'blocked',
    );
    await assert.rejects(
      audience().assert(null, ids.privateOwner, 'view-content'),
      (error: AppError) => error.statusCode === 403 && error.status === 'private-account',
    );
    await audience().assert(ids.follower, ids.privateOwner, 'interact');
    await audience().assert(ids.privateOwner, ids.privateOwner, 'view-content');
  });

  it('leaves blocked owners out of listings, both ways, and keeps everything for guests', async () => {
    assert.deepEqual(await visibleWorks(ids.blocked, 'unblocked'), [
      'w-blocked',
      'w-owner',
      'w-private',
      'w-suspended',
    ]);
    assert.deepEqual(await visibleWorks(ids.blocker, 'unblocked'), [
      'w-blocker',
      'w-owner',
      'w-private',
      'w-suspended',
    ]);
    assert.deepEqual(await visibleWorks(null, 'unblocked'), [
      'w-blocked',
      'w-blocker',
      'w-owner',
      'w-private',
      'w-suspended',
    ]);
  });

  it('lists private content only to its owner and approved followers', async () => {
    assert.deepEqual(await visibleWorks(null, 'mayViewContent'), ['w-blocked', 'w-blocker', 'w-owner', 'w-suspended']);
    assert.deepEqual(await visibleWorks(ids.owner, 'mayViewContent'), [
      'w-blocked',
      'w-blocker',
      'w-owner',
      'w-suspended',
    ]);
    assert.deepEqual(await visibleWorks(ids.follower, 'mayViewContent'), [
      'w-blocked',
      'w-blocker',
      'w-owner',
      'w-private',
      'w-suspended',
    ]);
    assert.deepEqual(await visibleWorks(ids.privateOwner, 'mayViewContent'), [
      'w-blocked',
      'w-blocker',
      'w-owner',
      'w-private',
      'w-suspended',
    ]);
    assert.deepEqual(await visibleWorks(ids.blocked, 'mayViewContent'), ['w-blocked', 'w-owner', 'w-suspended']);
  });

  it('leaves a suspended member out of every listing, guests included, but not out of their own', async () => {
    assert.deepEqual(await visibleWorks(null, 'unblocked', withSuspension), [
      'w-blocked',
      'w-blocker',
      'w-owner',
      'w-private',
    ]);
    assert.deepEqual(await visibleWorks(ids.blocked, 'unblocked', withSuspension), [
      'w-blocked',
      'w-owner',
      'w-private',
    ]);
    assert.deepEqual(await visibleWorks(null, 'mayViewContent', withSuspension), ['w-blocked', 'w-blocker', 'w-owner']);
    assert.deepEqual(await visibleWorks(ids.follower, 'mayViewContent', withSuspension), [
      'w-blocked',
      'w-blocker',
      'w-owner',
      'w-private',
    ]);
    assert.deepEqual(await visibleWorks(ids.suspended, 'unblocked', withSuspension), [
      'w-blocked',
      'w-blocker',
      'w-owner',
      'w-private',
      'w-suspended',
    ]);
    assert.deepEqual(await visibleWorks(ids.suspended, 'mayViewContent', withSuspension), [
      'w-blocked',
      'w-blocker',
      'w-owner',
      'w-suspended',
    ]);
  });

  it('answers 404 for a suspended member’s things, to guests, members and followers, and lets them back when lifted', async () => {
    assert.equal((await withSuspension().relation(null, ids.suspended)).suspended, true);
    for (const viewer of [null, ids.owner, ids.follower]) {
      for (const intent of ['view-profile', 'view-content', 'interact'] as const) {
        await assert.rejects(
          withSuspension().assert(viewer, ids.suspended, intent, { notFoundMessage: 'Post not found' }),
          (error: AppError) => error.statusCode === 404 && error.message === 'Post not found',
        );
      }
    }
    await withSuspension().assert(ids.suspended, ids.suspended, 'interact');
    // Without the source nobody is suspended.
    await audience().assert(null, ids.suspended, 'view-content');
    await db.updateTable('people').set({ suspended: false }).where('id', '=', ids.suspended).execute();
    try {
      await withSuspension().assert(null, ids.suspended, 'view-content');
      assert.ok((await visibleWorks(null, 'unblocked', withSuspension)).includes('w-suspended'));
    } finally {
      await db.updateTable('people').set({ suspended: true }).where('id', '=', ids.suspended).execute();
    }
  });

  it('reads through a transaction when asked to, so a pool of one connection is enough', async () => {
    const single = createDb<Tables>(URL_, 1);
    try {
      const audience = createAudience(single, { blocks: { table: 'blocks' } });
      const verdict = await single.transaction().execute(async (trx) => {
        await trx.selectFrom('works').select('id').where('id', '=', 'w-blocker').forUpdate().execute();
        // The pool's only connection is this transaction's: a read through the pool would wait for ever.
        return Promise.race([
          audience.within(trx).verdict(ids.blocked, ids.blocker, 'interact'),
          new Promise((resolve) => setTimeout(() => resolve('waited for a second connection'), 3000)),
        ]);
      });
      assert.equal(verdict, 'blocked');
    } finally {
      await single.destroy();
    }
  });

  it('lists the ids on the other side of a block', async () => {
    assert.deepEqual([...(await audience().blockedIds(ids.blocked))], [ids.blocker]);
    assert.deepEqual([...(await audience().blockedIds(ids.blocker))], [ids.blocked]);
    assert.equal((await audience().blockedIds(ids.owner)).size, 0);
  });
});
