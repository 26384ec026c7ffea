import type { Kysely } from 'kysely';
import type { CommerceTables } from '../../db/schema.js';

type Db = Kysely<CommerceTables>;

/** The buyer's name, e-mail and saved shipping details: the checkout's prefill. */
export function memberDetails(db: Db, memberId: string) {
  return db.selectFrom('members').select(['name', 'email', 'shipping']).where('id', '=', memberId).executeTakeFirst();
}

/** Who the order confirmation goes to, as identity last published it. */
export function buyerContact(db: Db, buyerId: string) {
  return db.selectFrom('members').select(['name', 'email']).where('id', '=', buyerId).executeTakeFirst();
}

/** The artists' names and slugs an order's items keep. */
export function artistNames(db: Db, artistIds: readonly string[]) {
  return db.selectFrom('members').select(['id', 'name', 'slug']).where('id', 'in', artistIds).execute();
}
