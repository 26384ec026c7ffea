import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { copiedLines, isProduction, measure, render } from '../bin/architecture-figures.mjs';

function tree(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'figures-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const block = (name) =>
  ['const a = 1;', 'const b = a + 2;', `const c = ${name}(b);`, 'if (c) run(c);', 'log(a, b);', 'return c * 3;']
    .map((line) => `  ${line}`)
    .join('\n');

test('production code leaves out tests, test helpers and load tests', () => {
  assert.equal(isProduction('services/a/src/x.ts'), true);
  assert.equal(isProduction('services/a/test/x.ts'), false);
  assert.equal(isProduction('frontends/a/src/__tests__/X.tsx'), false);
  assert.equal(isProduction('frontends/a/src/X.test.tsx'), false);
  assert.equal(isProduction('packages/testing/src/db.ts'), false);
  assert.equal(isProduction('packages/kit/src/types.d.ts'), false);
});

test('copied lines are the runs of six meaningful lines standing in two places', () => {
  const same = `function f() {\n${block('g')}\n}\n`;
  const other = `function h() {\n${block('k')}\n}\n`;
  assert.deepEqual(
    copiedLines([
      ['a.ts', same],
      ['b.ts', same],
    ]),
    { copied: 14, total: 14 },
  );
  assert.deepEqual(
    copiedLines([
      ['a.ts', same],
      ['b.ts', other],
    ]),
    { copied: 0, total: 14 },
  );
});

test('counts casts, kicks and the places that name a sample endpoint', (t) => {
  const root = tree({
    'services/shop/src/routes/refunds.ts': `app.get('/operator/refunds', h);\nconst x = y as never;\napp.outbox.kick();\n`,
    'services/shop/src/migrations/0001.ts': 'const m = q as never;\nexport async function up(db: Kysely<any>) {}\n',
    'services/shop/src/lib/a.ts': 'const z = w as unknown as Thing;\nconst db = d as Kysely<any>;\n',
    'services/shop/test/refunds.test.ts': `call('GET', '/api/operator/refunds?status=pending');\nconst t = u as never;\n`,
    'gateway/src/route-table.ts': [
      'export const ROUTE_TABLE = [',
      "  { method: 'GET', path: '/api/operator/refunds', service: 'shop' },",
      "  { method: 'GET', path: '/api/operator/refunds/:id', service: 'shop' },",
      '];',
      "export const OPEN = [{ method: 'GET', path: '/api/operator/refunds' }];",
      "export const OTHER = [{ method: 'GET', path: '/api/operator/refunds/:id' }];",
      '',
    ].join('\n'),
    'docs/notes.md': '`/api/operator/refunds`\n',
  });
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const figures = measure(root, { endpoints: ['GET /api/operator/refunds'] });
  assert.equal(figures.asNever, 1);
  assert.equal(figures.asNeverMigrations, 1);
  assert.equal(figures.asUnknownAs, 1);
  assert.equal(figures.kyselyAny, 1);
  assert.equal(figures.kicks, 1);
  const [sample] = figures.endpoints;
  assert.deepEqual(sample.places.map((place) => [place.file, place.lists]).sort(), [
    ['gateway/src/route-table.ts', ['ROUTE_TABLE', 'OPEN']],
    ['services/shop/src/routes/refunds.ts', []],
    ['services/shop/test/refunds.test.ts', []],
  ]);
  assert.equal(sample.total, 4);
  const table = render([figures, figures]);
  assert.match(table, /^\| figure \| .+ \| .+ \|$/m);
  assert.match(table, /\| Manual `outbox.kick\(\)` calls \| 1 \| 1 \|/);
});
