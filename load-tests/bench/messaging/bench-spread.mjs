// The live socket's spread over two messaging instances behind the gateway (decision 0045): A and B
// behind stand-ins of the two Kubernetes Services (service-stand-in.mjs, the connections as
// kube-proxy hands them out), and a gateway in front of them as the manifests configure it. Each
// WebSocket the gateway pipes is one connection through the `messaging` Service, so the stand-in's
// count of open connections per instance is the count of sockets each instance holds. Measured:
//   1. before: `BENCH_SPREAD_SOCKETS` WebSockets through a gateway that sends everything to the
//      ClientIP Service (the manifests until 0045): where they land;
//   2. after: the same through the gateway as configured now: where they land, the handshakes, and
//      one message each way in every pair (members 2p and 2p + 1), zero lost;
//   3. the polling fallback: `BENCH_SPREAD_POLLING` sockets on polling only, then as many starting
//      on polling and upgrading to a WebSocket, through the ClientIP Service: every one connects,
//      upgrades, and its messages arrive (a session split between instances would fail).
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import { ROOT } from '../../../infra/lib/config.mjs';
import { replaceSection } from '../benchmarks-doc.mjs';
import { problemsOf } from '../problems.mjs';
import { benchToken, sleep } from '../processes.mjs';
import { percentiles } from './bench-messaging.mjs';
import { MEMBER_ROLE, memberId, roomId, seedChat } from './seed-chat.mjs';
import { messagingBenchStack } from './stack.mjs';

const LIVE_SOCKET_PATH = '/live/socket.io';
const START = '<!-- messaging-spread:start -->';
const END = '<!-- messaging-spread:end -->';
const number = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);

async function pool(items, concurrency, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

function connectMember(member, url, transports) {
  const started = performance.now();
  const socket = io(url, {
    path: LIVE_SOCKET_PATH,
    transports,
    auth: { token: member.token },
    reconnection: false,
    forceNew: true,
    timeout: 20_000,
  });
  member.socket = socket;
  member.received = new Map();
  socket.on('receive-message', (message) => member.received.set(message?.message, performance.now()));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(performance.now() - started));
    socket.once('connect_error', (error) => reject(new Error(`member ${member.n} (${transports}): ${error.message}`)));
  });
}

async function connectAll(members, url, transports, concurrency) {
  const handshakes = [];
  const started = performance.now();
  await pool(members, concurrency, async (member) => handshakes.push(await connectMember(member, url, transports)));
  return { seconds: (performance.now() - started) / 1000, handshake: percentiles(handshakes) };
}

async function closeAll(members, service) {
  for (const member of members) member.socket?.close();
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && Object.values(service.counts()).some((c) => c.open > 0)) await sleep(50);
}

/**
 * One message each way in every pair of `members`, `rate` a second; answers the counts and the
 * delivery latencies.
 */
async function exchange(members, label, rate) {
  const sent = [];
  const started = performance.now();
  for (let i = 0; i + 1 < members.length; i += 2) {
    const wait = started + (sent.length * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    const pair = members[i].n / 2;
    for (const [from, to] of [
      [members[i], members[i + 1]],
      [members[i + 1], members[i]],
    ]) {
      const text = `${label} ${pair}: namaste from member ${from.n}`;
      const entry = { to, text, sentAt: performance.now(), acked: false };
      sent.push(entry);
      from.socket
        .timeout(15_000)
        .emit('send-message', { room: roomId(pair), message: text, messageType: 'text' }, (error, ack) => {
          entry.acked = !error && ack?.status === 'success';
        });
    }
  }
  const arrived = () => sent.filter((m) => m.to.received.has(m.text)).length;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && arrived() < sent.length) await sleep(50);
  return {
    sent: sent.length,
    acked: sent.filter((m) => m.acked).length,
    received: arrived(),
    lost: sent.length - arrived(),
    latency: percentiles(
      sent.filter((m) => m.to.received.has(m.text)).map((m) => m.to.received.get(m.text) - m.sentAt),
    ),
  };
}

/** Each instance's own count of its signed-in sockets (the gauge socket_connections on /metrics). */
async function socketsOn(urls) {
  const counts = {};
  for (const [name, url] of Object.entries(urls)) {
    const text = await (await fetch(`${url}/metrics`)).text();
    counts[name] = Number(/^\w*socket_connections(?:\{[^}]*\})? (\d+)/m.exec(text)?.[1] ?? Number.NaN);
  }
  return counts;
}

