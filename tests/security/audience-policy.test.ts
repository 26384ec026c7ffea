import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Member } from '../system/support/members.js';
import { type Stack, startStack } from '../system/support/stack.js';
import { audienceCoverageGaps, cellOf, impossibleCells, problemWith } from './support/audience-outcomes.js';
import { AUDIENCE_TABLE, type Probe } from './support/audience-table.js';
import {
  type AudienceWorld,
  buildAudienceWorld,
  memberOf,
  OWNER_KINDS,
  type Owner,
  VIEWERS,
} from './support/audience-world.js';
import { type AudienceWrite, WRITES_ACROSS_A_BLOCK, WRITES_ON_A_CLOSED_POST } from './support/audience-writes.js';
import { described, send } from './support/requests.js';
import { changedTables, settledFingerprint } from './support/snapshots.js';
import { unlimitedStack } from './support/world.js';

/**
 * Who may see what, through the real gateway and services: every GET route of ROUTE_TABLE has an
 * entry in support/audience-table.ts (a policy row, or a mark that it shows nobody's content or
 * only the caller's own), and every policy row is called by a guest, a stranger, an approved
 * follower, a requester, a blocked member, a blocker and the owner, about a private and a public
 * member; the answers must be the table's. Then the writes on another's content across a block
 * (403 `blocked`) and on a private member's post by those who may not see it (403
 * `private-account`), with nothing changed in any database.
 *
 * The rule itself (kit audience: verdicts, refusals, SQL conditions) is proven in
 * packages/kit/test/audience.test.ts; this test proves that every route applies it.
 */
let stack: Stack;
let w: AudienceWorld;

before(async () => {
  stack = await startStack('security_audience', unlimitedStack());
  w = await buildAudienceWorld(stack);
});

after(async () => {
  await stack?.stop();
});

test('every GET route of the gateway route table has an entry in the audience table', () => {
  const gaps = audienceCoverageGaps(AUDIENCE_TABLE);
  assert.deepEqual(gaps.uncovered, [], 'GET routes without an entry in tests/security/support/audience-table.ts');
  assert.deepEqual(gaps.unknown, [], 'entries for GET routes that ROUTE_TABLE no longer has');
  assert.deepEqual(gaps.duplicated, [], 'routes with two entries');
  assert.deepEqual(gaps.undeclared, [], 'entries disagreeing with their declaration');
  assert.deepEqual(impossibleCells(AUDIENCE_TABLE), []);
  // The gate itself: a route left out of the table is named.
  const [first, ...rest] = AUDIENCE_TABLE;
  assert.deepEqual(audienceCoverageGaps(rest).uncovered, [first!.path.replace(/:[^/]+/g, ':')]);
});

test('the world is built as the table assumes (every step the rules allow was allowed)', () => {
  assert.deepEqual(w.refusedSteps, []);
});

test("a private member's profile card says the account is private", async () => {
  const card = await send(stack, 'GET', { path: `/user/get/${w.owners.private.member.id}` }, w.viewers.stranger.token);
  assert.equal(card.status, 200, card.text);
  const user = card.json?.message ?? {};
  assert.ok(user.settings?.private === true || user.isPrivate === true, `not marked private: ${card.text}`);
});

/** Every cell of one probe: `<owner> owner, <viewer>: <what is wrong>` for the cells that fail. */
async function wrongCells(probe: Probe): Promise<string[]> {
  const wrong: string[] = [];
  for (const kind of OWNER_KINDS) {
    const owner = w.owners[kind];
    for (const viewer of VIEWERS) {
      const spec = probe.request(owner, w);
      const answer = await send(stack, 'GET', spec, memberOf(w, viewer, owner)?.token);
      const problem = problemWith(probe, cellOf(probe[kind], viewer), answer, probe.marks(owner, w), spec);
      if (problem) wrong.push(`${probe.about} — ${kind} owner, ${viewer}: GET /api${spec.path}: ${problem}`);
    }
  }
  return wrong;
}

describe('who sees what (support/audience-table.ts)', () => {
  for (const entry of AUDIENCE_TABLE) {
    if (!('probes' in entry)) continue;
    test(`GET ${entry.path}`, async () => {
      const wrong: string[] = [];
      for (const probe of entry.probes) wrong.push(...(await wrongCells(probe)));
      assert.deepEqual(wrong, []);
    });
  }
});

describe("writes on another's content", () => {
  const actorName = (actor: Member) =>
    Object.entries(w.viewers).find(([, member]) => member.id === actor.id)?.[0] ?? actor.email;

  /** Sends each write as `actor` on each owner; the answers that are not 403 with `status`. */
  async function refusals(writes: readonly AudienceWrite[], actors: Member[], owners: Owner[], status: string) {
    const wrong: string[] = [];
    for (const actor of actors) {
      for (const owner of owners) {
        for (const write of writes) {
          const spec = write.request(owner, actor, w);
          const answer = await send(stack, write.method, spec, actor.token);
          if (answer.status !== 403 || answer.json?.status !== status)
            wrong.push(
              `${write.name} (${actorName(actor)} → ${owner.kind} owner): ${described(write.method, spec, answer)}`,
            );
        }
      }
    }
    return wrong;
  }

  test("across a block, both ways: 403 'blocked', and nothing changes", async () => {
    const before = await settledFingerprint(stack);
    const wrong = await refusals(
      WRITES_ACROSS_A_BLOCK,
      [w.viewers.blocked, w.viewers.blocker],
      Object.values(w.owners),
      'blocked',
    );
    assert.deepEqual(wrong, [], 'writes of the blocked member and of the blocker on the owners');
    assert.deepEqual(changedTables(before, await settledFingerprint(stack)), [], 'tables changed by refused writes');
  });

  test("on a private member's post, by a stranger or a requester: 403 'private-account', and nothing changes", async () => {
    const before = await settledFingerprint(stack);
    const wrong = await refusals(
      WRITES_ON_A_CLOSED_POST,
      [w.viewers.stranger, w.viewers.requester],
      [w.owners.private],
      'private-account',
    );
    assert.deepEqual(wrong, []);
    assert.deepEqual(changedTables(before, await settledFingerprint(stack)), [], 'tables changed by refused writes');
  });
});
