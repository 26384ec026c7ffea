import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ROUTE_TABLE } from '@art/gateway';
import { readMails, waitForMail } from '@art/testing';
import { type Stack, startStack } from '../system/support/stack.js';
import {
  PERSONAL_EXCEPTIONS,
  PERSONAL_ROUTES,
  type PersonalEntry,
  personalCoverageGaps,
} from './support/personal-routes.js';
import { buildPersonalWorld, PEOPLE, type PersonalWorld, VIEWERS, type Viewer } from './support/personal-world.js';
import { type Answer, described, type RequestSpec, send } from './support/requests.js';
import { unlimitedStack } from './support/world.js';

/**
 * Personal data never leaves its owner, in any service: a member's e-mail address, date of birth,
 * address and shipping details (saved in the profile, or given for an order) are in identity and,
 * through identity's user snapshots, in the users projection of every other area. A few members
 * who meet each other everywhere (follows, likes, comments, chats, an order) are made through the
 * gateway (support/personal-world.ts); then every GET route of ROUTE_TABLE is called
 * (support/personal-routes.ts) as a guest and as each member, and the raw text of every answer is
 * searched for the other members' values. Only the exceptions of PERSONAL_EXCEPTIONS may hold them.
 * The answers to the members' own writes while the world was built, and every mail they were
 * sent, are searched too.
 *
 * Identity's own views (the owner's view and the public view of a user) are proven field by field
 * in services/identity/test/routes/user/user-views.test.ts.
 */
let stack: Stack;
let w: PersonalWorld;

interface Call {
  entry: PersonalEntry;
  viewer: Viewer;
  spec: RequestSpec;
  answer: Answer;
}
const calls: Call[] = [];

const serviceOf = (path: string) =>
  ROUTE_TABLE.find(
    (line) => line.method === 'GET' && line.path.replace(/:[^/]+/g, ':') === path.replace(/:[^/]+/g, ':'),
  )?.service ?? '?';

before(async () => {
  stack = await startStack('security_personal', unlimitedStack());
  w = await buildPersonalWorld(stack);
  for (const entry of PERSONAL_ROUTES) {
    if (!('calls' in entry)) continue;
    for (const viewer of VIEWERS) {
      const caller = viewer === 'guest' ? undefined : w.members[viewer];
      for (const spec of entry.calls(w, caller)) {
        calls.push({ entry, viewer, spec, answer: await send(stack, 'GET', spec, caller?.token) });
      }
    }
  }
});

after(async () => {
  await stack?.stop();
});

/** Whether the exceptions let `viewer` see `value` of `owner` in an answer of `path`. */
const excepted = (path: string, viewer: Viewer, owner: string, value: string) =>
  PERSONAL_EXCEPTIONS.some(
    (exception) =>
      exception.path === path &&
      exception.viewer === viewer &&
      exception.owner === owner &&
      exception.values(w).some((allowed) => allowed.value === value),
  );

/** Other members' personal values in one answer, each named: `the buyer's info.dob (…)`. */
function leaksIn({ entry, viewer, spec, answer }: Call): string[] {
  const text = answer.text.toLowerCase();
  const sent = JSON.stringify(spec).toLowerCase();
  const found: string[] = [];
  for (const owner of PEOPLE) {
    if (owner === viewer) continue;
    for (const { field, value } of w.personal[owner]) {
      const needle = value.toLowerCase();
      if (!text.includes(needle) || sent.includes(needle) || excepted(entry.path, viewer, owner, value)) continue;
      found.push(`the ${owner}'s ${field} (${value})`);
    }
  }
  return found;
}

test('every GET route of the gateway route table is walked, or listed with why it cannot be', () => {
  const gaps = personalCoverageGaps(PERSONAL_ROUTES);
  assert.deepEqual(gaps.uncovered, [], 'GET routes without an entry in tests/security/support/personal-routes.ts');
  assert.deepEqual(gaps.unknown, [], 'entries for GET routes that ROUTE_TABLE no longer has');
  assert.deepEqual(gaps.duplicated, [], 'routes with two entries');
  // The gate itself: a route left out of the table is named.
  const [first, ...rest] = PERSONAL_ROUTES;
  assert.deepEqual(personalCoverageGaps(rest).uncovered, [first!.path.replace(/:[^/]+/g, ':')]);
});

test('the world is built as the walk assumes (every step was allowed)', () => {
  assert.deepEqual(w.refusedSteps, []);
});

test('no call of the walk failed (a 5xx hides what the route would show)', () => {
  const failed = calls.filter((call) => call.answer.status >= 500);
  assert.deepEqual(
    failed.map((call) => `${call.viewer}: ${described('GET', call.spec, call.answer)}`),
    [],
  );
});

describe("no answer holds another member's personal data (support/personal-routes.ts)", () => {
  for (const entry of PERSONAL_ROUTES) {
    if (!('calls' in entry)) continue;
    test(`GET ${entry.path} (${serviceOf(entry.path)})`, () => {
      const leaks = calls
        .filter((call) => call.entry === entry)
        .flatMap((call) =>
          leaksIn(call).map(
            (leak) => `${call.viewer}: GET /api${call.spec.path} (${call.answer.status}) shows ${leak}`,
          ),
        );
      assert.deepEqual(leaks, []);
    });
  }
});

