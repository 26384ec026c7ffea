import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { relativeTime, shortRelativeTime } from '../lib/relativeTime.js';

const now = Date.parse('2025-06-15T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('inbox relative time (s under 60 s, then m, h, d under a year, y)', () => {
  it('counts seconds under a minute', () => {
    assert.equal(shortRelativeTime(ago(0), now), '0s');
    assert.equal(shortRelativeTime(ago(59), now), '59s');
  });
  it('then minutes, hours and days, rounded down', () => {
    assert.equal(shortRelativeTime(ago(60), now), '1m');
    assert.equal(shortRelativeTime(ago(3599), now), '59m');
    assert.equal(shortRelativeTime(ago(3600), now), '1h');
    assert.equal(shortRelativeTime(ago(86_399), now), '23h');
    assert.equal(shortRelativeTime(ago(86_400), now), '1d');
    assert.equal(shortRelativeTime(ago(364 * 86_400), now), '364d');
  });
  it('then years', () => {
    assert.equal(shortRelativeTime(ago(365 * 86_400), now), '1y');
    assert.equal(shortRelativeTime(ago(3 * 365 * 86_400 + 10), now), '3y');
  });
  it('a time in the future or no time at all is 0 s', () => {
    assert.deepEqual(relativeTime(ago(-30), now), { count: 0, unit: 's' });
    assert.deepEqual(relativeTime('not a date', now), { count: 0, unit: 's' });
  });
});