const openOf = (service) => Object.fromEntries(Object.entries(service.counts()).map(([name, c]) => [name, c.open]));

export function spreadSection(result) {
  const { settings, pinned, spread, polling, upgrade } = result;
  const share = (n) => `${n} (${Math.round((n / settings.sockets) * 100)} %)`;
  const ms = (v) => (v === null ? '–' : `${v} ms`);
  return `${START}
### Spreading the sockets over the messaging pods (\`npm run bench -- --only=spread\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${result.machine} (load average ${result.load[0]} → ${result.load[1]}: the machine was shared with other
work, so the handshake and delivery times are no comparison with the section above; the counts are the point), with
the stack above (A, B, notification) but A and B behind stand-ins of the two Kubernetes Services
(\`load-tests/bench/messaging/service-stand-in.mjs\`: each new TCP connection to the next instance, as \`messaging\`
without affinity; always the same instance for one client address, as \`messaging-polling\` with
\`sessionAffinity: ClientIP\`), and a gateway in front of them. Every socket goes through the gateway, which opens one
connection per WebSocket: the open connections per instance are its sockets, and each instance's own gauge
\`socket_connections\` says the same (decision 0045).

| ${settings.sockets} WebSockets through one gateway pod | On A | On B | A / B by their \`socket_connections\` | Handshake p50 | p99 |
|---|---|---|---|---|---|
| Before: everything through the ClientIP Service | ${share(pinned.open.a)} | ${share(pinned.open.b)} | ${pinned.reported.a} / ${pinned.reported.b} | ${ms(pinned.handshake.p50)} | ${ms(pinned.handshake.p99)} |
| Now: WebSockets through \`messaging\` (no affinity) | ${share(spread.open.a)} | ${share(spread.open.b)} | ${spread.reported.a} / ${spread.reported.b} | ${ms(spread.handshake.p50)} | ${ms(spread.handshake.p99)} |

With the sockets spread, one message each way in every pair (${settings.rate}/s): ${spread.messages.sent} sent, ${spread.messages.acked} acknowledged,
${spread.messages.received} received (**${spread.messages.lost} lost**; p50 ${ms(spread.messages.latency.p50)}, p99 ${ms(spread.messages.latency.p99)}): wherever the two members of a
pair landed, every message arrived (through the Redis adapter when they are on different instances).

The polling fallback, through \`messaging-polling\`: ${polling.count} sockets on polling only all connected
(${polling.connected}; A / B by \`socket_connections\`: ${polling.reported.a} / ${polling.reported.b}), their messages ${polling.messages.received} of ${polling.messages.sent} received
(**${polling.messages.lost} lost**). ${upgrade.count} sockets starting on polling: ${upgrade.upgraded} upgraded to a WebSocket (the upgrade names its
session, so the gateway sends it to the same Service and it reaches the instance holding the session; A / B:
${upgrade.reported.a} / ${upgrade.reported.b}), messages ${upgrade.messages.received} of ${upgrade.messages.sent} received (**${upgrade.messages.lost} lost**). One gateway pod's polling
sessions stay on one messaging pod: the affinity the fallback needs, and only the fallback has it.

\`BENCH_SPREAD_SOCKETS\` (even), \`BENCH_SPREAD_POLLING\` (even), \`BENCH_SPREAD_RATE\`, \`BENCH_CONNECT_CONCURRENCY\` and \`BENCH_BUILD=0\` change the setup.
${END}`;
}

