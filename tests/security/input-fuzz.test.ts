import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type Member, verifiedMember } from '../system/support/members.js';
import { type Stack, startStack } from '../system/support/stack.js';
import {
  callName,
  type FuzzCall,
  fuzzCalls,
  HUGE_BODY,
  HUGE_PATH,
  UNICODE_SAMPLES,
  wellFormed,
} from './support/mutations.js';
import { documentedQueries, type QueryParameter, queryFuzzCalls, queryOf } from './support/query-mutations.js';
import { described, type RequestSpec, send, serviceErrors } from './support/requests.js';
import { ROUTE_CASES, type RouteCase } from './support/route-cases.js';
import { changedTables, settledFingerprint } from './support/snapshots.js';
import { buildWorld, unlimitedStack, type World } from './support/world.js';

/**
 * Every route of the route table (support/route-cases.ts) fuzzed through the real gateway: wrong
 * types, a 1 MB string, JSON nested 10,000 levels, path traversal and NUL in path parameters, XML,
 * plain text and multipart where JSON goes and JSON where a form goes; and every query parameter
 * that `/api/docs` documents given what its schema forbids (a word for a number, out of bounds, not
 * a choice, too long) and odd forms (repeated, bracketed, NUL, traversal, unicode, 8 KB). Invalid input gets a 4xx,
 * never a 5xx or a hang, and changes nothing in any service's database. Odd but valid input
 * (unicode edge cases, values the schema may coerce) gets no 5xx, and unicode text that is stored
 * comes back exactly as it was sent, or is refused.
 */
let stack: Stack;
let w: World;
/** Signs out everywhere when the fuzz lets sign-out-everywhere through (A must stay signed in). */
let throwaway: Member;
/** The query parameters of each operation, from the gateway's merged `/api/docs/json`. */
let documented: Map<string, QueryParameter[]>;

before(async () => {
  stack = await startStack('security_fuzz', unlimitedStack());
  w = await buildWorld(stack);
  throwaway = await verifiedMember(stack, 'Tashi Gurung', 'throwaway');
  documented = documentedQueries(await (await fetch(`${stack.gateway.url}/api/docs/json`)).json());
});

/** Body, path and query fuzz of every route. */
const everyFuzzCall = () => [
  ...fuzzCalls(ROUTE_CASES, w, callerOf),
  ...queryFuzzCalls(ROUTE_CASES, w, callerOf, documented),
];

after(async () => {
  await stack?.stop();
});

/**
 * Who sends a route's fuzz: guests on public routes, a plain member on member-only ones, an operator
 * on operator-only ones (else a 403 would answer before the input is read), A elsewhere.
 */
function callerOf(route: RouteCase): Member | undefined {
  if (route.endsSessions) return throwaway;
  if (route.access === 'guest') return undefined;
  if (route.access === 'user') return w.C;
  if (route.access === 'operator') return w.O;
  return w.A;
}

async function run(calls: FuzzCall[]) {
  const answers: { call: FuzzCall; status: number; shown: string }[] = [];
  for (const call of calls) {
    const answer = await send(stack, call.route.method, call.spec, callerOf(call.route)?.token);
    answers.push({ call, status: answer.status, shown: described(call.route.method, call.spec, answer).slice(0, 300) });
  }
  return answers;
}

test('invalid input on every route: a 4xx, never a 5xx or a hang, and no database changes', async () => {
  const calls = everyFuzzCall().filter((call) => call.mustRefuse);
  // Every route that takes a body or a path parameter gets invalid input (most of them several kinds).
  const takesInput = ROUTE_CASES.filter((route) => route.method !== 'GET' || route.path.includes('/:'));
  const unfuzzed = takesInput.filter((route) => !calls.some((call) => call.route === route));
  assert.deepEqual(
    unfuzzed.map((route) => `${route.method} ${route.path}`),
    [],
    'routes given too little invalid input',
  );
  // Every route documenting a query parameter got query fuzz: the gallery, search, feeds, pages…
  const withQuery = ROUTE_CASES.filter((route) => queryOf(documented, route).length > 0);
  assert.ok(withQuery.length >= 20, `only ${withQuery.length} routes document query parameters`);
  const queryRefusals = calls.filter((call) => call.mutation.startsWith('query '));
  assert.ok(queryRefusals.length >= withQuery.length, `${queryRefusals.length} forbidden query values`);
  const before = await settledFingerprint(stack);
  const answers = await run(calls);
  const after = await settledFingerprint(stack);
  // A megabyte the server will not read may end the connection while the client is still writing
  // it (EPIPE, status 0): refused all the same, and the table check below proves nothing was kept.
  const closedOnPurpose = (call: FuzzCall, status: number) =>
    status === 0 && (call.mutation === HUGE_PATH || call.mutation === HUGE_BODY);
  const notRefused = answers
    .filter(({ call, status }) => !(status >= 400 && status < 500) && !closedOnPurpose(call, status))
    .map(({ call, status, shown }) => `${callName(call)} → ${status}: ${shown}`);
  assert.deepEqual(
    notRefused,
    [],
    `invalid input that was not answered with a 4xx; the services logged:\n${serviceErrors(stack).join('\n')}`,
  );
  assert.deepEqual(changedTables(before, after), [], 'tables changed by refused calls');
});

