import { isOperatorRole, OrderPlaced, PaymentCompleted, RefundCompleted, RefundRequested } from '@art/contracts';
import { on } from '@art/kit';
import type { Transaction } from 'kysely';
import type { Static } from 'typebox';
import type { ModerationTables } from '../../db/schema.js';
import { operatorNameOf } from '../audit/operator.js';
import { recordAction } from '../audit/queries.js';

type RefundFacts = Pick<Static<typeof RefundRequested.data>, 'refundId' | 'orderId' | 'provider' | 'amountNpr'>;

/**
 * A refund as the overview counts it. Its completion may be the first event of it to arrive (or
 * arrive again): it then makes the row, and otherwise only marks it completed; a request never
 * undoes a completion.
 */
async function recordRefund(
  trx: Transaction<ModerationTables>,
  data: RefundFacts,
  requestedAt: string,
  completedAt: string | null,
) {
  await trx
    .insertInto('refunds')
    .values({
      id: data.refundId,
      order_id: data.orderId,
      provider: data.provider,
      amount_npr: data.amountNpr,
      requested_at: requestedAt,
      ...(completedAt ? { completed_at: completedAt } : {}),
    })
    .onConflict((oc) =>
      completedAt ? oc.column('id').doUpdateSet({ completed_at: completedAt }) : oc.column('id').doNothing(),
    )
    .execute();
}

/**
 * What the overview counts of commerce (orders placed, payments in NPR, refunds due), and the one
 * operator action commerce carries out itself: marking an eSewa or ConnectIPS refund as paid back.
 * That one is recorded in moderation's audit log when the event's actor is an operator, so the log
 * holds every operator action whichever service served it.
 */
export const commerceHandlers = {
  ...on<typeof OrderPlaced, ModerationTables>(OrderPlaced, async (event, { trx }) => {
    await trx
      .insertInto('orders')
      .values({ id: event.data.orderId, placed_at: event.data.placedAt })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }),
  ...on<typeof PaymentCompleted, ModerationTables>(PaymentCompleted, async (event, { trx }) => {
    const { data } = event;
    const amountNpr = data.amountNpr ?? (data.currency === 'NPR' ? data.amount : 0);
    await trx
      .insertInto('payments')
      .values({ id: data.paymentId, order_id: data.orderId, amount_npr: amountNpr, paid_at: event.occurredAt })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }),
  ...on<typeof RefundRequested, ModerationTables>(RefundRequested, async (event, { trx }) => {
    await recordRefund(trx, event.data, event.occurredAt, null);
  }),
  ...on<typeof RefundCompleted, ModerationTables>(RefundCompleted, async (event, { trx }) => {
    const { data, actor } = event;
    await recordRefund(trx, data, event.occurredAt, event.occurredAt);
    if (actor.userId !== null && actor.role !== null && isOperatorRole(actor.role)) {
      await recordAction(trx, {
        operatorId: actor.userId,
        operatorName: await operatorNameOf(trx, actor.userId),
        action: 'refund.mark-refunded',
        targetType: 'refund',
        targetId: data.refundId,
        subjectUserId: data.buyerId,
        before: { status: 'pending' },
        after: {
          status: 'refunded',
          reference: data.reference,
          provider: data.provider,
          amountNpr: data.amountNpr,
          orderNumber: data.orderNumber,
        },
        requestId: event.requestId ?? null,
        at: event.occurredAt,
      });
    }
  }),
};
