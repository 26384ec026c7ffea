// A TCP relay in front of PostgreSQL that reads what a client sends (the frontend half of the wire
// protocol) and reports each statement with its parameters: the SQL the catalogue really runs, so
// the bench can EXPLAIN it without server settings (auto_explain, pg_stat_statements) or logs.
// node-postgres sends parameters as text (Parse, then Bind with the values); simple queries as Query.
import net from 'node:net';

/** Reads the client→server byte stream of one connection; calls onStatement({ sql, params }). */
function frontendReader(onStatement) {
  let buffer = Buffer.alloc(0);
  let started = false;
  let pendingSql = null;
  const cstring = (data, at) => {
    const end = data.indexOf(0, at);
    return { value: data.toString('utf8', at, end), next: end + 1 };
  };
  return (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (!started) {
        // Startup (or SSLRequest): int32 length, no type byte.
        if (buffer.length < 4) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        buffer = buffer.subarray(length);
        if (code !== 80877103) started = true; // an SSLRequest is followed by the real startup
        continue;
      }
      if (buffer.length < 5) return;
      const type = String.fromCharCode(buffer[0]);
      const length = buffer.readInt32BE(1);
      if (buffer.length < 1 + length) return;
      const body = buffer.subarray(5, 1 + length);
      buffer = buffer.subarray(1 + length);
      if (type === 'Q') onStatement({ sql: cstring(body, 0).value, params: [] });
      else if (type === 'P') {
        const name = cstring(body, 0);
        pendingSql = cstring(body, name.next).value;
      } else if (type === 'B' && pendingSql !== null) {
        let at = cstring(body, cstring(body, 0).next).next;
        const formats = body.readInt16BE(at);
        const formatCodes = [];
        at += 2;
        for (let i = 0; i < formats; i++, at += 2) formatCodes.push(body.readInt16BE(at));
        const count = body.readInt16BE(at);
        at += 2;
        const params = [];
        for (let i = 0; i < count; i++) {
          const size = body.readInt32BE(at);
          at += 4;
          if (size === -1) params.push(null);
          else {
            const binary = (formatCodes.length === 1 ? formatCodes[0] : formatCodes[i]) === 1;
            params.push(
              binary ? { binary: body.subarray(at, at + size).toString('hex') } : body.toString('utf8', at, at + size),
            );
            at += size;
          }
        }
        onStatement({ sql: pendingSql, params });
      }
    }
  };
}

/**
 * Listens on a free port and relays to `target` ({ host, port }). Returns { port, statements (all
 * captured, in order), take() (those since the last take), close() }.
 */
export async function startSqlCapture(target) {
  const statements = [];
  let taken = 0;
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    sockets.add(client);
    sockets.add(upstream);
    const read = frontendReader((statement) => statements.push({ ...statement, at: Date.now() }));
    client.on('data', (chunk) => {
      read(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    statements,
    take() {
      const next = statements.slice(taken);
      taken = statements.length;
      return next;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The statement with its parameters written in as literals, for EXPLAIN (untyped, as pg sends them). */
export function withLiterals({ sql, params }) {
  return sql.replace(/\$(\d+)/g, (whole, n) => {
    const value = params[Number(n) - 1];
    if (value === undefined) return whole;
    if (value === null) return 'NULL';
    if (typeof value === 'object') return `'\\x${value.binary}'`;
    return `'${String(value).replaceAll("'", "''")}'`;
  });
}