export async function benchSpread() {
  const settings = {
    sockets: number('BENCH_SPREAD_SOCKETS', 400),
    polling: number('BENCH_SPREAD_POLLING', 40),
    connectConcurrency: number('BENCH_CONNECT_CONCURRENCY', 25),
    rate: number('BENCH_SPREAD_RATE', 100),
  };
  const loadBefore = os.loadavg()[0];
  for (const key of ['sockets', 'polling'])
    if (settings[key] < 2 || settings[key] % 2 !== 0) throw new Error(`BENCH_SPREAD_${key.toUpperCase()} must be even`);
  const stack = await messagingBenchStack({
    services: true,
    prepare: (databases) => seedChat(databases, Math.max(settings.sockets, settings.polling * 2)),
  });
  const member = (n) => ({ n, id: memberId(n), token: benchToken(stack.jwtSecret, memberId(n), MEMBER_ROLE) });
  const members = Array.from({ length: settings.sockets }, (_, n) => member(n));
  const { spread: spreadService, sticky } = stack.services;
  try {
    console.log(`  before: ${settings.sockets} WebSockets through the gateway pinned by ClientIP…`);
    const before = await connectAll(members, stack.pinnedGatewayUrl, ['websocket'], settings.connectConcurrency);
    const pinned = { ...before, open: openOf(sticky), reported: await socketsOn(stack.messagingUrls) };
    console.log(`  before: on A ${pinned.open.a}, on B ${pinned.open.b}`);
    await closeAll(members, sticky);

    console.log(`  now: ${settings.sockets} WebSockets through the gateway as configured…`);
    const now = await connectAll(members, stack.gatewayUrl, ['websocket'], settings.connectConcurrency);
    const spread = {
      ...now,
      open: openOf(spreadService),
      reported: await socketsOn(stack.messagingUrls),
      messages: await exchange(members, 'spread', settings.rate),
    };
    console.log(
      `  now: on A ${spread.open.a}, on B ${spread.open.b}; messages ${spread.messages.received}/${spread.messages.sent}`,
    );
    await closeAll(members, spreadService);

    const pollers = Array.from({ length: settings.polling }, (_, i) => member(i));
    const pollingOnly = await connectAll(pollers, stack.gatewayUrl, ['polling'], settings.connectConcurrency);
    const polling = {
      count: settings.polling,
      connected: pollers.filter((m) => m.socket.connected).length,
      handshake: pollingOnly.handshake,
      reported: await socketsOn(stack.messagingUrls),
      messages: await exchange(pollers, 'polling', settings.rate),
    };
    for (const m of pollers) m.socket.close();
    await sleep(500);

    const upgraders = Array.from({ length: settings.polling }, (_, i) => member(settings.polling + i));
    await connectAll(upgraders, stack.gatewayUrl, ['polling', 'websocket'], settings.connectConcurrency);
    const deadline = Date.now() + 10_000;
    const upgradedCount = () => upgraders.filter((m) => m.socket.io.engine?.transport?.name === 'websocket').length;
    while (Date.now() < deadline && upgradedCount() < upgraders.length) await sleep(50);
    const upgrade = {
      count: settings.polling,
      upgraded: upgradedCount(),
      reported: await socketsOn(stack.messagingUrls),
      messages: await exchange(upgraders, 'upgrade', settings.rate),
    };
    for (const m of upgraders) m.socket.close();
    console.log(
      `  polling: ${polling.connected}/${polling.count} connected (${JSON.stringify(polling.reported)}), messages ${polling.messages.received}/${polling.messages.sent}; upgrades ${upgrade.upgraded}/${upgrade.count} (${JSON.stringify(upgrade.reported)})`,
    );

    const result = {
      settings,
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      load: [loadBefore, os.loadavg()[0]].map((v) => v.toFixed(1)),
      pinned,
      spread,
      polling,
      upgrade,
    };
    const file = path.join(ROOT, 'docs', 'benchmarks.md');
    replaceSection({ file, start: START, end: END, section: spreadSection(result) });
    const problems = [];
    const fewest = Math.min(spread.open.a, spread.open.b, spread.reported.a, spread.reported.b);
    if (fewest < settings.sockets * 0.4) problems.push(`the sockets did not spread: ${JSON.stringify(spread.open)}`);
    problems.push(
      ...problemsOf(
        { spread: spread.messages, polling: polling.messages, upgrade: upgrade.messages },
        (name, r) => r.lost > 0 && `${name}: ${r.lost} of ${r.sent} messages lost`,
      ),
    );
    if (polling.connected < polling.count)
      problems.push(`${polling.count - polling.connected} polling sockets not connected`);
    if (upgrade.upgraded < upgrade.count) problems.push(`${upgrade.count - upgrade.upgraded} sockets never upgraded`);
    if (problems.length > 0) throw new Error(`spreading the live socket: ${problems.join('; ')}`);
    return result;
  } finally {
    for (const m of members) m.socket?.close();
    await stack.stop();
  }
}
