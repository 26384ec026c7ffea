import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatTimeAgo, timeAgo } from '../src/time/index.js';

const now = Date.parse('2026-03-01T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('time ago', () => {
  it('is in the largest whole unit: seconds, minutes, hours, days under a year, years', () => {
    assert.deepEqual(timeAgo(ago(0), now), { count: 0, unit: 'second' });
    assert.deepEqual(timeAgo(ago(59), now), { count: 59, unit: 'second' });
    assert.deepEqual(timeAgo(ago(60), now), { count: 1, unit: 'minute' });
    assert.deepEqual(timeAgo(ago(3599), now), { count: 59, unit: 'minute' });
    assert.deepEqual(timeAgo(ago(3600), now), { count: 1, unit: 'hour' });
    assert.deepEqual(timeAgo(ago(86_399), now), { count: 23, unit: 'hour' });
    assert.deepEqual(timeAgo(ago(86_400), now), { count: 1, unit: 'day' });
    assert.deepEqual(timeAgo(ago(364 * 86_400), now), { count: 364, unit: 'day' });
    assert.deepEqual(timeAgo(ago(365 * 86_400), now), { count: 1, unit: 'year' });
    assert.deepEqual(timeAgo(ago(800 * 86_400), now), { count: 2, unit: 'year' });
  });
  it('calls the future and a non-date now', () => {
    assert.deepEqual(timeAgo(ago(-30), now), { count: 0, unit: 'second' });
    assert.deepEqual(timeAgo('not a date', now), { count: 0, unit: 'second' });
  });
  it('reads in the language asked for', () => {
    assert.equal(formatTimeAgo(ago(300), 'en-US', now), '5 minutes ago');
    assert.equal(formatTimeAgo(ago(0), 'en-US', now), 'now');
  });
});
