import { type EventContext, eventContextOf, viewerOf } from '@art/kit';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { ModerationTables } from '../../db/schema.js';
import type { ActionRecord } from './queries.js';

/** The operator behind a console request: who, by what name the log keeps, and the event context. */
export interface ActingOperator {
  id: string;
  name: string;
  context: EventContext;
  requestId: string;
}

/** Their name as identity last told it (the log keeps it as it was then); '' before it is known. */
export async function operatorNameOf(
  db: Kysely<ModerationTables> | Transaction<ModerationTables>,
  userId: string,
): Promise<string> {
  const row = await db.selectFrom('members').select('name').where('id', '=', userId).executeTakeFirst();
  return row?.name ?? '';
}

export async function actingOperator(db: Kysely<ModerationTables>, request: FastifyRequest): Promise<ActingOperator> {
  const viewer = viewerOf(request);
  return {
    id: viewer.id,
    name: await operatorNameOf(db, viewer.id),
    context: eventContextOf(request),
    requestId: request.id,
  };
}

/** The audit row of a decision by `operator` (its action, target and states added by the caller). */
export function byOperator(
  operator: ActingOperator,
  record: Omit<ActionRecord, 'operatorId' | 'operatorName' | 'requestId'>,
): ActionRecord {
  return { operatorId: operator.id, operatorName: operator.name, requestId: operator.requestId, ...record };
}
