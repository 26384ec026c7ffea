import { after, before } from 'node:test';
import type { Socket } from 'socket.io-client';
import type { MessagingApp } from '../../src/app.js';
import {
  caller,
  connect,
  listen,
  type MessagingTestContext,
  type SeededUser,
  startMessagingTestApp,
  tokenFor,
} from './test-app.js';

/** What a live socket test file works with; set by the hooks `liveSocketSuite` registers. */
export interface LiveSocketSuite {
  t: MessagingTestContext;
  call: ReturnType<typeof caller>;
  /** Where the app listens (a free port of 127.0.0.1). */
  url: string;
  /** A socket signed in as `user` (by default on this app, with a token of its own), closed after the file. */
  online(user: SeededUser, base?: string, app?: MessagingApp, token?: string): Promise<Socket>;
}

/**
 * Registers the file's before and after hooks: a messaging app on its own test database (`name`),
 * listening on a free port, then `seed(suite)` (inside the same hook: node 20 does not run a file's
 * top-level before hooks one after the other); the sockets opened through `online` are closed
 * before the app is. `env` overrides the test app's configuration.
 */
export function liveSocketSuite(
  name: string,
  seed?: (suite: LiveSocketSuite) => Promise<void>,
  env: Record<string, string> = {},
): LiveSocketSuite {
  const sockets: Socket[] = [];
  const suite = {
    async online(user: SeededUser, base = suite.url, app = suite.t.app, token = tokenFor(app, user)) {
      const socket = await connect(base, { token });
      sockets.push(socket);
      return socket;
    },
  } as LiveSocketSuite;
  before(async () => {
    suite.t = await startMessagingTestApp(name, env);
    suite.call = caller(suite.t.app);
    suite.url = await listen(suite.t.app);
    await seed?.(suite);
  });
  after(async () => {
    for (const socket of sockets) socket.close();
    await suite.t?.close();
  });
  return suite;
}
