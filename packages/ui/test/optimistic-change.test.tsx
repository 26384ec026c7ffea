// useOptimisticChange's `cancel`: a read of the changed data already on its way when the change
// starts (a refetch) must not answer over the change and show the state before it.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError } from '@art/sdk';
import type { OptimisticChange } from '@art/ui/refusals';
import { renderWithShell } from '@art/ui/testing';
import { QueryClient, QueryObserver } from '@tanstack/react-query';

// Loaded after '@art/ui/testing' has started i18next: the entry adds its words to it as it loads.
const { useOptimisticChange } = await import('@art/ui/refusals');

type Like = { liked: boolean };
type Deferred<T> = { promise: Promise<T>; resolve(value: T): void; reject(error: unknown): void };

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Lets every promise and timer due now run (a read's answer, its going into the cache). */
const settled = () => new Promise((done) => setTimeout(done, 0));

const KEY = ['test', 'like', 'a1'] as const;

/**
 * A control's like as a page holds it: a QueryClient with the like read as not liked and a
 * component watching it, whose read again (a refetch) is on its way; each read answers when the
 * test says so (`reads`). `run` is the control's useOptimisticChange.
 */
function likeOnAPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData<Like>(KEY, { liked: false });
  const reads: Deferred<Like>[] = [];
  const watcher = new QueryObserver<Like>(client, {
    queryKey: KEY,
    queryFn: () => {
      const read = deferred<Like>();
      reads.push(read);
      return read.promise;
    },
  });
  // Subscribing to stale data reads it again, as a page shown again does.
  const stop = watcher.subscribe(() => {});
  let run: ReturnType<typeof useOptimisticChange> | undefined;
  function Control() {
    run = useOptimisticChange();
    return null;
  }
  renderWithShell(<Control />, { client });
  assert.ok(run);
  assert.equal(reads.length, 1, 'a read is on its way before the change');
  const shown = () => watcher.getCurrentResult().data;
  const like = (commit: () => Promise<Like>, cancel?: OptimisticChange<Like>['cancel']): OptimisticChange<Like> => ({
    cancel,
    apply: () => client.setQueryData<Like>(KEY, { liked: true }),
    commit,
    rollback: () => client.setQueryData<Like>(KEY, { liked: false }),
    settle: (answer) => client.setQueryData<Like>(KEY, answer),
  });
  return { client, reads, shown, stop, run: run as NonNullable<typeof run>, like };
}

describe('useOptimisticChange with cancel', () => {
  it('without it, a read on its way when the change starts answers over the change (the race)', async () => {
    const page = likeOnAPage();
    const server = deferred<Like>();
    const done = page.run(page.like(() => server.promise));
    assert.deepEqual(page.shown(), { liked: true });
    page.reads[0].resolve({ liked: false });
    await settled();
    assert.deepEqual(page.shown(), { liked: false }, 'the late answer shows the state before the like');
    server.resolve({ liked: true });
    assert.equal(await done, true);
    page.stop();
  });

  it('calls off a read on its way, so it cannot answer over the change; it is read again after', async () => {
    const page = likeOnAPage();
    const server = deferred<Like>();
    const done = page.run(page.like(() => server.promise, [['test', 'like']]));
    await settled();
    assert.deepEqual(page.shown(), { liked: true });
    page.reads[0].resolve({ liked: false });
    await settled();
    assert.deepEqual(page.shown(), { liked: true }, 'the called-off read does not show the state before the like');
    assert.equal(page.reads.length, 1, 'not read again while the server has not answered');
    server.resolve({ liked: true });
    assert.equal(await done, true);
    await settled();
    assert.equal(page.reads.length, 2, 'the called-off read is asked again once the change is over');
    page.reads[1].resolve({ liked: true });
    await settled();
    assert.deepEqual(page.shown(), { liked: true });
    page.stop();
  });

  it('still rolls the change back when the server refuses it', async () => {
    const page = likeOnAPage();
    const refused = new ApiError({
      status: 'forbidden',
      httpStatus: 403,
      messages: ['no'],
      body: { status: 'forbidden', message: 'no' },
    });
    const errors = console.error;
    console.error = () => {};
    try {
      const done = page.run(page.like(() => Promise.reject(refused), [KEY]));
      page.reads[0].resolve({ liked: true });
      assert.equal(await done, false);
      assert.deepEqual(page.shown(), { liked: false }, 'rolled back, not the called-off answer');
    } finally {
      console.error = errors;
    }
    page.stop();
  });
});
