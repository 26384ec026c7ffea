import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { OrderPlaced, PaymentCompleted, RefundCompleted, RefundRequested } from '@art/contracts';
import { envelopeOf, processed, publish } from '@art/testing';
import { COMMERCE_DURABLE } from '../../../src/consumers.js';
import { moderationSuite } from '../../support/suite.js';
import { auditOf, caller, registered } from '../../support/test-app.js';

const t = moderationSuite('overview', { operator: { name: 'Op Overview', role: 1 } });

test('counts members, orders, sales in NPR, refunds due; records an operator’s refund marking', async () => {
  const buyer = await registered(t, { name: 'Buyer' });
  const orderId = randomUUID();
  const item = { itemId: 'i1', artworkId: 'a1', artistId: 'x', name: 'Art', image: '', price: 1000 };
  const events: { id: string; type: string }[] = [
    envelopeOf(OrderPlaced, {
      orderId,
      buyerId: buyer.id,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      paymentMethod: 'esewa',
      items: [item],
      itemTotal: 1000,
      tax: 130,
      shipping: 0,
      grandTotal: 1130,
      placedAt: new Date().toISOString(),
    }),
    envelopeOf(PaymentCompleted, {
      paymentId: randomUUID(),
      orderId,
      buyerId: buyer.id,
      provider: 'esewa',
      reference: 'R1',
      amount: 1130,
      currency: 'NPR',
      items: [item],
      amountNpr: 1130,
    }),
  ];
  const refund = {
    refundId: randomUUID(),
    orderId,
    orderNumber: 'KB-000001',
    buyerId: buyer.id,
    provider: 'esewa' as const,
    amountNpr: 1130,
    amount: 1130,
    currency: 'NPR' as const,
    items: [item],
  };
  events.push(envelopeOf(RefundRequested, refund));
  for (const event of events) {
    await publish(t.app.bus, event);
    await processed(t.db, COMMERCE_DURABLE, event.id);
  }
  const call = caller(t.app);
  const before = (await call(t.operator, 'GET', '/api/moderation/overview')).json().data;
  assert.equal(before.orders.today, 1);
  assert.equal(before.orders.week, 1);
  assert.equal(before.salesNpr.today, 1130);
  assert.equal(before.refundsDue, 1);
  assert.ok(before.newMembers.today >= 2);
  assert.equal(before.openReportCases, 0);
  assert.equal(before.pendingStudioRequests, 0);
  assert.equal(typeof before.deadLetters, 'number');

  const done = envelopeOf(RefundCompleted, { ...refund, reference: 'BANK-42' });
  done.actor = { userId: t.operator.id, role: 1 };
  done.requestId = 'req-1';
  await publish(t.app.bus, done);
  await processed(t.db, COMMERCE_DURABLE, done.id);
  const after = (await call(t.operator, 'GET', '/api/moderation/overview')).json().data;
  assert.equal(after.refundsDue, 0);
  const [audit] = await auditOf(t.db, 'refund.mark-refunded');
  assert.equal(audit?.operator_id, t.operator.id);
  assert.equal(audit?.operator_name, t.operator.name);
  assert.equal(audit?.target_id, refund.refundId);
  assert.equal(audit?.request_id, 'req-1');
  assert.equal((audit?.after as { reference?: string } | undefined)?.reference, 'BANK-42');
});
