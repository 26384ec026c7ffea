import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { UserBlocked, UserUnblocked } from '@art/contracts';
import { envelopeOf, publish } from '@art/testing';
import { insertArtwork } from '../../support/artworks.js';
import { type CatalogueTestContext, seedUser, startCatalogueTestApp, viewerHeaders } from '../../support/test-app.js';

/**
 * A block takes effect on the catalogue's listings within a second of social's event: nothing is
 * cached for a viewer with a block, so the projection's commit is the change. The lag is measured
 * from the publish (what social's outbox relay does right after the block's commit) to the first
 * listing answer without the other party's work, and printed for docs/benchmarks.md.
 */
let t: CatalogueTestContext;
before(async () => {
  t = await startCatalogueTestApp('block_lag');
});
after(async () => {
  await t?.close();
});

const POLL_MS = 5;

async function lagUntil(what: string, viewerId: string, artworkId: string, shown: boolean, send: () => Promise<void>) {
  const listed = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/products/category/all',
      headers: viewerHeaders(viewerId, 21),
    });
    return response.body.includes(artworkId);
  };
  assert.equal(await listed(), !shown, `before ${what}`);
  const started = performance.now();
  await send();
  while ((await listed()) !== shown) {
    if (performance.now() - started > 5000) assert.fail(`${what} did not reach the listing in 5 s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return performance.now() - started;
}

test('a block published on the bus leaves the blocker’s works out of the blocked member’s gallery within a second', async (context) => {
  const lags: number[] = [];
  for (let round = 0; round < 10; round += 1) {
    const blocker = await seedUser(t.db, { role: 11 });
    const member = await seedUser(t.db, { role: 21 });
    const artwork = await insertArtwork(t.db, { authorId: blocker.id, name: `Round ${round}` });
    // As an upload does: the cached pages go stale.
    await t.app.catalogueCache.invalidateArtworks();
    // The blocked member's gallery is warm in the cache, with the blocker's work in it.
    const lag = await lagUntil('the block', member.id, artwork.id, false, () =>
      publish(t.app.bus, envelopeOf(UserBlocked, { blockerId: blocker.id, blockedId: member.id })),
    );
    lags.push(lag);
    const lifted = await lagUntil('the unblock', member.id, artwork.id, true, () =>
      publish(t.app.bus, envelopeOf(UserUnblocked, { blockerId: blocker.id, blockedId: member.id })),
    );
    assert.ok(lifted < 1000, `an unblock took ${lifted} ms`);
  }
  const sorted = [...lags].sort((a, b) => a - b);
  context.diagnostic(
    `block → listing change: median ${sorted[5].toFixed(0)} ms, max ${sorted[9].toFixed(0)} ms over 10 blocks (publish of social.user.blocked to the first gallery answer without the blocker's work, polled every ${POLL_MS} ms)`,
  );
  assert.ok(sorted[9] < 1000, `a block took ${sorted[9]} ms to reach the listing`);
});
