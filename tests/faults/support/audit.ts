import type { Mail } from '@art/testing';
import { Redis } from 'ioredis';
import { connect, type JetStreamManager } from 'nats';
import { query } from '../../system/support/members.js';
import type { Stack } from '../../system/support/stack.js';
import type { BrokenEvent } from './broken-event.js';
import { WRITE_KINDS, type WriteKind, type WriteRecord } from './driver.js';
import type { Population } from './population.js';

type Area = keyof Stack['databases'];
const AREAS: Area[] = ['identity', 'catalogue', 'social', 'commerce', 'messaging', 'notification'];

export interface WriteFigures {
  sent: number;
  accepted: number;
  refused: number;
  /** Accepted writes found in their owner's database. */
  stored: number;
}

export interface StreamFigures {
  stream: string;
  /** Outbox rows of the owning service (each published once by the relay, msgID = event id). */
  outboxRows: number;
  /** Messages in the stream: more than the outbox rows would be a duplicate publish. */
  inStream: number;
}

export interface ConsumerFigures {
  stream: string;
  durable: string;
  /** Deliveries made by the server, redeliveries included. */
  delivered: number;
  /** Deliveries beyond one per stream message: redelivered after a crash, a nak or an ack lost. */
  redelivered: number;
  /** Events handled (processed_events rows of the durable). */
  handled: number;
  pending: number;
  ackPending: number;
}

export interface EffectFigures {
  what: string;
  /** Events that ask for the effect. */
  expected: number;
  found: number;
  missing: number;
  duplicated: number;
}

export interface AuditReport {
  writes: Record<WriteKind, WriteFigures>;
  streams: StreamFigures[];
  consumers: ConsumerFigures[];
  effects: EffectFigures[];
  deadLetters: { subject: string; error: string; eventId: string; consumer: string }[];
  /**
   * Mails handed to SMTP again after a crash fell between the server taking them and the worker's
   * commit: the same message (same Message-ID), which mail clients show once. Each is named here.
   */
  resent: string[];
  /** Every violation found, in words; empty when the run kept every promise. */
  problems: string[];
}

interface OutboxRow {
  id: string;
  subject: string;
  payload: { data: Record<string, any> };
  sent: boolean;
  parked: boolean;
}

const outboxOf = (database: string) =>
  query<OutboxRow>(
    database,
    'SELECT id::text, subject, payload, sent_at IS NOT NULL AS sent, parked_at IS NOT NULL AS parked FROM outbox',
  );

/** `n` of `items` described, and how many more. */
const some = (items: string[], n = 5) =>
  `${items.slice(0, n).join(', ')}${items.length > n ? ` and ${items.length - n} more` : ''}`;

/** Jobs of notification's BullMQ mail queue (keys `<prefix>-mail:mail:*`) in each state. */
export async function mailQueue(
  stack: Stack,
  redisUrl: string,
): Promise<{ waiting: number; active: number; delayed: number; failed: number }> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    const key = (state: string) => `${stack.prefix}-mail:mail:${state}`;
    const [wait, prioritized, active, delayed, failed] = await Promise.all([
      redis.llen(key('wait')),
      redis.zcard(key('prioritized')),
      redis.llen(key('active')),
      redis.zcard(key('delayed')),
      redis.zcard(key('failed')),
    ]);
    return { waiting: wait + prioritized, active, delayed, failed };
  } finally {
    redis.disconnect();
  }
}

/** What is still to settle: unsent outbox rows and messages not yet acknowledged by a consumer. */
export async function unsettled(stack: Stack): Promise<string[]> {
  const left: string[] = [];
  for (const area of AREAS) {
    const [row] = await query<{ n: number }>(
      stack.databases[area],
      'SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL AND parked_at IS NULL',
    );
    if (row && row.n > 0) left.push(`${area}: ${row.n} outbox rows unsent`);
  }
  const [reserving] = await query<{ n: number }>(
    stack.databases.commerce,
    "SELECT count(*)::int AS n FROM orders WHERE state = 'reserving'",
  );
  if (reserving && reserving.n > 0) left.push(`commerce: ${reserving.n} orders still reserving`);
  await withJetStream(stack, async (jsm) => {
    for (const { stream, consumer } of await listConsumers(stack, jsm)) {
      if (consumer.num_pending > 0 || consumer.num_ack_pending > 0) {
        left.push(`${stream}/${consumer.name}: ${consumer.num_pending} pending, ${consumer.num_ack_pending} unacked`);
      }
    }
  });
  return left;
}

