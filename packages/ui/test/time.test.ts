import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dateTimeFormat, formatDate, formatDateTime, formatTimeAgo, timeAgo } from '../src/time/index.js';

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

describe('dates in full', () => {
  const moment = '2026-03-01T14:05:00Z';
  it('gives the day and the time, or the day alone, in the language asked for', () => {
    assert.match(formatDateTime(moment, 'en-US'), /Mar 1, 2026/);
    assert.match(formatDateTime(moment, 'en-US'), /\d{1,2}:05/);
    assert.match(formatDate(moment, 'en-US'), /^Mar 1, 2026$/);
    assert.match(formatDate(moment, 'zh-CN'), /2026/);
    assert.match(formatDate(moment, 'ne-NP-u-nu-deva'), /२०२६/);
  });
  it('gives nothing for a time that is not one', () => {
    assert.equal(formatDateTime('not a date', 'en-US'), '');
    assert.equal(formatDate('', 'en-US'), '');
  });
  it('makes one formatter per locale and style, not one per call', () => {
    const first = dateTimeFormat('en-US', { dateStyle: 'medium' });
    assert.equal(dateTimeFormat('en-US', { dateStyle: 'medium' }), first);
    assert.notEqual(dateTimeFormat('zh-CN', { dateStyle: 'medium' }), first);
    assert.notEqual(dateTimeFormat('en-US', { dateStyle: 'long' }), first);
  });
});
