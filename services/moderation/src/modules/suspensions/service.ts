import { AccountSuspended, isOperatorRole } from '@art/contracts';
import { AppError, writeEvent } from '@art/kit';
import type { Transaction } from 'kysely';
import type { ModerationTables } from '../../db/schema.js';
import type { ActingOperator } from '../audit/operator.js';

/** Refusals of a suspension, in the words of the endpoint that asks for it. */
export interface SuspendMessages {
  operatorAccount: string;
  alreadySuspended: string;
}

/**
 * Suspends a member inside the caller's transaction: the current suspension, the projection's
 * flag and moderation.account.suspended (identity refuses sign-in, ends the sessions and marks the
 * snapshot; every area hides the member's content). Refuses an operator account and a member
 * already suspended. The caller writes the audit row (its action names how it came about).
 */
export async function suspendInTransaction(
  trx: Transaction<ModerationTables>,
  operator: ActingOperator,
  member: { id: string; role: number | null },
  reason: string,
  caseId: string | null,
  messages: SuspendMessages,
): Promise<void> {
  if (member.role !== null && isOperatorRole(member.role)) {
    throw new AppError(409, 'operator-account', messages.operatorAccount);
  }
  const inserted = await trx
    .insertInto('suspensions')
    .values({
      user_id: member.id,
      reason,
      suspended_by: operator.id,
      suspended_by_name: operator.name,
      case_id: caseId,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!inserted) throw new AppError(409, 'already-suspended', messages.alreadySuspended);
  await trx.updateTable('members').set({ suspended: true }).where('id', '=', member.id).execute();
  await writeEvent(trx, AccountSuspended, { caseId, userId: member.id, reason }, operator.context);
}
