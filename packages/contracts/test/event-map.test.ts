import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { DOC, END, eventMap, problemsOf, REPO_ROOT, renderEventMap, START, withEventMap } from '../bin/event-map.js';

test('docs/architecture.md carries the event map of today’s code (npm run docs:events rewrites it)', async () => {
  const doc = readFileSync(path.join(REPO_ROOT, DOC), 'utf8');
  const fresh = withEventMap(doc, renderEventMap(await eventMap()));
  assert.equal(doc, fresh, `${DOC} is stale: run npm run docs:events`);
});

test('every event subject is published, by the service of its own area', async () => {
  assert.deepEqual(problemsOf(await eventMap()), []);
});

function tree(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'event-map-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const event = (type: string) => `{ type: '${type}', version: 1, data: {}, envelope: {} }`;

test('publishers and consumers come from writeEvent and on(), directly or through a shared package’s factory', async (t) => {
  const root = tree({
    'packages/contracts/src/shop-events.ts': [
      `export const ThingMade = ${event('shop.thing.made')};`,
      `export const ThingSold = ${event('shop.thing.sold')};`,
      `export const ThingLost = ${event('shop.thing.lost')};`,
      'export const notAnEvent = 3;',
    ].join('\n'),
    'packages/projections/src/thing-projection.ts': [
      'export function thingHandlers(options) {',
      '  return {',
      '    ...on<typeof ThingMade, DB>(ThingMade, async () => {}),',
      '    ...(options.followsSales === false ? {} : on<typeof ThingSold, DB>(ThingSold, async () => {})),',
      '  };',
      '}',
    ].join('\n'),
    'services/shop/src/lib/make.ts':
      'await writeEvent(\n  trx,\n  ThingMade,\n  { id },\n  context,\n);\nwriteEvent(trx, ThingSold, {}, c);',
    'services/shop/test/fake.ts': 'writeEvent(trx, ThingLost, {}, c);',
    'services/stock/src/handlers.ts':
      "import { thingHandlers } from '@art/kit';\nexport const h = thingHandlers<T>({});",
    'services/mail/src/handlers.ts': [
      "import { on } from '@art/kit';",
      "import { thingHandlers } from '@art/projections';",
      'export const h = { ...thingHandlers({ followsSales: false }), ...on(ThingLost, async () => {}) };',
      'socket.on(ThingSold, () => {});',
    ].join('\n'),
  });
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const entries = await eventMap(root);
  assert.deepEqual(
    entries.map(({ subject, publishers, consumers }) => [subject, publishers, consumers]),
    [
      ['shop.thing.lost', [], ['mail']],
      ['shop.thing.made', ['shop'], ['mail', 'stock']],
      ['shop.thing.sold', ['shop'], ['stock']],
    ],
  );
  assert.deepEqual(problemsOf(entries), ['shop.thing.lost (ThingLost) has no publisher']);
  assert.match(
    renderEventMap(entries),
    /\| `shop.thing.lost` v1 \| `ThingLost` \(shop-events.ts\) \| \*\*none\*\* \| mail \|/,
  );
});

test('the table is written between the markers only', () => {
  const doc = `# Doc\n\n${START}\n\nold\n\n${END}\n\nafter\n`;
  assert.equal(withEventMap(doc, 'new'), `# Doc\n\n${START}\n\nnew\n\n${END}\n\nafter\n`);
  assert.throws(() => withEventMap('# no markers', 'new'), /no event-map markers/);
});
