import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { options } from 'preact';
import { effectChannel } from '../startup/effectTiming.js';

describe('effect timing on Preact', () => {
  // An open port keeps Node running; in the browser the page's lifetime ends it.
  after(() => effectChannel.port1.close());

  it('runs the flush Preact hands over in a task after the call, not synchronously', async () => {
    assert.equal(typeof options.requestAnimationFrame, 'function');
    let runs = 0;
    options.requestAnimationFrame?.(() => {
      runs += 1;
    });
    assert.equal(runs, 0, 'the flush waits for the commit to finish');
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(runs, 1);
  });

  it('runs each scheduled flush once', async () => {
    const seen: string[] = [];
    options.requestAnimationFrame?.(() => seen.push('first'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    options.requestAnimationFrame?.(() => seen.push('second'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(seen, ['first', 'second']);
  });
});
