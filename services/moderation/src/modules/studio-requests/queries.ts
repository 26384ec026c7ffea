import type { StudioRequestStatus } from '@art/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { ModerationTables } from '../../db/schema.js';

type Executor = Kysely<ModerationTables> | Transaction<ModerationTables>;

/** With the applicant's slug and current name from the members projection. */
function withApplicant(db: Executor) {
  return db
    .selectFrom('studio_requests as r')
    .leftJoin('members as m', 'm.id', 'r.user_id')
    .selectAll('r')
    .select(['m.slug as member_slug', 'm.name as member_name', 'm.email as member_email']);
}

export async function studioRequestsByStatus(db: Executor, status: StudioRequestStatus) {
  const query = withApplicant(db).where('r.status', '=', status);
  // The queue oldest first; decided ones newest decision first.
  return (
    status === 'pending'
      ? query.orderBy('r.submitted_at', 'asc')
      : query.orderBy('r.decided_at', 'desc').orderBy('r.submitted_at', 'desc')
  )
    .limit(500)
    .execute();
}

export async function studioRequestById(db: Executor, id: string) {
  return withApplicant(db).where('r.id', '=', id).executeTakeFirst();
}

export type StudioRequestRow = NonNullable<Awaited<ReturnType<typeof studioRequestById>>>;

/** Locks the request for a decision (two operators at once: the second sees it decided). */
export async function lockStudioRequest(trx: Transaction<ModerationTables>, id: string) {
  return trx.selectFrom('studio_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function decideStudioRequest(
  trx: Transaction<ModerationTables>,
  id: string,
  decision: { status: 'approved' | 'rejected'; by: string; byName: string; reason: string | null },
) {
  await trx
    .updateTable('studio_requests')
    .set({
      status: decision.status,
      decided_at: new Date(),
      decided_by: decision.by,
      decided_by_name: decision.byName,
      decision_reason: decision.reason,
    })
    .where('id', '=', id)
    .execute();
}
