import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  OrderCancelled,
  type OrderedItem,
  OrderPlaced,
  orderTotals,
  PaymentCompleted,
  PaymentFailed,
} from '@art/contracts';
import type { Static } from 'typebox';
import { envelopeOf, publishEnvelope } from '../../support/events.js';
import { storedNotifications } from '../../support/mailing-app.js';
import { mailingSuite } from '../../support/mailing-suite.js';
import { waitForCommerceSettled } from '../../support/settled.js';
import { address } from '../../support/test-config.js';

type Item = Static<typeof OrderedItem>;

describe('commerce events become order mails and notifications', () => {
  const t = mailingSuite();

  /** Every stored commerce event handled and acknowledged, and no mail job waiting or running. */
  const settled = () => waitForCommerceSettled(t.app);

  const notificationsOf = (userId: string) => storedNotifications(t.app, userId);

  const item = (artistId: string, name: string, price: number): Item => ({
    itemId: randomUUID(),
    artworkId: randomUUID(),
    artistId,
    name,
    image: `http://art.test/media/${name.toLowerCase().replace(/\W+/g, '-')}.webp`,
    price,
  });

  /** Two artists, each known to identity's stand-in, and a buyer; one order of three artworks. */
  function anOrder(tag: string) {
    const sitaEmail = address(`sita-${tag}`);
    const ramEmail = address(`ram-${tag}`);
    const sita = t.identity.addPerson({ name: 'Sita Shrestha', email: sitaEmail });
    const ram = t.identity.addPerson({ name: 'Ram Tamang', email: ramEmail });
    const buyer = { id: randomUUID(), email: address(`buyer-${tag}`) };
    const items = [
      item(sita, 'Himalayan Dawn', 25000),
      item(ram, 'Boudha at Dusk', 12000),
      item(sita, 'Patan <Courtyard>', 8000),
    ];
    const totals = orderTotals(items.map((entry) => entry.price));
    const placed = envelopeOf(OrderPlaced, {
      orderId: `ORD-${tag}`,
      buyerId: buyer.id,
      buyerName: 'Gita Karki',
      buyerEmail: buyer.email,
      paymentMethod: 'esewa',
      items,
      itemTotal: totals.itemTotal,
      tax: totals.tax,
      shipping: totals.shipping,
      grandTotal: totals.grandTotal,
      placedAt: new Date().toISOString(),
    });
    return { sita, ram, sitaEmail, ramEmail, buyer, items, placed };
  }

  it('an order placed mails the buyer a confirmation and each artist their own items, and tells the artists', async () => {
    const order = anOrder(randomUUID().slice(0, 8));
    await publishEnvelope(t.app.bus, order.placed);

    const confirmation = await t.sink.waitForMail(order.buyer.email);
    assert.equal(confirmation.subject, `Your Art Marketplace order ${order.placed.data.orderId}`);
    assert.match(confirmation.text, /^Hello Gita Karki,/);
    assert.match(confirmation.text, /- Himalayan Dawn: NPR 25,000/);
    assert.match(confirmation.text, /- Boudha at Dusk: NPR 12,000/);
    assert.match(confirmation.text, /- Patan <Courtyard>: NPR 8,000/);
    // 45,000 + 13 % (5,850) + 50 shipping.
    assert.match(confirmation.text, /Item total: +NPR 45,000/);
    assert.match(confirmation.text, /Tax \(13%\): +NPR 5,850/);
    assert.match(confirmation.text, /Shipping: +NPR 50/);
    assert.match(confirmation.text, /Grand total: +NPR 50,900/);
    assert.match(confirmation.text, /Payment method: eSewa/);
    assert.match(confirmation.text, /Your order will be confirmed by email\./);
    assert.match(confirmation.text, /http:\/\/art\.test\/order/);
    assert.match(confirmation.html, /Patan &lt;Courtyard&gt;/);
    assert.doesNotMatch(confirmation.html, /<Courtyard>/);

    const sitaMail = await t.sink.waitForMail(order.sitaEmail);
    assert.equal(sitaMail.subject, `New order ${order.placed.data.orderId} on Art Marketplace`);
    assert.match(sitaMail.text, /^Hello Sita Shrestha,/);
    assert.match(sitaMail.text, /Gita Karki ordered your artworks/);
    assert.match(sitaMail.text, /- Himalayan Dawn: NPR 25,000/);
    assert.match(sitaMail.text, /- Patan <Courtyard>: NPR 8,000/);
    assert.doesNotMatch(sitaMail.text, /Boudha/);
    assert.match(sitaMail.text, /Total of your artworks: NPR 33,000/);
    assert.match(sitaMail.text, /http:\/\/art\.test\/order\?view=sales/);
    const ramMail = await t.sink.waitForMail(order.ramEmail);
    assert.match(ramMail.text, /Gita Karki ordered your artwork \(/);
    assert.match(ramMail.text, /- Boudha at Dusk: NPR 12,000/);
    assert.doesNotMatch(ramMail.text, /Himalayan/);

    await settled();
    const sitaRows = await notificationsOf(order.sita);
    assert.equal(sitaRows.length, 1);
    assert.equal(sitaRows[0]!.type, 'other');
    assert.equal(sitaRows[0]!.sender_id, order.buyer.id);
    // The page shows the sender's name before the message: "Gita Karki ordered …", once.
    assert.equal(sitaRows[0]!.message, 'ordered Himalayan Dawn and Patan <Courtyard>');
    assert.equal(sitaRows[0]!.link, '/order?view=sales');
    assert.equal(sitaRows[0]!.image, order.items[0]!.image);
    assert.equal(sitaRows[0]!.event_id, order.placed.id);
    const ramRows = await notificationsOf(order.ram);
    assert.deepEqual(
      ramRows.map((row) => row.message),
      ['ordered Boudha at Dusk'],
    );

    // The jobs hold what the mails show, no secret: the artists' addresses are read at send time.
    const artistJob = await t.app.mailQueue.getJob(`new-order.${order.placed.id}.${order.sita}`);
    assert.ok(artistJob);
    assert.equal(artistJob.data.to, undefined);
    assert.deepEqual(artistJob.data.lookup, { kind: 'recipient', userId: order.sita });
    const logged = await t.app.db
      .selectFrom('mail_log')
      .select(['kind', 'recipient', 'sent_at'])
      .where('event_id', '=', order.placed.id)
      .orderBy('kind')
      .orderBy('recipient')
      .execute();
    assert.deepEqual(
      logged.map((row) => [row.kind, row.recipient, row.sent_at !== null]),
      [
        ['new-order', order.ramEmail, true],
        ['new-order', order.sitaEmail, true],
        ['order-confirmation', order.buyer.email, true],
      ],
    );
  });

  it('an order placed delivered twice gives one mail and one notification of each', async () => {
    const order = anOrder(randomUUID().slice(0, 8));
    await publishEnvelope(t.app.bus, order.placed);
    await publishEnvelope(t.app.bus, order.placed, `${order.placed.id}-again`);
    await t.sink.waitForMail(order.sitaEmail);
    await t.sink.waitForMail(order.ramEmail);
    await t.sink.waitForMail(order.buyer.email);
    await settled();
    assert.equal((await t.sink.readMails(order.buyer.email)).length, 1);
    assert.equal((await t.sink.readMails(order.sitaEmail)).length, 1);
    assert.equal((await t.sink.readMails(order.ramEmail)).length, 1);
    assert.equal((await notificationsOf(order.sita)).length, 1);
    assert.equal((await notificationsOf(order.ram)).length, 1);
  });

  it('a payment tells the artists and mails the buyer, read from identity', async () => {
    const order = anOrder(randomUUID().slice(0, 8));
    const buyerEmail = address(`payer-${randomUUID().slice(0, 8)}`);
    const buyerId = t.identity.addPerson({ name: 'Gita Karki', email: buyerEmail });
    const paid = envelopeOf(PaymentCompleted, {
      paymentId: randomUUID(),
      orderId: order.placed.data.orderId,
      buyerId,
      provider: 'esewa',
      reference: '000ABCD',
      amount: 50900,
      currency: 'NPR',
      items: order.items,
    });
    await publishEnvelope(t.app.bus, paid);
    const mail = await t.sink.waitForMail(buyerEmail);
    assert.equal(mail.subject, `Payment received for your order ${order.placed.data.orderId.slice(0, 8)}`);
    assert.match(mail.text, /We received your payment of NPR 50,900 by eSewa/);
    assert.match(mail.text, new RegExp(`http://art\\.test/order/${order.placed.data.orderId}`));
    assert.match(mail.text, /Payment reference: 000ABCD/);
    await settled();
    assert.deepEqual(
      (await notificationsOf(order.sita)).map((row) => [row.message, row.sender_id, row.link]),
      [['Payment received for Himalayan Dawn and Patan <Courtyard>', null, '/order?view=sales']],
    );
    assert.deepEqual(
      (await notificationsOf(order.ram)).map((row) => row.message),
      ['Payment received for Boudha at Dusk'],
    );
  });

  it('a cancellation tells the artists of the cancelled items, unless the placement failed', async () => {
    const order = anOrder(randomUUID().slice(0, 8));
    const cancel = (reason: 'buyer' | 'payment-timeout' | 'placement-failed' | 'artist', items: Item[]) =>
      envelopeOf(OrderCancelled, {
        orderId: order.placed.data.orderId,
        buyerId: order.buyer.id,
        reason,
        items,
        wholeOrder: false,
      });
    await publishEnvelope(t.app.bus, cancel('placement-failed', order.items));
    await publishEnvelope(t.app.bus, cancel('buyer', [order.items[1]!]));
    await publishEnvelope(t.app.bus, cancel('payment-timeout', [order.items[0]!]));
    await publishEnvelope(t.app.bus, cancel('artist', [order.items[2]!]));
    await publishEnvelope(
      t.app.bus,
      envelopeOf(PaymentFailed, {
        paymentId: randomUUID(),
        orderId: order.placed.data.orderId,
        buyerId: order.buyer.id,
        provider: 'stripe',
        reference: 'cs_test_1',
        amount: 38000,
        currency: 'USD',
        reason: 'card declined',
      }),
    );
    await settled();
    const number = order.placed.data.orderId.slice(0, 8);
    const link = `/order/${order.placed.data.orderId}`;
    assert.deepEqual(
      (await notificationsOf(order.ram)).map((row) => [row.message, row.sender_id]),
      [['cancelled the order of Boudha at Dusk', order.buyer.id]],
    );
    assert.deepEqual(
      (await notificationsOf(order.sita)).map((row) => row.message),
      ['The order of Himalayan Dawn was cancelled: no payment arrived in time'],
    );
    assert.deepEqual(
      (await notificationsOf(order.buyer.id)).map((row) => [row.message, row.link]),
      [
        [`Your order ${number}: Himalayan Dawn was cancelled: no payment arrived in time`, link],
        [`Your order ${number}: Patan <Courtyard> was cancelled by the artist`, link],
      ],
    );
    // The artists get no mail for these (the buyer's are in commerce-buyer-updates.test.ts).
    assert.equal((await t.sink.readMails(order.sitaEmail)).length, 0);
  });
});
