// The least a Node.js reverse proxy costs, as a reference in the gateway benchmark: node:http's
// server, undici's pool to the upstream (as the gateway's), and nothing else — no router, no
// token check, no attempt limits, no request id, trace context or metrics, no header filtering.
// Not a product part: it shows how much of the gateway's hop is Node's HTTP itself and how much
// is the gateway's own rules, in the same rounds as nginx.
//   PORT=<port> UPSTREAM_URL=<origin> node bare-node-proxy.mjs   (started by bench-gateway.mjs)
import http from 'node:http';
import { Pool } from 'undici';

const pool = new Pool(process.env.UPSTREAM_URL, { connections: 128, pipelining: 1 });

const server = http.createServer((request, response) => {
  const headers = { ...request.headers };
  delete headers.connection;
  delete headers.host;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  pool.request(
    { method: request.method, path: request.url, headers, body: hasBody ? request : undefined },
    (error, answer) => {
      if (error) {
        response.writeHead(502).end();
        return;
      }
      const chunks = [];
      answer.body.on('data', (chunk) => chunks.push(chunk));
      answer.body.on('end', () => {
        const out = { ...answer.headers };
        delete out.connection;
        delete out['keep-alive'];
        delete out['transfer-encoding'];
        response.writeHead(answer.statusCode, out).end(Buffer.concat(chunks));
      });
      answer.body.on('error', () => response.destroy());
    },
  );
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  pool.close().finally(() => process.exit(0));
});
