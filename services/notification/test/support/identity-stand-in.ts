import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTERNAL_TOKEN_HEADER } from '@art/kit';

/** `language` as identity answers it: absent (an identity from before it), one it knows, or any other. */
type Person = { name: string; email: string; language?: string };
type Open = Person & { secret: string; expiresAt: string; gone?: boolean };

/**
 * Identity's internal routes as the mail worker reads them (same paths and answers), with codes,
 * reset tokens and people a test puts in. `failNext` makes the next reads answer 503.
 */
export async function startIdentityStandIn(internalToken: string) {
  const codes = new Map<string, Open>();
  const tokens = new Map<string, Open>();
  const people = new Map<string, Person>();
  const calls: string[] = [];
  let failures = 0;

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    calls.push(path);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers[INTERNAL_TOKEN_HEADER] !== internalToken)
      return send(401, { status: 'unauthorized', message: 'no' });
    if (failures > 0) {
      failures -= 1;
      return send(503, { status: 'error', message: 'identity is restarting' });
    }
    const match = /^\/internal\/users\/([^/]+)\/(?:(verification-codes|reset-tokens)\/([^/]+)|recipient)$/.exec(path);
    if (!match) return send(404, { status: 'not-found', message: 'no such route' });
    const [, userId, table, id] = match;
    if (!table) {
      const person = people.get(userId!);
      return person ? send(200, { status: 'success', ...person }) : send(410, { status: 'gone', message: 'gone' });
    }
    const open = (table === 'verification-codes' ? codes : tokens).get(`${userId}/${id}`);
    if (!open) return send(404, { status: 'not-found', message: 'unknown' });
    if (open.gone) return send(410, { status: 'gone', message: 'used' });
    const { secret, gone: _gone, ...rest } = open;
    return send(200, {
      status: 'success',
      ...rest,
      ...(table === 'verification-codes' ? { code: secret } : { token: secret }),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

  return {
    url,
    calls,
    /** An open verification code; resolves to the ids an event names. */
    addCode(person: Person, code: string, minutes = 10) {
      const ids = { userId: randomUUID(), codeId: randomUUID() };
      codes.set(`${ids.userId}/${ids.codeId}`, { ...person, secret: code, expiresAt: inMinutes(minutes) });
      return ids;
    },
    addResetToken(person: Person, token: string, minutes = 60) {
      const ids = { userId: randomUUID(), tokenId: randomUUID() };
      tokens.set(`${ids.userId}/${ids.tokenId}`, { ...person, secret: token, expiresAt: inMinutes(minutes) });
      return ids;
    },
    addPerson(person: Person) {
      const userId = randomUUID();
      people.set(userId, person);
      return userId;
    },
    /** The code was used (or replaced) before the mail went out. */
    spendCode(ids: { userId: string; codeId: string }) {
      const open = codes.get(`${ids.userId}/${ids.codeId}`);
      if (open) open.gone = true;
    },
    failNext(count: number) {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type IdentityStandIn = Awaited<ReturnType<typeof startIdentityStandIn>>;
