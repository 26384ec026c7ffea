import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createCounter } from '../lib/test-summary.mjs';

test('sums TAP totals, also when turbo prefixes the lines, and spec-reporter totals', () => {
  const c = createCounter();
  for (const line of [
    '# pass 3',
    '# fail 1',
    '@art/identity-service:test: # pass 10',
    '@art/identity-service:test: # fail 0',
    '@art/identity-service:test: # cancelled 2',
    '\x1b[34mℹ pass 4\x1b[39m',
    'ℹ fail 0',
    'ok 1 - # pass 99 is a test name, not a total x',
    '# Subtest: pass 5',
  ]) {
    c.line(line);
  }
  assert.deepEqual(c.counts, { pass: 17, fail: 1, cancelled: 2, runs: 3 });
});

test('keeps each failing test with the lines that follow it, so the summary can name it', () => {
  const c = createCounter();
  for (const line of [
    'ok 1 - passes',
    '[system] not ok 2 - an order mail is read back',
    '[system]   ---',
    "[system]   error: 'Expected values to be strictly equal'",
    'ok 3 - passes too',
  ]) {
    c.line(line);
  }
  assert.equal(c.failures.length, 1);
  assert.equal(c.failures[0].name, 'an order mail is read back');
  assert.ok(c.failures[0].lines.some((l) => l.includes('strictly equal')));
});
