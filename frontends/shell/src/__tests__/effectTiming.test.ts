import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { options } from 'preact';
import { effectChannel } from '../startup/effectTiming.js';

// Each flush is awaited until it runs rather than for a fixed time: on a busy machine a message
// task can come later than any fixed wait, and the order of the runs is what matters.
const WITHIN = { timeout: 10_000 };

function scheduleFlush(run: () => void): Promise<void> {
  return new Promise((resolve) => {
    options.requestAnimationFrame?.(() => {
      run();
      resolve();
    });
  });
}

describe('effect timing on Preact', () => {
  // An open port keeps Node running; in the browser the page's lifetime ends it.
  after(() => effectChannel.port1.close());

  it('runs the flush Preact hands over in a task after the call, not synchronously', WITHIN, async () => {
    assert.equal(typeof options.requestAnimationFrame, 'function');
    let runs = 0;
    const flushed = scheduleFlush(() => {
      runs += 1;
    });
    assert.equal(runs, 0, 'the flush waits for the commit to finish');
    await flushed;
    assert.equal(runs, 1);
  });

  it('runs each scheduled flush once', WITHIN, async () => {
    const seen: string[] = [];
    await scheduleFlush(() => seen.push('first'));
    await scheduleFlush(() => seen.push('second'));
    // Messages arrive in order: a repeat of the first two would have run before this one.
    await scheduleFlush(() => seen.push('last'));
    assert.deepEqual(seen, ['first', 'second', 'last']);
  });
});
