import type { RefundView } from '@art/contracts';
import type { RefundRow } from '../../db/schema.js';

export function refundView(refund: RefundRow, orderNumber: string): RefundView {
  return {
    _id: refund.id,
    orderId: refund.order_id,
    orderNumber,
    provider: refund.provider,
    amountNpr: Number(refund.amount_npr),
    amount: Number(refund.amount),
    currency: refund.currency,
    status: refund.status,
    reference: refund.provider_ref,
    createdAt: refund.created_at.toISOString(),
    refundedAt: refund.refunded_at?.toISOString() ?? null,
  };
}
