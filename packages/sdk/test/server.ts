import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
/** `drop` closes the connection without an answer (a network failure, as the browser sees it). */
type Handler = (seen: Seen) => { code?: number; body: unknown } | { drop: true };

/** A throwaway HTTP server on 127.0.0.1 that records each request and answers with `handler`. */
export async function startServer(handler: Handler) {
  const requests: Seen[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const seen = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks).toString(),
    };
    requests.push(seen);
    const answer = handler(seen);
    if ('drop' in answer) {
      req.socket.destroy();
      return;
    }
    res.writeHead(answer.code ?? 200, { 'content-type': 'application/json' });
    res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