/** Routes that store text a member typed, and how to read it back. */
const STORED_TEXT: {
  name: string;
  author: () => Member;
  write: (text: string) => RequestSpec;
  method: string;
  /** The stored text, read back through the gateway from the write's answer. */
  readBack: (written: any) => Promise<string | undefined>;
  /** Forms carry text as UTF-8: a lone surrogate cannot reach the server. */
  form?: true;
}[] = [
  {
    name: 'comment on an artwork',
    author: () => w.C,
    method: 'POST',
    write: (text) => ({ path: '/v2/artwork/comment/new', json: { comment: text, product: w.artwork.id } }),
    readBack: async (written) => {
      const page = await stack.api(`/v2/artwork/comments/${w.artwork.id}/100`);
      return page.body.message.find((c: { _id: string }) => c._id === written.message._id)?.comment;
    },
  },
  {
    name: 'comment on a post',
    author: () => w.C,
    method: 'POST',
    write: (text) => ({ path: '/v2/post/comments/new', json: { comment: text, post_id: w.postId } }),
    readBack: async (written) => {
      const page = await stack.api(`/v2/post/comments/${w.postId}/100`);
      return page.body.message.find((c: { _id: string }) => c._id === written.message._id)?.comment;
    },
  },
  {
    name: 'chat message',
    author: () => w.A,
    method: 'POST',
    write: (text) => ({ path: `/rooms/${w.room.id}/messages`, json: { message: text } }),
    readBack: async (written) => {
      const history = await stack.api(`/messages/${w.room.id}`, { token: w.A.token });
      return history.body.find((m: { _id: string }) => m._id === written._id)?.message;
    },
  },
  {
    name: 'post text',
    author: () => w.A,
    method: 'POST',
    form: true,
    write: (text) => ({ path: '/post/new', form: [['post', text]] }),
    readBack: async (written) => (await stack.api(`/feed/post/${written.post._id}`)).body?.message?.post,
  },
  {
    name: 'profile name',
    author: () => w.C,
    method: 'POST',
    form: true,
    write: (text) => ({ path: '/user/update', form: [['name', text]] }),
    readBack: async () => (await stack.api('/user/profile', { token: w.C.token })).body?.message?.name,
  },
];

test('unicode text is stored exactly as sent, or refused with a 4xx: never mangled, never a 5xx', async (t) => {
  const problems: string[] = [];
  for (const route of STORED_TEXT) {
    for (const [sample, text] of Object.entries(UNICODE_SAMPLES)) {
      const spec = route.write(text);
      const answer = await send(stack, route.method, spec, route.author().token);
      const where = `${route.name} with ${sample}`;
      t.diagnostic(`${where}: ${answer.status}`);
      if (answer.status >= 500) problems.push(`${where}: ${answer.status} ${answer.text.slice(0, 200)}`);
      if (answer.status >= 300) continue;
      const stored = await route.readBack(answer.json);
      const expected = route.form ? wellFormed(text) : text;
      if (stored !== expected)
        problems.push(
          `${where}: stored ${JSON.stringify(stored?.slice(0, 80))}, sent ${JSON.stringify(expected.slice(0, 80))}`,
        );
    }
  }
  assert.deepEqual(problems, []);
});

// Last: these calls are valid (a JSON body no route reads, unicode in a free-text field), so they
// really act, on A's things too (a delete with an ignored body deletes).
test('odd but acceptable input on every route (unicode, coercible types, JSON bodies where none is read): never a 5xx', async () => {
  const calls = everyFuzzCall().filter((call) => !call.mustRefuse);
  const answers = await run(calls);
  const failed = answers
    .filter(({ call, status }) => status >= 500 && !(call.route.providerNotConfigured && status === 503))
    .map(({ call, status, shown }) => `${callName(call)} → ${status}: ${shown}`);
  assert.deepEqual(
    failed,
    [],
    `odd input that made a service fail; the services logged:\n${serviceErrors(stack).join('\n')}`,
  );
});