async function withJetStream<T>(stack: Stack, work: (jsm: JetStreamManager) => Promise<T>): Promise<T> {
  const nc = await connect({ servers: stack.nats.url, timeout: 5000 });
  try {
    return await work(await nc.jetstreamManager());
  } finally {
    await nc.close();
  }
}

async function listConsumers(stack: Stack, jsm: JetStreamManager) {
  const head = `${stack.prefix.toUpperCase()}_`;
  const found = [];
  for await (const stream of jsm.streams.list()) {
    if (!stream.config.name.startsWith(head)) continue;
    for await (const consumer of jsm.consumers.list(stream.config.name)) {
      found.push({ stream: stream.config.name, consumer });
    }
  }
  return found;
}

/**
 * Reads every database, the stream and the mail sink after the run and checks the promises of the
 * issue: every accepted write stored, every event's effect (notification, mail, stock change)
 * present exactly once, nothing left in an outbox or unacknowledged, and in the dead-letter
 * stream only the events that can never succeed (`broken`, put there by the suite).
 */
export async function audit(
  stack: Stack,
  population: Population,
  records: WriteRecord[],
  mails: Mail[],
  redisUrl: string,
  /** When each fault happened: a mail sent twice is named with the fault it came near. */
  windows: { fault: string; from: number; to: number }[] = [],
  /** Events published past the outboxes that no consumer can handle (support/broken-event.ts). */
  broken: BrokenEvent[] = [],
): Promise<AuditReport> {
  const problems: string[] = [];
  const mailDuplicates: string[] = [];
  const resent: string[] = [];
  const queue = await mailQueue(stack, redisUrl);
  if (queue.failed > 0) problems.push(`${queue.failed} mail jobs failed for good (BullMQ gave up on them)`);
  const db = stack.databases;

  // ── every accepted write is stored ─────────────────────────────────────────────────────────
  const likes = new Set(
    (
      await query<{ k: string }>(
        db.catalogue,
        `SELECT artwork_id::text || '|' || user_id::text AS k FROM artwork_likes`,
      )
    ).map((r) => r.k),
  );
  const comments = new Set(
    (await query<{ id: string }>(db.catalogue, 'SELECT id::text FROM artwork_comments')).map((r) => r.id),
  );
  const follows = new Set(
    (await query<{ k: string }>(db.social, `SELECT follower_id::text || '|' || artist_id::text AS k FROM follows`)).map(
      (r) => r.k,
    ),
  );
  const orders = new Map(
    (await query<{ id: string; state: string }>(db.commerce, 'SELECT id::text, state FROM orders')).map((r) => [
      r.id,
      r.state,
    ]),
  );
  const messages = new Set(
    (await query<{ id: string }>(db.messaging, 'SELECT id::text FROM messages')).map((r) => r.id),
  );
  const storedCheck: Record<WriteKind, (key: Record<string, string>) => string | null> = {
    like: (k) => (likes.has(`${k.artworkId}|${k.likerId}`) ? null : `like of ${k.artworkId} by ${k.likerId} missing`),
    comment: (k) => (comments.has(k.commentId ?? '') ? null : `comment ${k.commentId} missing`),
    follow: (k) =>
      follows.has(`${k.followerId}|${k.artistId}`) ? null : `follow ${k.followerId} → ${k.artistId} missing`,
    order: (k) => {
      const state = orders.get(k.orderId ?? '');
      if (!state) return `order ${k.orderId} missing`;
      return state === 'placed' ? null : `order ${k.orderId} is ${state}, not placed`;
    },
    message: (k) => (messages.has(k.messageId ?? '') ? null : `message ${k.messageId} missing`),
  };
  const writes = Object.fromEntries(
    WRITE_KINDS.map((kind) => [kind, { sent: 0, accepted: 0, refused: 0, stored: 0 }]),
  ) as Record<WriteKind, WriteFigures>;
  const lost: string[] = [];
  for (const record of records) {
    const figures = writes[record.kind];
    figures.sent += 1;
    if (record.outcome !== 'accepted') {
      figures.refused += 1;
      continue;
    }
    figures.accepted += 1;
    const missing = storedCheck[record.kind](record.key);
    if (missing) lost.push(`${missing} (accepted with ${record.status} during "${record.phase}")`);
    else figures.stored += 1;
  }
  if (lost.length) problems.push(`${lost.length} accepted writes are not stored: ${some(lost)}`);

  // ── every outbox row sent, none parked; no duplicate publish ──────────────────────────────
  const outboxes = Object.fromEntries(
    await Promise.all(AREAS.map(async (area) => [area, await outboxOf(db[area])] as const)),
  ) as Record<Area, OutboxRow[]>;
  for (const area of AREAS) {
    const unsent = outboxes[area].filter((r) => !r.sent && !r.parked).length;
    const parked = outboxes[area].filter((r) => r.parked).length;
    if (unsent) problems.push(`${area}: ${unsent} outbox rows never sent`);
    if (parked) problems.push(`${area}: ${parked} outbox rows parked`);
  }

  // ── JetStream: every consumer caught up, no dead letter ──────────────────────────────────
  const handledBy = new Map<string, number>();
  for (const area of AREAS) {
    for (const row of await query<{ consumer: string; n: number }>(
      db[area],
      'SELECT consumer, count(*)::int AS n FROM processed_events GROUP BY consumer',
    )) {
      handledBy.set(row.consumer, (handledBy.get(row.consumer) ?? 0) + row.n);
    }
  }
  const streams: StreamFigures[] = [];
  const consumers: ConsumerFigures[] = [];
  const deadLetters: AuditReport['deadLetters'] = [];
  await withJetStream(stack, async (jsm) => {
    const head = `${stack.prefix.toUpperCase()}_`;
    for await (const stream of jsm.streams.list()) {
      const name = stream.config.name;
      if (!name.startsWith(head)) continue;
      const base = name.slice(head.length);
      if (base === 'DEADLETTER') {
        for (let seq = stream.state.first_seq; seq <= stream.state.last_seq && stream.state.messages > 0; seq++) {
          const message = await jsm.streams.getMessage(name, { seq }).catch(() => null);
          if (message)
            deadLetters.push({
              subject: message.subject,
              error: message.header?.get('x-error') ?? '',
              eventId: message.header?.get('x-event-id') ?? '',
              consumer: message.header?.get('x-consumer') ?? '',
            });
        }
        continue;
      }
      const area = base.toLowerCase() as Area;
      if (AREAS.includes(area)) {
        // The stream holds every outbox row once, and the suite's broken events besides.
        const outboxRows = outboxes[area].length + broken.filter((event) => event.stream === base).length;
        streams.push({ stream: base, outboxRows, inStream: stream.state.messages });
        if (stream.state.messages > outboxRows) {
          problems.push(
            `${base}: ${stream.state.messages} messages for ${outboxRows} outbox rows (a duplicate publish)`,
          );
        }
        if (stream.state.messages < outboxRows) {
          problems.push(`${base}: ${stream.state.messages} messages for ${outboxRows} outbox rows (a lost publish)`);
        }
      }
    }
    for (const { stream, consumer } of await listConsumers(stack, jsm)) {
      const delivered = consumer.delivered.consumer_seq;
      // The messages the durable's filter takes: each delivered once if nothing went wrong.
      const filter = consumer.config.filter_subject ?? '>';
      const info = await jsm.streams.info(stream, { subjects_filter: filter });
      const matching = Object.values(info.state.subjects ?? {}).reduce((n, c) => n + c, 0);
      consumers.push({
        stream: stream.slice(head.length),
        durable: consumer.name,
        delivered,
        redelivered: Math.max(delivered - matching, 0),
        handled: handledBy.get(consumer.name) ?? 0,
        pending: consumer.num_pending,
        ackPending: consumer.num_ack_pending,
      });
      if (consumer.num_pending > 0 || consumer.num_ack_pending > 0) {
        problems.push(
          `consumer ${consumer.name} on ${stream}: ${consumer.num_pending} pending, ${consumer.num_ack_pending} unacknowledged`,
        );
      }
    }
  });
  const brokenIds = new Set(broken.map((event) => event.id));
  const unexpected = deadLetters.filter((letter) => !brokenIds.has(letter.eventId));
  if (unexpected.length) {
    problems.push(
      `${unexpected.length} dead letters of events that could have succeeded: ${some(unexpected.map((d) => `${d.subject} ${d.eventId} (${d.error})`))}`,
    );
  }
  for (const event of broken) {
    const letters = deadLetters.filter((letter) => letter.eventId === event.id);
    if (letters.length === 0) problems.push(`the broken event ${event.id} never reached the dead-letter stream`);
    const unexplained = letters.filter((letter) => !/does not match contract/.test(letter.error));
    if (unexplained.length)
      problems.push(`the broken event was dead-lettered for another reason: ${some(unexplained.map((d) => d.error))}`);
  }

  // ── each event's effect exactly once ────────────────────────────────────────────────────
  const effects: EffectFigures[] = [];
  const check = (what: string, expected: string[], counts: Map<string, number>) => {
    const missing = expected.filter((key) => (counts.get(key) ?? 0) === 0);
    const duplicated = expected.filter((key) => (counts.get(key) ?? 0) > 1);
    effects.push({
      what,
      expected: expected.length,
      found: expected.length - missing.length,
      missing: missing.length,
      duplicated: duplicated.length,
    });
    if (missing.length) problems.push(`${what}: ${missing.length} missing (${some(missing)})`);
    if (duplicated.length) problems.push(`${what}: ${duplicated.length} more than once (${some(duplicated)})`);
  };
  const countBy = (keys: string[]) => {
    const counts = new Map<string, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts;
  };
  const events = (area: Area, subject: string) => outboxes[area].filter((r) => r.subject === subject);

  const likeEvents = events('catalogue', 'catalogue.artwork.liked').filter(
    (e) => e.payload.data.likerId !== e.payload.data.authorId,
  );
  // Each like event counted once in its (grouped) notification: notification_actors.event_id.
  const actors = await query<{ event_id: string }>(db.notification, 'SELECT event_id::text FROM notification_actors');
  check(
    'like → counted in the author’s notification',
    likeEvents.map((e) => e.id),
    countBy(actors.map((a) => a.event_id)),
  );
  // Each accepted like is one like event (a second would be a toggle gone wrong).
  const likeEventPairs = countBy(likeEvents.map((e) => `${e.payload.data.artworkId}|${e.payload.data.likerId}`));
  check(
    'accepted like → one like event',
    records
      .filter((r) => r.kind === 'like' && r.outcome === 'accepted')
      .map((r) => `${r.key.artworkId}|${r.key.likerId}`),
    likeEventPairs,
  );

  const notifications = await query<{ event_id: string; user_id: string }>(
    db.notification,
    'SELECT event_id::text, user_id::text FROM notifications WHERE event_id IS NOT NULL',
  );
  const notified = countBy(notifications.map((n) => `${n.event_id}|${n.user_id}`));
  const commentEvents = events('catalogue', 'catalogue.artwork.commented').filter(
    (e) => e.payload.data.commenterId !== e.payload.data.authorId,
  );
  check(
    'comment → notification of the author',
    commentEvents.map((e) => `${e.id}|${e.payload.data.authorId}`),
    notified,
  );
  check(
    'follow → notification of the studio',
    events('social', 'social.follow.created').map((e) => `${e.id}|${e.payload.data.artistId}`),
    notified,
  );
  const placed = events('commerce', 'commerce.order.placed');
  check(
    'order → notification of each artist',
    placed.flatMap((e) =>
      [...new Set((e.payload.data.items as { artistId: string }[]).map((i) => i.artistId))].map((a) => `${e.id}|${a}`),
    ),
    notified,
  );
  check(
    'accepted order → one order.placed event',
    records.filter((r) => r.kind === 'order' && r.outcome === 'accepted').map((r) => r.key.orderId ?? ''),
    countBy(placed.map((e) => String(e.payload.data.orderId))),
  );

  // Mails: the subject names the order; one confirmation to the buyer, one notice to each artist.
  const emailOf = new Map(population.members.map((m) => [m.id, m.email]));
  // The latest fault that had begun by then (the mail sink keeps whole seconds).
  const nearFault = (time: Date) =>
    windows.filter((w) => time.getTime() >= w.from - 1000 && time.getTime() <= w.to + 1000).at(-1)?.fault ?? 'no fault';
  // SMTP has no idempotent send: a worker killed after the server took a mail and before its mark
  // was committed sends it again, with the job's Message-ID. Such a copy is one message to the
  // reader and is listed as resent, but only when its first copy fell in a fault; copies with
  // different Message-IDs are two mails, and a problem.
  const firstCopy = new Map<string, (typeof mails)[number]>();
  for (const mail of mails) {
    const key = mail.messageId ? `${mail.messageId}|${mail.subject}` : mail.id;
    const first = firstCopy.get(key);
    if (!first) firstCopy.set(key, mail);
    else if (nearFault(first.time) !== 'no fault')
      resent.push(
        `${mail.subject} to ${mail.to.join(', ')}: first at ${first.time.toISOString().slice(11, 19)} (${nearFault(first.time)})`,
      );
    else firstCopy.set(`${key}|${mail.id}`, mail);
  }
  const mailCounts = countBy([...firstCopy.values()].flatMap((m) => m.to.map((to) => `${to}|${m.subject}`)));
  const twice = [...mailCounts].filter(([, n]) => n > 1).map(([key]) => key);
  for (const key of twice) {
    const copies = mails.filter((m) => m.to.some((to) => `${to}|${m.subject}` === key));
    const when = copies.map((m) => `${m.time.toISOString().slice(11, 23)} (${nearFault(m.time)})`).join(', ');
    mailDuplicates.push(`${key.split('|')[1]} to ${key.split('|')[0]}: sent at ${when}`);
  }
  if (mailDuplicates.length) problems.push(`mails sent more than once: ${some(mailDuplicates, 10)}`);
  // Mails name an order by its number (the event carries it), as buyers and artists quote it.
  const numberOf = (e: (typeof placed)[number]) => String(e.payload.data.orderNumber ?? e.payload.data.orderId);
  check(
    'order → confirmation mail to the buyer',
    placed.map((e) => `${String(e.payload.data.buyerEmail).toLowerCase()}|Your Art Marketplace order ${numberOf(e)}`),
    mailCounts,
  );
  check(
    'order → new-order mail to each artist',
    placed.flatMap((e) =>
      [...new Set((e.payload.data.items as { artistId: string }[]).map((i) => i.artistId))].map(
        (a) => `${emailOf.get(a) ?? a}|New order ${numberOf(e)} on Art Marketplace`,
      ),
    ),
    mailCounts,
  );

  // ── stock: taken exactly once per placed order, given back for every other ─────────────
  const stock = await query<{ id: string; stock: number; open: number }>(
    db.catalogue,
    `SELECT a.id::text, a.stock,
       (SELECT count(*)::int FROM stock_reservations r WHERE r.artwork_id = a.id AND r.released_at IS NULL) AS open
     FROM artworks a WHERE a.id::text = ANY($1)`,
    [population.artworks.map((a) => a.id)],
  );
  const openReservations = await query<{ order_id: string; artwork_id: string }>(
    db.catalogue,
    'SELECT order_id, artwork_id::text FROM stock_reservations WHERE released_at IS NULL',
  );
  const placedItems = await query<{ order_id: string; artwork_id: string }>(
    db.commerce,
    `SELECT i.order_id::text, i.artwork_id::text FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE o.state = 'placed' AND i.status <> 'CANCELLED'`,
  );
  const stockWrong = stock
    .filter((a) => a.stock !== population.initialStock - a.open)
    .map((a) => `${a.id}: stock ${a.stock}, ${a.open} reserved of ${population.initialStock}`);
  if (stockWrong.length) problems.push(`stock ≠ initial − reserved for ${some(stockWrong)}`);
  check(
    'placed order item → one open stock reservation',
    placedItems.map((i) => `${i.order_id}|${i.artwork_id}`),
    countBy(openReservations.map((r) => `${r.order_id}|${r.artwork_id}`)),
  );
  const placedKeys = new Set(placedItems.map((i) => `${i.order_id}|${i.artwork_id}`));
  const strays = openReservations.filter((r) => !placedKeys.has(`${r.order_id}|${r.artwork_id}`));
  effects.push({
    what: 'open stock reservation without a placed order',
    expected: 0,
    found: strays.length,
    missing: 0,
    duplicated: strays.length,
  });
  if (strays.length) {
    problems.push(
      `${strays.length} stock reservations held for no placed order: ${some(strays.map((s) => s.order_id))}`,
    );
  }

  // The test's own premise: pruning (100 per member) would hide a missing or a second notification.
  const crowded = await query<{ user_id: string; n: number }>(
    db.notification,
    'SELECT user_id::text, count(*)::int AS n FROM notifications GROUP BY user_id HAVING count(*) >= 100',
  );
  if (crowded.length) {
    problems.push(`members with 100 notifications (pruned, so not checkable): ${some(crowded.map((c) => c.user_id))}`);
  }

  return { writes, streams, consumers, effects, deadLetters, resent, problems };
}
