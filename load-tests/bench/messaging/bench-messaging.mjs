// The messaging bench (the live socket): two messaging instances sharing Redis (socket.io's Redis
// adapter), notification pushing through the Redis emitter, a gateway in front of instance A.
// `BENCH_SOCKETS` members (1,000) each hold one socket.io-client socket: the even ones through the
// gateway to A, the odd ones directly to B; members 2p and 2p + 1 share a one-to-one room, so
// every conversation crosses the instances. Measured, in one run:
//   - connection setup: each socket's handshake (connect → `connect`), a few dozen at a time, and
//     the RSS of each messaging instance before and with its 500 sockets (and after the load);
//   - messages: `send-message` on the sockets at a steady total rate for `BENCH_DURATION_S`, the
//     pairs taking turns and each side in turn: latency from the send to `receive-message` at the
//     other member p50/p99, messages sent, acknowledged and received (zero lost, or the bench fails);
//   - notifications: `social.post.liked` events published on the bus (as social's outbox relay
//     does) for posts of connected members: latency from the publish to the author's
//     `new-notification` p50/p99 (zero lost, or the bench fails).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { connect, JSONCodec } from 'nats';
import pg from 'pg';
import { io } from 'socket.io-client';
import { ROOT } from '../../../infra/lib/config.mjs';
import { benchToken, sleep } from '../processes.mjs';
import { messagingSection, writeMessagingSection } from './report.mjs';
import { MEMBER_ROLE, memberId, roomId, seedChat } from './seed-chat.mjs';
import { messagingBenchStack } from './stack.mjs';

const LIVE_SOCKET_PATH = '/live/socket.io';
const number = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);

/** The RSS of a process, in MiB (Linux: /proc/<pid>/status). */
function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return Math.round((kib / 1024) * 10) / 10;
}

/** p50, p99 and max of a list of milliseconds, rounded to 0.1 ms. */
export function percentiles(values) {
  if (values.length === 0) return { p50: null, p99: null, max: null, count: 0 };
  const sorted = [...values].sort((x, y) => x - y);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  const round = (v) => Math.round(v * 10) / 10;
  return { p50: round(at(0.5)), p99: round(at(0.99)), max: round(sorted.at(-1)), count: sorted.length };
}

/** Runs `task(item)` for every item, at most `concurrency` at a time. */
async function pool(items, concurrency, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** One member's socket, connected; resolves with its handshake time. */
function openSocket(member, timeoutMs) {
  const started = performance.now();
  const socket = io(member.url, {
    path: LIVE_SOCKET_PATH,
    transports: ['websocket'],
    auth: { token: member.token },
    reconnection: false,
    forceNew: true,
    timeout: timeoutMs,
  });
  member.socket = socket;
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(performance.now() - started));
    socket.once('connect_error', (error) =>
      reject(new Error(`member ${member.n} (${member.via}): ${error.message} ${JSON.stringify(error.data ?? '')}`)),
    );
  });
}

/** What arrives on the sockets: messages (by their text) and notifications (by their post). */
function tracker() {
  return {
    messages: new Map(),
    likes: new Map(),
    misdelivered: 0,
    duplicates: 0,
    unexpectedDisconnects: 0,
  };
}

function listen(member, seen) {
  member.socket.on('receive-message', (message) => {
    const at = performance.now();
    const sent = seen.messages.get(message?.message);
    if (!sent) return;
    if (sent.to !== member.n) seen.misdelivered += 1;
    else if (sent.receivedAt !== undefined) seen.duplicates += 1;
    else sent.receivedAt = at;
  });
  member.socket.on('new-notification', (view) => {
    const at = performance.now();
    const postId = /^\/feed\/(.+)$/.exec(view?.link ?? '')?.[1];
    const like = postId ? seen.likes.get(postId) : undefined;
    if (!like) return;
    if (like.author !== member.n) seen.misdelivered += 1;
    else if (like.receivedAt !== undefined) seen.duplicates += 1;
    else like.receivedAt = at;
  });
  member.socket.on('disconnect', (reason) => {
    if (reason !== 'io client disconnect') seen.unexpectedDisconnects += 1;
  });
}

/** Waits until `done()` or `ms` passed; answers how long it waited. */
async function settle(done, ms) {
  const started = performance.now();
  while (!done() && performance.now() - started < ms) await sleep(50);
  return performance.now() - started;
}

/**
 * `rate` messages per second for `seconds`: message k goes in room k mod pairs, sent by one of its
 * two members in turn, to the other. Answers the counts and the delivery latencies.
 */