test("no answer to the members' own writes (follow, like, comment, chat, order, sale) holds another member's personal data", () => {
  const leaks: string[] = [];
  for (const write of w.writes) {
    const text = write.text.toLowerCase();
    for (const owner of PEOPLE) {
      if (owner === write.who) continue;
      for (const { field, value } of w.personal[owner]) {
        if (text.includes(value.toLowerCase()) && !excepted(write.call, write.who, owner, value))
          leaks.push(`the ${write.who}'s ${write.call} shows the ${owner}'s ${field} (${value})`);
      }
    }
  }
  assert.ok(w.writes.length >= 20, `the world's writes were recorded (${w.writes.length})`);
  assert.deepEqual(leaks, []);
});

test("no mail to a member holds another member's personal data (the artist's new-order mail names the buyer only)", async () => {
  const options = { baseUrl: stack.mailUrl };
  const artist = w.members.artist;
  await waitForMail({ ...options, to: artist.email, subject: /New order/, timeoutMs: 30_000 });
  await waitForMail({ ...options, to: w.members.buyer.email, subject: /order/i, timeoutMs: 30_000 });
  const leaks: string[] = [];
  for (const person of PEOPLE) {
    for (const mail of await readMails(w.members[person].email, options)) {
      const text = `${mail.subject}\n${mail.text}\n${mail.html}`.toLowerCase();
      for (const owner of PEOPLE) {
        if (owner === person) continue;
        for (const { field, value } of w.personal[owner])
          if (text.includes(value.toLowerCase()))
            leaks.push(`the ${person}'s mail "${mail.subject}" shows the ${owner}'s ${field} (${value})`);
      }
    }
  }
  assert.deepEqual(leaks, []);
});

test('the search does not find a member by their personal data (no e-mail or phone look-up)', async () => {
  const found: string[] = [];
  for (const owner of ['artist', 'buyer', 'private'] as const) {
    const { id } = w.members[owner];
    for (const { field, value } of w.personal[owner]) {
      if (field !== 'email' && !field.includes('phone') && !field.includes('address')) continue;
      const spec = { path: `/search/${encodeURIComponent(value)}` };
      const answer = await send(stack, 'GET', spec, w.members.stranger.token);
      assert.equal(answer.status, 200, described('GET', spec, answer));
      if (answer.text.includes(id)) found.push(`the ${owner}, by ${field}: ${described('GET', spec, answer)}`);
    }
  }
  assert.deepEqual(found, []);
});

describe('the walk sees what it must, so that a quiet answer means something', () => {
  test('each exception is used: the artist’s sales list holds the shipping details the buyer gave for the order, and only those', () => {
    for (const exception of PERSONAL_EXCEPTIONS) {
      const seen = calls.filter((call) => call.entry.path === exception.path && call.viewer === exception.viewer);
      assert.ok(seen.length > 0, `${exception.path} was called by the ${exception.viewer}`);
      const text = seen.map((call) => call.answer.text.toLowerCase()).join('\n');
      const missing = exception.values(w).filter(({ value }) => !text.includes(value.toLowerCase()));
      assert.deepEqual(missing, [], `${exception.path} as the ${exception.viewer} should show them`);
    }
  });

  test('each member sees their own personal data (the search finds the values where they are)', () => {
    const missing: string[] = [];
    for (const person of PEOPLE) {
      const own = calls
        .filter(
          (call) =>
            call.viewer === person && ['/api/user/profile', '/api/checkout/basic-details'].includes(call.entry.path),
        )
        .map((call) => call.answer.text.toLowerCase())
        .join('\n');
      for (const { field, value } of w.personal[person]) {
        if (field.startsWith('order ')) continue;
        if (!own.includes(value.toLowerCase())) missing.push(`the ${person}'s ${field}`);
      }
    }
    assert.deepEqual(missing, []);
  });

  test("every member's card reaches other people's answers in several areas (the users projections were read)", () => {
    const sightings = new Map<string, Set<string>>();
    for (const person of ['artist', 'buyer', 'private'] as const) {
      const id = w.members[person].id;
      const where = new Set<string>();
      for (const call of calls) {
        if (call.viewer === person || call.answer.status !== 200) continue;
        if (JSON.stringify(call.spec).includes(id)) continue;
        if (call.answer.text.includes(id)) where.add(serviceOf(call.entry.path));
      }
      sightings.set(person, where);
    }
    // The artist everywhere; the buyer and the private member through follows, comments, likes,
    // chats, notifications and (the buyer) the sale.
    const expected = {
      artist: ['catalogue', 'social', 'commerce', 'messaging', 'notification'],
      buyer: ['catalogue', 'social', 'messaging', 'notification'],
      private: ['catalogue', 'social', 'messaging', 'notification'],
    };
    for (const [person, services] of Object.entries(expected)) {
      const seen = [...(sightings.get(person) ?? [])];
      assert.deepEqual(
        services.filter((service) => !seen.includes(service)),
        [],
        `the ${person}'s card was seen by others only in ${seen.join(', ')}`,
      );
    }
  });
});
