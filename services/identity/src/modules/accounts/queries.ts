import type { Kysely, Transaction } from 'kysely';
import type { IdentityTables, NewUserRow, UserChanges, UserRow } from '../../db/schema.js';
import { firstFreeSlug, slugBase } from './slug.js';

type Db = Kysely<IdentityTables> | Transaction<IdentityTables>;

export type NewUser = Omit<NewUserRow, 'slug'>;

export interface UsersRepository {
  byId(id: string, db?: Db): Promise<UserRow | undefined>;
  byEmail(email: string, db?: Db): Promise<UserRow | undefined>;
  bySlug(slug: string, db?: Db): Promise<UserRow | undefined>;
  byProvider(provider: 'google' | 'facebook', providerId: string, db?: Db): Promise<UserRow | undefined>;
  /** Inserts with a unique slug made from the name. Throws DuplicateEmail when the e-mail is taken. */
  create(trx: Db, user: NewUser): Promise<UserRow>;
  /**
   * Every change raises the row's version (snapshot events carry it); `endSessions` also raises
   * the session version, so every token issued before is refused. Ended by a `roleChange` alone,
   * those tokens may be renewed once (refreshable_from_version keeps where that run began); ended
   * any other way, none may.
   */
  update(
    trx: Db,
    id: string,
    changes: UserChanges,
    options?: { endSessions?: boolean; roleChange?: boolean },
  ): Promise<UserRow>;
  /**
   * The user's session version and whether this session (a token's `jti`) was logged out, in one
   * query: every signed-in call to identity asks. Undefined when there is no such user.
   */
  sessionState(id: string, sessionId?: string, db?: Db): Promise<{ version: number; signedOut: boolean } | undefined>;
  count(db?: Db): Promise<number>;
}

export class DuplicateEmail extends Error {
  constructor() {
    super('email already registered');
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === constraint;
}

export function usersRepository(db: Kysely<IdentityTables>): UsersRepository {
  const users = (on: Db = db) => on.selectFrom('users').selectAll();
  return {
    byId: (id, on) => (UUID.test(id) ? users(on).where('id', '=', id).executeTakeFirst() : Promise.resolve(undefined)),
    byEmail: (email, on) => users(on).where('email', '=', email).executeTakeFirst(),
    bySlug: (slug, on) => users(on).where('slug', '=', slug).executeTakeFirst(),
    byProvider: (provider, providerId, on) =>
      users(on)
        .where(provider === 'google' ? 'google_id' : 'facebook_id', '=', providerId)
        .executeTakeFirst(),

    async create(trx, user) {
      const base = slugBase(user.name);
      // A concurrent sign-up may take the chosen slug between the look-up and the insert; the
      // conflict then returns no row and the next free slug is tried.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const taken = await trx
          .selectFrom('users')
          .select('slug')
          .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
          .execute();
        const slug = firstFreeSlug(
          base,
          taken.map((row) => row.slug),
        );
        try {
          const row = await trx
            .insertInto('users')
            .values({ ...user, slug })
            .onConflict((oc) => oc.column('slug').doNothing())
            .returningAll()
            .executeTakeFirst();
          if (row) return row;
        } catch (error) {
          if (isUniqueViolation(error, 'users_email_key')) throw new DuplicateEmail();
          throw error;
        }
      }
      throw new Error(`could not find a free slug for "${base}"`);
    },

    update: (trx, id, changes, options = {}) =>
      trx
        .updateTable('users')
        .set((eb) => ({
          ...changes,
          updated_at: new Date(),
          version: eb('version', '+', 1),
          ...(options.endSessions
            ? {
                session_version: eb('session_version', '+', 1),
                refreshable_from_version: options.roleChange
                  ? eb.fn.coalesce('refreshable_from_version', eb.ref('session_version'))
                  : null,
              }
            : {}),
        }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),

    async sessionState(id, sessionId, on = db) {
      if (!UUID.test(id)) return undefined;
      const row = await on
        .selectFrom('users')
        .select((eb) => [
          'session_version',
          eb
            .exists(
              eb
                .selectFrom('signed_out_sessions')
                .select('session_id')
                .where('session_id', '=', sessionId ?? ''),
            )
            .as('signed_out'),
        ])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { version: row.session_version, signedOut: Boolean(row.signed_out) };
    },

    async count(on = db) {
      const row = await on
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
