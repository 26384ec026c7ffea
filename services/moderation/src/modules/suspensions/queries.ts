import type { AppealStatus } from '@art/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { ModerationTables } from '../../db/schema.js';

type Executor = Kysely<ModerationTables> | Transaction<ModerationTables>;

export async function currentSuspensions(db: Executor) {
  return db
    .selectFrom('suspensions as s')
    .leftJoin('members as m', 'm.id', 's.user_id')
    .selectAll('s')
    .select(['m.name as member_name', 'm.email as member_email', 'm.slug as member_slug'])
    .orderBy('s.since', 'desc')
    .limit(1000)
    .execute();
}

export type SuspensionRow = Awaited<ReturnType<typeof currentSuspensions>>[number];

export async function suspensionOf(db: Executor, userId: string) {
  return db.selectFrom('suspensions').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

function appealsWithMember(db: Executor) {
  return db
    .selectFrom('appeals as a')
    .leftJoin('members as m', 'm.id', 'a.user_id')
    .leftJoin('suspensions as s', 's.user_id', 'a.user_id')
    .selectAll('a')
    .select(['m.name as member_name', 's.reason as suspension_reason', 's.since as suspension_since']);
}

export async function appealsByStatus(db: Executor, status: AppealStatus) {
  const query = appealsWithMember(db).where('a.status', '=', status);
  return (status === 'open' ? query.orderBy('a.submitted_at', 'asc') : query.orderBy('a.decided_at', 'desc'))
    .limit(500)
    .execute();
}

export async function appealById(db: Executor, id: string) {
  return appealsWithMember(db).where('a.id', '=', id).executeTakeFirst();
}

/** The newest appeal of each of these members (at most one is open: one appeal per suspension). */
export async function latestAppealsOf(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return appealsWithMember(db)
    .where('a.user_id', 'in', userIds)
    .orderBy('a.user_id')
    .orderBy('a.submitted_at', 'desc')
    .distinctOn('a.user_id')
    .execute();
}

export type AppealRow = NonNullable<Awaited<ReturnType<typeof appealById>>>;

export async function openAppealOf(trx: Transaction<ModerationTables>, userId: string) {
  return trx
    .selectFrom('appeals')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .forUpdate()
    .executeTakeFirst();
}
