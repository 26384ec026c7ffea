import type { EventEnvelope } from '@art/contracts';
import { ExhibitionChanged, isOperatorRole, SlideChanged } from '@art/contracts';
import { on } from '@art/kit';
import type { Transaction } from 'kysely';
import type { ModerationTables } from '../../db/schema.js';
import { operatorNameOf } from '../audit/operator.js';
import { recordAction } from '../audit/queries.js';

type ShowcaseEvent = EventEnvelope<{ id: string; change: string; before: unknown; after: unknown }>;

/**
 * Exhibitions and home slides are catalogue's, and operators change them there; each change comes
 * here with its before and after, and its operator in the envelope, so the audit log holds every
 * operator action whichever service served it (as commerce's refund marking does).
 */
async function recordShowcaseChange(
  trx: Transaction<ModerationTables>,
  event: ShowcaseEvent,
  targetType: 'exhibition' | 'slide',
): Promise<void> {
  const { actor, data } = event;
  if (actor.userId === null || actor.role === null || !isOperatorRole(actor.role)) return;
  await recordAction(trx, {
    operatorId: actor.userId,
    operatorName: await operatorNameOf(trx, actor.userId),
    action: `${targetType}.${data.change}`,
    targetType,
    targetId: data.id,
    subjectUserId: null,
    before: data.before,
    after: data.after,
    requestId: event.requestId ?? null,
    at: event.occurredAt,
  });
}

export const showcaseHandlers = {
  ...on<typeof ExhibitionChanged, ModerationTables>(ExhibitionChanged, (event, { trx }) =>
    recordShowcaseChange(trx, event, 'exhibition'),
  ),
  ...on<typeof SlideChanged, ModerationTables>(SlideChanged, (event, { trx }) =>
    recordShowcaseChange(trx, event, 'slide'),
  ),
};
