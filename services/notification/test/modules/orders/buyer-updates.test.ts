import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  OrderCancelled,
  type OrderedItem,
  OrderItemsMoved,
  OrderPlaced,
  orderTotals,
  PaymentCompleted,
  RefundCompleted,
  RefundRequested,
} from '@art/contracts';
import type { Static } from 'typebox';
import { migrations } from '../../../src/migrations/index.js';
import { TURNED_OFF } from '../../../src/modules/mail/request.js';
import { notificationsOf } from '../../../src/modules/notifications/queries/index.js';
import { notificationView } from '../../../src/modules/notifications/views.js';
import { envelopeOf, publishEnvelope } from '../../support/events.js';
import { storedNotifications } from '../../support/mailing-app.js';
import { mailingSuite } from '../../support/mailing-suite.js';
import { waitForCommerceSettled } from '../../support/settled.js';
import { address } from '../../support/test-config.js';

type Item = Static<typeof OrderedItem>;

describe('the buyer hears of every step of an order, the artists of theirs', () => {
  const t = mailingSuite();

  const settled = () => waitForCommerceSettled(t.app);

  const rowsOf = (userId: string) => storedNotifications(t.app, userId);

  /** A buyer and an artist known to identity's stand-in, and one item of the artist's. */
  function aSale(tag: string) {
    const buyerEmail = address(`buyer-${tag}`);
    const artistEmail = address(`artist-${tag}`);
    const buyerId = t.identity.addPerson({ name: 'Gita Karki', email: buyerEmail });
    const artistId = t.identity.addPerson({ name: 'Sita Shrestha', email: artistEmail });
    const item: Item = {
      itemId: randomUUID(),
      artworkId: randomUUID(),
      artistId,
      name: 'Himalayan Dawn',
      image: 'http://art.test/media/himalayan-dawn.webp',
      price: 500,
    };
    const orderId = randomUUID();
    return { buyerId, buyerEmail, artistId, artistEmail, item, orderId, orderNumber: `KB-${tag.slice(0, 6)}` };
  }
  type Sale = ReturnType<typeof aSale>;

  const refundFacts = (sale: Sale) => ({
    refundId: randomUUID(),
    orderId: sale.orderId,
    orderNumber: sale.orderNumber,
    buyerId: sale.buyerId,
    provider: 'stripe' as const,
    amountNpr: 615,
    amount: 462,
    currency: 'USD' as const,
    items: [sale.item],
  });

  const steps: {
    title: string;
    event: (sale: Sale) => { id: string; type: string };
    subject: RegExp;
    text: RegExp;
    message: (sale: Sale) => string;
  }[] = [
    {
      title: 'the artist confirmed',
      event: (sale) => envelopeOf(OrderItemsMoved, { ...sale, status: 'CONFIRMED', items: [sale.item] }),
      subject: /: confirmed by the artist$/,
      text: /the artist confirmed this artwork\./,
      message: (sale) => `Your order ${sale.orderNumber}: Himalayan Dawn was confirmed by the artist`,
    },
    {
      title: 'shipped',
      event: (sale) => envelopeOf(OrderItemsMoved, { ...sale, status: 'SHIPPED', items: [sale.item] }),
      subject: /: shipped$/,
      text: /this artwork is on the way\./,
      message: (sale) => `Your order ${sale.orderNumber}: Himalayan Dawn was shipped`,
    },
    {
      title: 'delivered',
      event: (sale) => envelopeOf(OrderItemsMoved, { ...sale, status: 'DELIVERED', items: [sale.item] }),
      subject: /: delivered$/,
      text: /this artwork was delivered\./,
      message: (sale) => `Your order ${sale.orderNumber}: Himalayan Dawn was delivered`,
    },
    {
      title: 'cancelled by the artist',
      event: (sale) => envelopeOf(OrderCancelled, { ...sale, reason: 'artist', items: [sale.item], wholeOrder: true }),
      subject: /: cancelled by the artist$/,
      text: /the artist cancelled this artwork\./,
      message: (sale) => `Your order ${sale.orderNumber}: Himalayan Dawn was cancelled by the artist`,
    },
    {
      title: 'no payment in time',
      event: (sale) =>
        envelopeOf(OrderCancelled, { ...sale, reason: 'payment-timeout', items: [sale.item], wholeOrder: true }),
      subject: /: cancelled: no payment arrived in time$/,
      text: /no payment arrived in time/,
      message: (sale) => `Your order ${sale.orderNumber}: Himalayan Dawn was cancelled: no payment arrived in time`,
    },
    {
      title: 'a cash order not confirmed in time',
      event: (sale) =>
        envelopeOf(OrderCancelled, { ...sale, reason: 'cash-timeout', items: [sale.item], wholeOrder: true }),
      subject: /: cancelled: the artist did not confirm in time$/,
      text: /the artist did not confirm this artwork in time/,
      message: (sale) =>
        `Your order ${sale.orderNumber}: Himalayan Dawn was cancelled: the artist did not confirm it in time`,
    },
    {
      title: 'a refund requested',
      event: (sale) => envelopeOf(RefundRequested, refundFacts(sale)),
      subject: /: refund pending$/,
      text: /a refund of NPR 615 is on its way back to you/,
      message: (sale) => `Refund pending: NPR 615 for your order ${sale.orderNumber} (Himalayan Dawn)`,
    },
    {
      title: 'a refund made',
      event: (sale) => envelopeOf(RefundCompleted, { ...refundFacts(sale), reference: 're_123' }),
      subject: /: refund made$/,
      text: /we refunded NPR 615 to you\./,
      message: (sale) => `Refund made: NPR 615 is back with you for your order ${sale.orderNumber} (Himalayan Dawn)`,
    },
  ];

  for (const step of steps) {
    it(`${step.title}: one mail and one notification with the number, the item and the link`, async () => {
      const sale = aSale(randomUUID().slice(0, 8));
      const event = step.event(sale);
      await publishEnvelope(t.app.bus, event);
      await publishEnvelope(t.app.bus, event, `${event.id}-again`);
      const mail = await t.sink.waitForMail(sale.buyerEmail);
      await settled();
      assert.equal((await t.sink.readMails(sale.buyerEmail)).length, 1, 'exactly one mail');
      assert.match(mail.subject, new RegExp(`^Your order ${sale.orderNumber}`));
      assert.match(mail.subject, step.subject);
      assert.match(mail.text, /^Hello Gita Karki,/);
      assert.match(mail.text, step.text);
      assert.match(mail.text, /- Himalayan Dawn: NPR 500/);
      assert.ok(mail.text.includes(`http://art.test/order/${sale.orderId}`), mail.text);
      const rows = await rowsOf(sale.buyerId);
      assert.deepEqual(
        rows.map((row) => [row.message, row.link, row.sender_id, row.image]),
        [[step.message(sale), `/order/${sale.orderId}`, null, sale.item.image]],
      );
    });
  }

  it("the buyer's own cancellation tells the artist only; a cash timeout tells both", async () => {
    const sale = aSale(randomUUID().slice(0, 8));
    await publishEnvelope(
      t.app.bus,
      envelopeOf(OrderCancelled, { ...sale, reason: 'buyer', items: [sale.item], wholeOrder: true }),
    );
    const other = aSale(randomUUID().slice(0, 8));
    await publishEnvelope(
      t.app.bus,
      envelopeOf(OrderCancelled, { ...other, reason: 'cash-timeout', items: [other.item], wholeOrder: true }),
    );
    await t.sink.waitForMail(other.buyerEmail);
    await settled();
    assert.equal((await t.sink.readMails(sale.buyerEmail)).length, 0, 'no mail to the buyer about their own act');
    assert.equal((await rowsOf(sale.buyerId)).length, 0);
    assert.deepEqual(
      (await rowsOf(sale.artistId)).map((row) => [row.message, row.sender_id]),
      [['cancelled the order of Himalayan Dawn', sale.buyerId]],
    );
    assert.deepEqual(
      (await rowsOf(other.artistId)).map((row) => [row.message, row.sender_id, row.link]),
      [
        [
          `Order ${other.orderNumber} of Himalayan Dawn was cancelled: not confirmed in time`,
          null,
          '/order?view=sales',
        ],
      ],
    );
    assert.equal((await rowsOf(other.buyerId)).length, 1);
  });

  it('without an order number the id stands in for it', async () => {
    const sale = aSale(randomUUID().slice(0, 8));
    await publishEnvelope(
      t.app.bus,
      envelopeOf(OrderCancelled, {
        orderId: sale.orderId,
        buyerId: sale.buyerId,
        reason: 'artist',
        items: [sale.item],
        wholeOrder: true,
      }),
    );
    const mail = await t.sink.waitForMail(sale.buyerEmail);
    assert.match(mail.subject, new RegExp(`^Your order ${sale.orderId.slice(0, 8)}: `));
  });

  it('turned-off status mails are not sent, receipts always are, and the notifications still come', async () => {
    const sale = aSale(randomUUID().slice(0, 8));
    await t.app.db
      .insertInto('mail_opt_outs')
      .values(
        (['order-progress', 'order-cancelled', 'refund-pending'] as const).map((kind) => ({
          user_id: sale.buyerId,
          kind,
        })),
      )
      .execute();
    // Receipts may not be turned off: a stored opt-out of one (from before) is ignored.
    await t.app.db
      .insertInto('mail_opt_outs')
      .values((['order-confirmation', 'payment-received'] as const).map((kind) => ({ user_id: sale.buyerId, kind })))
      .execute();
    const totals = orderTotals([sale.item.price]);
    const placed = envelopeOf(OrderPlaced, {
      ...sale,
      buyerName: 'Gita Karki',
      buyerEmail: sale.buyerEmail,
      paymentMethod: 'stripe',
      items: [sale.item],
      ...totals,
      placedAt: new Date().toISOString(),
    });
    const paid = envelopeOf(PaymentCompleted, {
      paymentId: randomUUID(),
      orderId: sale.orderId,
      orderNumber: sale.orderNumber,
      buyerId: sale.buyerId,
      provider: 'stripe',
      reference: 'cs_test_9',
      amount: 462,
      currency: 'USD',
      items: [sale.item],
      amountNpr: 615,
    });
    const moved = envelopeOf(OrderItemsMoved, { ...sale, status: 'SHIPPED', items: [sale.item] });
    const cancelled = envelopeOf(OrderCancelled, { ...sale, reason: 'artist', items: [sale.item], wholeOrder: true });
    const requested = envelopeOf(RefundRequested, refundFacts(sale));
    const refunded = envelopeOf(RefundCompleted, { ...refundFacts(sale), reference: 're_9' });
    for (const event of [placed, paid, moved, cancelled, requested, refunded]) await publishEnvelope(t.app.bus, event);
    await settled();

    const mails = await t.sink.readMails(sale.buyerEmail);
    assert.deepEqual(mails.map((mail) => mail.subject).sort(), [
      `Payment received for your order ${sale.orderNumber}`,
      `Your Art Marketplace order ${sale.orderNumber}`,
      `Your order ${sale.orderNumber}: refund made`,
    ]);
    const receipt = mails.find((mail) => mail.subject.startsWith('Payment received'));
    assert.match(receipt?.text ?? '', /We received your payment of NPR 615 by Card \(Stripe\)/);
    const skipped = await t.app.db
      .selectFrom('mail_log')
      .select('kind')
      .where('event_id', 'in', [moved.id, cancelled.id, requested.id])
      .where('last_error', '=', TURNED_OFF)
      .orderBy('kind')
      .execute();
    assert.deepEqual(
      skipped.map((row) => row.kind),
      ['order-cancelled', 'order-progress', 'refund-pending'],
    );
    assert.equal((await rowsOf(sale.buyerId)).length, 4, 'shipped, cancelled, refund pending, refund made');
  });

  it('an artist\'s notification names the buyer once: "Gita Karki ordered Himalayan Dawn"', async () => {
    const sale = aSale(randomUUID().slice(0, 8));
    await t.app.db
      .insertInto('users')
      .values({ id: sale.buyerId, name: 'Gita Karki', slug: 'gita-karki', picture: '', version: 1 })
      .execute();
    const totals = orderTotals([sale.item.price]);
    await publishEnvelope(
      t.app.bus,
      envelopeOf(OrderPlaced, {
        ...sale,
        buyerName: 'Gita Karki',
        buyerEmail: sale.buyerEmail,
        paymentMethod: 'cash',
        items: [sale.item],
        ...totals,
        placedAt: new Date().toISOString(),
      }),
    );
    await settled();
    const [view] = (await notificationsOf(t.app.db, sale.artistId)).map(notificationView);
    assert.ok(view?.sender, 'the buyer is the sender');
    assert.equal(`${view.sender.name} ${view.message}`, 'Gita Karki ordered Himalayan Dawn');
  });

  it('notifications stored before lose the repeated name (migration 0105), others are left alone', async () => {
    const artist = randomUUID();
    const buyer = randomUUID();
    await t.app.db
      .insertInto('users')
      .values({ id: buyer, name: 'Hari Rai', slug: 'hari-rai', picture: '', version: 1 })
      .execute();
    const stored = (message: string, senderId: string | null) => ({
      user_id: artist,
      type: 'other' as const,
      sender_id: senderId,
      message,
      link: '/order?view=sales',
      image: '',
      event_id: randomUUID(),
    });
    await t.app.db
      .insertInto('notifications')
      .values([
        stored('Hari Rai ordered Himalayan Dawn', buyer),
        stored('The buyer cancelled the order of Boudha at Dusk', buyer),
        stored('Payment received for Hari Rai ordered', null),
      ])
      .execute();
    await migrations['0105_sender_named_once']!.up(t.app.db);
    const messages = (await rowsOf(artist)).map((row) => row.message).sort();
    assert.deepEqual(messages, [
      'Payment received for Hari Rai ordered',
      'cancelled the order of Boudha at Dusk',
      'ordered Himalayan Dawn',
    ]);
  });
});