async function sendMessages({ members, seen, rate, seconds, label }) {
  const pairs = members.length / 2;
  const total = Math.round(rate * seconds);
  const mine = [];
  let acked = 0;
  let refused = 0;
  let ackTimeouts = 0;
  const refusals = new Set();
  const started = performance.now();
  let k = 0;
  while (k < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    for (; k < due; k++) {
      const pair = k % pairs;
      const side = Math.floor(k / pairs) % 2;
      const from = members[2 * pair + side];
      const to = members[2 * pair + 1 - side];
      const text = `${label} ${k}: namaste from member ${from.n}`;
      const entry = { to: to.n, sentAt: performance.now(), receivedAt: undefined, via: from.via };
      seen.messages.set(text, entry);
      mine.push(entry);
      from.socket
        .timeout(15_000)
        .emit('send-message', { room: roomId(pair), message: text, messageType: 'text' }, (error, ack) => {
          if (error) ackTimeouts += 1;
          else if (ack?.status === 'success') acked += 1;
          else {
            refused += 1;
            refusals.add(String(ack?.message));
          }
        });
    }
    await sleep(5);
  }
  const sendSeconds = (performance.now() - started) / 1000;
  const received = () => mine.filter((m) => m.receivedAt !== undefined).length;
  const drainMs = await settle(() => received() === total && acked + refused + ackTimeouts === total, 20_000);
  const latencies = mine.filter((m) => m.receivedAt !== undefined).map((m) => m.receivedAt - m.sentAt);
  const byVia = (via) =>
    percentiles(mine.filter((m) => m.via === via && m.receivedAt !== undefined).map((m) => m.receivedAt - m.sentAt));
  return {
    sent: total,
    acked,
    refused,
    refusals: [...refusals],
    ackTimeouts,
    received: received(),
    lost: total - received(),
    sendSeconds,
    drainMs,
    latency: percentiles(latencies),
    fromA: byVia('gateway'),
    fromB: byVia('direct'),
  };
}

/**
 * `count` likes at `rate` per second, published on social's subject as its outbox relay does; like
 * k is of a new post of member k mod members, by their partner. Answers the counts and latencies.
 */
async function publishLikes({ members, seen, natsUrl, prefix, count, rate }) {
  const nats = await connect({ servers: natsUrl });
  const js = nats.jetstream();
  const codec = JSONCodec();
  const mine = [];
  try {
    const started = performance.now();
    for (let k = 0; k < count; k++) {
      const wait = started + (k * 1000) / rate - performance.now();
      if (wait > 0) await sleep(wait);
      const author = members[k % members.length];
      const liker = members[author.n ^ 1];
      const postId = randomUUID();
      const event = {
        id: randomUUID(),
        type: 'social.post.liked',
        version: 1,
        occurredAt: new Date().toISOString(),
        actor: { userId: liker.id, role: MEMBER_ROLE },
        data: { postId, authorId: author.id, excerpt: `Bench post ${k}`, likerId: liker.id },
      };
      const entry = { author: author.n, sentAt: performance.now(), receivedAt: undefined };
      seen.likes.set(postId, entry);
      mine.push(entry);
      await js.publish(`${prefix}.social.post.liked`, codec.encode(event), { msgID: event.id });
    }
    const publishSeconds = (performance.now() - started) / 1000;
    const received = () => mine.filter((m) => m.receivedAt !== undefined).length;
    const drainMs = await settle(() => received() === count, 30_000);
    return {
      published: count,
      received: received(),
      lost: count - received(),
      publishSeconds,
      drainMs,
      latency: percentiles(mine.filter((m) => m.receivedAt !== undefined).map((m) => m.receivedAt - m.sentAt)),
    };
  } finally {
    await nats.close();
  }
}

/** What the databases hold after the run: the measured messages stored, and the likes' notifications. */
async function storedCounts(databases, label) {
  const count = async (url, sql, params) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return Number((await client.query(sql, params)).rows[0].count);
    } finally {
      await client.end();
    }
  };
  return {
    messages: await count(databases.messaging, 'SELECT count(*) FROM messages WHERE message LIKE $1', [`${label} %`]),
    notifications: await count(
      databases.notification,
      "SELECT count(*) FROM notifications WHERE message = 'liked your post'",
      [],
    ),
  };
}

