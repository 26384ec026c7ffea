// A Kubernetes Service as kube-proxy makes it, for the bench on one machine: a TCP listener that
// hands each new connection to one of the backends and pipes the bytes, without reading them.
// `affinity: 'None'` picks the next backend for every connection (kube-proxy picks at random; in
// turn spreads the same and reads more plainly); `affinity: 'ClientIP'` always picks the same
// backend for the same client address, as `sessionAffinity: ClientIP` does. Counts the connections
// each backend was given and holds open, which for a WebSocket piped by the gateway is its socket.
import { createHash } from 'node:crypto';
import net from 'node:net';

/** backends: [{ name, url }]. Answers { url, counts(), close() }. */
export async function startServiceStandIn({ backends, affinity = 'None' }) {
  const targets = backends.map(({ name, url }) => {
    const parsed = new URL(url);
    return { name, host: parsed.hostname, port: Number(parsed.port) };
  });
  const stats = new Map(targets.map((t) => [t.name, { opened: 0, open: 0 }]));
  const sockets = new Set();
  let next = 0;
  const pick = (client) => {
    if (affinity === 'ClientIP') {
      const hash = createHash('sha256')
        .update(client.remoteAddress ?? '')
        .digest();
      return targets[hash.readUInt32BE(0) % targets.length];
    }
    const target = targets[next % targets.length];
    next += 1;
    return target;
  };
  const server = net.createServer((client) => {
    const target = pick(client);
    const counts = stats.get(target.name);
    counts.opened += 1;
    counts.open += 1;
    const backend = net.connect({ host: target.host, port: target.port });
    backend.setNoDelay(true);
    client.setNoDelay(true);
    sockets.add(client);
    sockets.add(backend);
    let closed = false;
    const close = () => {
      if (!closed) {
        closed = true;
        counts.open -= 1;
      }
      client.destroy();
      backend.destroy();
      sockets.delete(client);
      sockets.delete(backend);
    };
    for (const socket of [client, backend]) {
      socket.on('error', close);
      socket.on('close', close);
    }
    client.pipe(backend);
    backend.pipe(client);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    affinity,
    /** { [backend]: { opened, open } } */
    counts: () => Object.fromEntries([...stats].map(([name, c]) => [name, { ...c }])),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
