// The messaging section of docs/benchmarks.md, between its own markers.
import { replaceSection } from '../benchmarks-doc.mjs';

const START = '<!-- messaging-bench:start -->';
const END = '<!-- messaging-bench:end -->';
const ms = (value) => (value === null ? '–' : `${value} ms`);
const mib = (value) => `${value} MiB`;
const thousands = (value) => Number(value).toLocaleString('en-GB');
const perSocketKiB = (from, to, sockets) => `${Math.round(((to - from) * 1024) / Math.max(sockets, 1))} KiB`;

export function messagingSection(result) {
  const { settings, seeded, connect, memory, messages, likes } = result;
  const half = settings.sockets / 2;
  const zero = (lost) => (lost === 0 ? '**0 lost**' : `**${lost} lost**`);
  return `${START}
## Messaging: the live socket over two instances (\`npm run bench -- --only=messaging\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${result.machine}: two messaging instances (A and B, one
database, socket.io's Redis adapter under the bench's own \`LIVE_SOCKET_KEY\`), notification (its Redis emitter
under the same key) and a gateway in front of A, from \`dist/\` with production settings, on the databases
\`art_messaging_bench\` and \`art_notification_bench\` and the bench's own stream prefix; the load generator (one Node
process with ${thousands(settings.sockets)} \`socket.io-client\` sockets) and the four processes share the cores with
PostgreSQL, Redis and NATS. Data (SQL, after the migrations): ${thousands(seeded.members)} members in both users
projections, ${thousands(seeded.rooms)} one-to-one rooms, member 2p with member 2p + 1; tokens signed by the bench.
Every even member is connected through the gateway to A, every odd one directly to B (WebSocket transport), so
each room has one member on each instance.

**Connections** (${thousands(settings.sockets)} sockets, ${settings.connectConcurrency} handshakes at a time): all
connected in ${connect.seconds.toFixed(1)} s (${connect.perSecond.toFixed(0)} sockets/s).

| Handshake (connect → \`connect\`) | Sockets | p50 | p99 | max |
|---|---|---|---|---|
| Through the gateway to A | ${thousands(connect.gateway.count)} | ${ms(connect.gateway.p50)} | ${ms(connect.gateway.p99)} | ${ms(connect.gateway.max)} |
| Directly to B | ${thousands(connect.direct.count)} | ${ms(connect.direct.p50)} | ${ms(connect.direct.p99)} | ${ms(connect.direct.max)} |

| RSS | No socket | ${thousands(half)} sockets each, idle | After the messages | Idle growth ÷ sockets |
|---|---|---|---|---|
| Messaging A | ${mib(memory.idle.a)} | ${mib(memory.connected.a)} | ${mib(memory.loaded.a)} | ${perSocketKiB(memory.idle.a, memory.connected.a, half)} |
| Messaging B | ${mib(memory.idle.b)} | ${mib(memory.connected.b)} | ${mib(memory.loaded.b)} | ${perSocketKiB(memory.idle.b, memory.connected.b, half)} |
| Gateway (pipes A's ${thousands(half)} WebSockets) | ${mib(memory.idle.gateway)} | ${mib(memory.connected.gateway)} | ${mib(memory.loaded.gateway)} | |

RSS, read from \`/proc/<pid>/status\` 3 s after the last handshake and after the messages: idle sockets move it
little (V8's heap had room for them, so the last column is no per-socket cost to extrapolate from); the traffic
grows it (buffers, the Redis adapter, the PostgreSQL pool), and a garbage collection can shrink it again.

**Messages**: \`send-message\` (with its ack) on the sockets at ${settings.rate}/s for ${settings.durationS} s (${(messages.sent / messages.sendSeconds).toFixed(0)}/s kept) after a
${settings.warmupS} s warm-up, room k mod ${thousands(seeded.rooms)} for message k, each member of a room in
turn, so every message is stored by one instance and delivered by the other (through Redis). Latency: the send on
the sender's socket → \`receive-message\` on the other member's socket (stored with its event in one transaction
before it is delivered).

| Messages | Sent | Acknowledged | Stored | Received | Lost | p50 | p99 | max |
|---|---|---|---|---|---|---|---|---|
| All | ${thousands(messages.sent)} | ${thousands(messages.acked)} | ${thousands(result.stored.messages)} | ${thousands(messages.received)} | ${zero(messages.lost)} | ${ms(messages.latency.p50)} | ${ms(messages.latency.p99)} | ${ms(messages.latency.max)} |
| Sent through the gateway (A) → B | | | | ${thousands(messages.fromA.count)} | | ${ms(messages.fromA.p50)} | ${ms(messages.fromA.p99)} | ${ms(messages.fromA.max)} |
| Sent on B → through the gateway (A) | | | | ${thousands(messages.fromB.count)} | | ${ms(messages.fromB.p50)} | ${ms(messages.fromB.p99)} | ${ms(messages.fromB.max)} |

**Notifications**: ${thousands(likes.published)} \`social.post.liked\` events published on the bus at ${settings.likeRate}/s
(as social's outbox relay publishes them), each for a new post of a connected member (half on each instance),
liked by another member. Latency: the publish → the author's \`new-notification\` (notification's consumer
stores it, commits, reads the view and emits it through Redis; the instance holding the author's socket delivers
it).

| Likes | Published | Notifications stored | Received | Lost | p50 | p99 | max |
|---|---|---|---|---|---|---|---|
| Like → \`new-notification\` | ${thousands(likes.published)} | ${thousands(result.stored.notifications)} | ${thousands(likes.received)} | ${zero(likes.lost)} | ${ms(likes.latency.p50)} | ${ms(likes.latency.p99)} | ${ms(likes.latency.max)} |

Delivered to the wrong member: ${result.misdelivered}; delivered twice: ${result.duplicates}; sockets dropped during the
run: ${result.unexpectedDisconnects}. A lost message or notification fails the bench.

The HTTP side of the two areas (conversation list, opening a room, a page of messages, sending over
\`POST /api/rooms/:roomId/messages\`, the notifications list and \`makeseen\`) is the k6 scenario
\`load-tests/k6/messaging.js\` (\`npm run load:k6 -- messaging\`); the live socket under k6 (socket.io's
protocol over k6's WebSocket: send-message with its ack, receive-message) is \`load-tests/k6/chat.js\`.

\`BENCH_SOCKETS\` (even), \`BENCH_RATE\`, \`BENCH_DURATION_S\`, \`BENCH_WARMUP_S\`, \`BENCH_LIKES\`, \`BENCH_LIKE_RATE\`,
\`BENCH_CONNECT_CONCURRENCY\` and \`BENCH_BUILD=0\` (use the existing dist/) change the setup.
${END}`;
}

export function writeMessagingSection(file, section) {
  replaceSection({ file, start: START, end: END, section });
}