/** One HTTP call of each area through the gateway first: a wrong answer stops the run with what the service said. */
async function checkThroughGateway(gatewayUrl, member) {
  const calls = [`/api/rooms?user=${member.id}`, '/api/notifications/all'];
  for (const url of calls) {
    const response = await fetch(`${gatewayUrl}${url}`, { headers: { authorization: `JWT ${member.token}` } });
    if (!response.ok)
      throw new Error(
        `GET ${url} through the gateway answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
  }
}

export async function benchMessaging() {
  const settings = {
    sockets: number('BENCH_SOCKETS', 1000),
    rate: number('BENCH_RATE', 200),
    durationS: number('BENCH_DURATION_S', 30),
    warmupS: number('BENCH_WARMUP_S', 3),
    likes: number('BENCH_LIKES', 300),
    likeRate: number('BENCH_LIKE_RATE', 50),
    connectConcurrency: number('BENCH_CONNECT_CONCURRENCY', 25),
  };
  if (settings.sockets < 2 || settings.sockets % 2 !== 0) throw new Error('BENCH_SOCKETS must be an even number ≥ 2');
  let seeded;
  const stack = await messagingBenchStack({
    prepare: async (databases) => {
      seeded = await seedChat(databases, settings.sockets);
    },
  });
  const members = Array.from({ length: settings.sockets }, (_, n) => ({
    n,
    id: memberId(n),
    token: benchToken(stack.jwtSecret, memberId(n), MEMBER_ROLE),
    via: n % 2 === 0 ? 'gateway' : 'direct',
    url: n % 2 === 0 ? stack.gatewayUrl : stack.messagingUrls.b,
    socket: null,
  }));
  const memory = () => ({
    a: rssMiB(stack.pids.a),
    b: rssMiB(stack.pids.b),
    gateway: rssMiB(stack.pids.gateway),
    notification: rssMiB(stack.pids.notification),
  });
  try {
    console.log(`  seeded ${JSON.stringify(seeded)}`);
    await checkThroughGateway(stack.gatewayUrl, members[0]);
    await sleep(2000);
    const idle = memory();

    console.log(`  connecting ${settings.sockets} sockets (${settings.connectConcurrency} at a time)…`);
    const seen = tracker();
    const handshakes = { gateway: [], direct: [] };
    const connectStart = performance.now();
    await pool(members, settings.connectConcurrency, async (member) => {
      handshakes[member.via].push(await openSocket(member, 20_000));
      listen(member, seen);
    });
    const connectSeconds = (performance.now() - connectStart) / 1000;
    await sleep(3000);
    const connected = memory();
    const connect = {
      seconds: connectSeconds,
      perSecond: settings.sockets / connectSeconds,
      gateway: percentiles(handshakes.gateway),
      direct: percentiles(handshakes.direct),
    };
    console.log(
      `  connected in ${connectSeconds.toFixed(1)} s: through the gateway p50 ${connect.gateway.p50} ms p99 ${connect.gateway.p99} ms, directly p50 ${connect.direct.p50} ms p99 ${connect.direct.p99} ms; RSS A ${idle.a} → ${connected.a} MiB, B ${idle.b} → ${connected.b} MiB`,
    );

    if (settings.warmupS > 0) {
      const warm = await sendMessages({
        members,
        seen,
        rate: settings.rate,
        seconds: settings.warmupS,
        label: 'warm-up',
      });
      console.log(`  warm-up: ${warm.received}/${warm.sent} received, p99 ${warm.latency.p99} ms`);
    }
    console.log(`  messages: ${settings.rate}/s for ${settings.durationS} s…`);
    const messages = await sendMessages({
      members,
      seen,
      rate: settings.rate,
      seconds: settings.durationS,
      label: 'bench',
    });
    const loaded = memory();
    console.log(
      `  messages: ${messages.sent} sent, ${messages.acked} acknowledged, ${messages.received} received (${messages.lost} lost); p50 ${messages.latency.p50} ms, p99 ${messages.latency.p99} ms`,
    );

    console.log(`  likes: ${settings.likes} at ${settings.likeRate}/s…`);
    const likes = await publishLikes({
      members,
      seen,
      natsUrl: stack.natsUrl,
      prefix: stack.prefix,
      count: settings.likes,
      rate: settings.likeRate,
    });
    console.log(
      `  likes: ${likes.published} published, ${likes.received} notifications received (${likes.lost} lost); p50 ${likes.latency.p50} ms, p99 ${likes.latency.p99} ms`,
    );

    const stored = await storedCounts(stack.databases, 'bench');
    const result = {
      settings,
      stored,
      seeded,
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      connect,
      memory: { idle, connected, loaded },
      messages,
      likes,
      misdelivered: seen.misdelivered,
      duplicates: seen.duplicates,
      unexpectedDisconnects: seen.unexpectedDisconnects,
    };
    writeMessagingSection(path.join(ROOT, 'docs', 'benchmarks.md'), messagingSection(result));
    const problems = [];
    if (messages.lost > 0)
      problems.push(`${messages.lost} of ${messages.sent} messages never reached the other member`);
    if (messages.refused + messages.ackTimeouts > 0)
      problems.push(
        `${messages.refused} sends refused (${messages.refusals.join('; ')}), ${messages.ackTimeouts} without an ack`,
      );
    if (stored.messages !== messages.sent)
      problems.push(`${stored.messages} of the ${messages.sent} messages sent are stored`);
    // Notification keeps the newest 100 per member: below that every like's notification stays.
    if (settings.likes <= 100 * settings.sockets && stored.notifications !== likes.published)
      problems.push(`${stored.notifications} notifications stored for ${likes.published} likes`);
    if (likes.lost > 0) problems.push(`${likes.lost} of ${likes.published} likes never reached the author's socket`);
    if (seen.misdelivered + seen.duplicates > 0)
      problems.push(`${seen.misdelivered} deliveries to the wrong member, ${seen.duplicates} delivered twice`);
    if (seen.unexpectedDisconnects > 0) problems.push(`${seen.unexpectedDisconnects} sockets dropped during the run`);
    if (problems.length > 0) throw new Error(`the live socket lost or misrouted deliveries: ${problems.join('; ')}`);
    return result;
  } finally {
    for (const member of members) member.socket?.close();
    await stack.stop();
  }
}
