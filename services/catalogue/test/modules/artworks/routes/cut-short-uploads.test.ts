import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cutShortMultipart } from '@art/testing';
import { multipart, storedState, validArtworkForm } from '../../../support/artwork-uploads.js';
import {
  type CatalogueTestContext,
  seedUser,
  startCatalogueTestApp,
  viewerHeaders,
} from '../../../support/test-app.js';

let t: CatalogueTestContext;
before(async () => {
  t = await startCatalogueTestApp('cut_short_uploads');
});
after(async () => {
  await t?.close();
});

const CUT_SHORT = {
  status: 'upload-cut-short',
  message: 'The upload was cut short. Please try again',
  code: 'upload-cut-short',
};

describe('an upload cut short mid-file is a 400 and changes nothing', () => {
  it('on the four artwork forms: studio and member uploads and edits', async () => {
    const artist = await seedUser(t.db, { role: 11 });
    const member = await seedUser(t.db, { role: 21 });
    const whole = async (url: string, headers: Record<string, string>) => {
      const form = await multipart(await validArtworkForm({ name: `Whole ${url}` }));
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: form.payload,
        headers: { ...headers, ...form.headers },
      });
      assert.equal(response.statusCode, 200, response.body);
      return t.db
        .selectFrom('artworks')
        .select('id')
        .where('slug', '=', response.json().data.productSlug)
        .executeTakeFirstOrThrow();
    };
    const studioWork = await whole('/api/artwork/upload', viewerHeaders(artist.id, 11));
    const memberWork = await whole('/api/user/art/upload', viewerHeaders(member.id, 21));
    const before = await storedState(t);
    const routes: [method: 'POST' | 'PUT', url: string, headers: Record<string, string>][] = [
      ['POST', '/api/artwork/upload', viewerHeaders(artist.id, 11)],
      ['POST', '/api/user/art/upload', viewerHeaders(member.id, 21)],
      ['PUT', `/api/artwork/edit/${studioWork.id}`, viewerHeaders(artist.id, 11)],
      ['PUT', `/api/user/art/edit/${memberWork.id}`, viewerHeaders(member.id, 21)],
    ];
    for (const [method, url, headers] of routes) {
      const form = await cutShortMultipart(await validArtworkForm({ name: 'Cut short' }));
      const response = await t.app.inject({
        method,
        url,
        payload: form.payload,
        headers: { ...headers, ...form.headers },
      });
      assert.equal(response.statusCode, 400, `${method} ${url}: ${response.body}`);
      assert.deepEqual(response.json(), CUT_SHORT, `${method} ${url}`);
    }
    assert.deepEqual(await storedState(t), before);
  });
});
