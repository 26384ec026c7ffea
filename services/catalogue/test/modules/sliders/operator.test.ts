import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { OperatorSlide } from '@art/contracts';
import { USER_SECOND_FACTOR_HEADER } from '@art/kit';
import { bucketKeys, multipart, outboxEvents, pngImage, textAsPng } from '../../support/artwork-uploads.js';
import { type CatalogueTestContext, seedUser, startCatalogueTestApp, viewerHeaders } from '../../support/test-app.js';

const OPERATOR_ID = '00000000-0000-4000-8000-000000000003';
const OPERATOR: Record<string, string> = { ...viewerHeaders(OPERATOR_ID, 2), [USER_SECOND_FACTOR_HEADER]: '1' };

describe('operators: home slides', () => {
  let t: CatalogueTestContext;
  let studio: { slug: string; name: string };

  before(async () => {
    t = await startCatalogueTestApp('slide_operators');
    studio = await seedUser(t.db, { name: 'Hari Shrestha', slug: 'hari-shrestha' });
    // A slide as the seed writes it, from before the console: no id, no explicit flag.
    await t.db
      .insertInto('sliders')
      .values({
        name: 'home-slider',
        slides: JSON.stringify([
          {
            imageMain: '/media/a.webp',
            thumbnail: '/media/a-t.webp',
            title: 'Seeded',
            linkArtist: { name: '', slug: '' },
          },
        ]),
      })
      .execute();
  });
  after(async () => {
    await t?.close();
  });

  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers = OPERATOR,
  ) => {
    const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return { code: response.statusCode, body: response.json() };
  };
  const home = async () =>
    ((await t.app.inject({ method: 'GET', url: '/api/slider/home-slider' })).json().slides as { title: string }[]).map(
      (slide) => slide.title,
    );
  const uploadImage = async (id: string, image: Buffer, name: string, headers = OPERATOR) => {
    const form = await multipart([['image', image, name]]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/operator/slides/${id}/image`,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
    return { code: response.statusCode, body: response.json() };
  };

  it('refuses everyone but an operator with the second factor', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/operator/slides' })).statusCode, 401);
    const member = await call('POST', '/api/operator/slides', { title: 'X' }, viewerHeaders(OPERATOR_ID, 25));
    assert.equal(member.code, 403);
    const bare = await call('POST', '/api/operator/slides', { title: 'X' }, viewerHeaders(OPERATOR_ID, 2));
    assert.equal(bare.body.status, 'second-factor-required');
    assert.deepEqual(await home(), ['Seeded']);
  });

  it('lists the seeded slide with an id it keeps, then creates one shown on the home page once it has a picture', async () => {
    const first = await call('GET', '/api/operator/slides');
    assert.equal(first.code, 200);
    const [seeded] = first.body.message as OperatorSlide[];
    assert.ok(seeded?._id);
    assert.equal((await call('GET', '/api/operator/slides')).body.message[0]._id, seeded?._id);

    const created = await call('POST', '/api/operator/slides', {
      title: 'Masks of Bhaktapur',
      artistSlug: studio.slug,
      explicit: true,
      position: 0,
    });
    assert.equal(created.code, 200, JSON.stringify(created.body));
    const slide = created.body.message as OperatorSlide;
    assert.deepEqual(slide.linkArtist, { name: 'Hari Shrestha', slug: 'hari-shrestha' });
    assert.equal(slide.position, 0);
    assert.equal(slide.explicit, true);
    assert.deepEqual(await home(), ['Seeded']);

    const uploaded = await uploadImage(slide._id, await pngImage(1600, 600), 'masks.png');
    assert.equal(uploaded.code, 200, JSON.stringify(uploaded.body));
    assert.match(uploaded.body.message.imageMain, /\/slides\/.+-large\.webp$/);
    assert.deepEqual(await home(), ['Masks of Bhaktapur', 'Seeded']);
    const shown = (await t.app.inject({ method: 'GET', url: '/api/slider/home-slider' })).json().slides[0];
    assert.equal(shown.explicit, true);
    assert.equal(shown._id, slide._id);

    const events = await outboxEvents(t, 'catalogue.slide.changed');
    assert.deepEqual(
      events.map((event) => event.data.change),
      ['created', 'updated'],
    );
    assert.equal(events[0]?.actor.userId, OPERATOR_ID);
    assert.equal(events[1]?.data.before.imageMain, '');
    assert.equal(events[1]?.data.after.imageMain, uploaded.body.message.imageMain);
  });

  it('moves, retitles and unmarks a slide; refuses bad words and bad files without changing anything', async () => {
    const [masks] = (await call('GET', '/api/operator/slides')).body.message as OperatorSlide[];
    const moved = await call('PATCH', `/api/operator/slides/${masks?._id}`, {
      position: 1,
      title: 'Masks',
      explicit: false,
    });
    assert.equal(moved.code, 200);
    assert.equal(moved.body.message.position, 1);
    assert.deepEqual(await home(), ['Seeded', 'Masks']);

    const slider = async () => (await t.db.selectFrom('sliders').select('slides').executeTakeFirstOrThrow()).slides;
    const state = { slides: await slider(), events: (await outboxEvents(t, 'catalogue.slide.changed')).length };
    const keys = await bucketKeys(t);
    const cases: [Promise<{ code: number; body: { status: string } }>, number, string][] = [
      [call('POST', '/api/operator/slides', { title: ' ' }), 400, 'title-required'],
      [call('POST', '/api/operator/slides', { title: 'A', artistSlug: 'nobody' }), 400, 'artist-unknown'],
      [call('PATCH', `/api/operator/slides/${masks?._id}`, { title: '' }), 400, 'title-required'],
      [call('PATCH', '/api/operator/slides/00000000-0000-4000-8000-00000000dead', { title: 'A' }), 404, 'not-found'],
      [uploadImage(masks?._id as string, textAsPng, 'x.png'), 415, 'validate-error'],
      [uploadImage('00000000-0000-4000-8000-00000000dead', await pngImage(), 'x.png'), 404, 'not-found'],
    ];
    for (const [answer, code, status] of cases) {
      const { code: got, body } = await answer;
      assert.equal(got, code, JSON.stringify(body));
      assert.equal(body.status, status);
    }
    assert.deepEqual(await slider(), state.slides);
    assert.equal((await outboxEvents(t, 'catalogue.slide.changed')).length, state.events);
    assert.deepEqual(await bucketKeys(t), keys);
  });

  it('deletes a slide: gone from the home page, its own picture removed, the event written', async () => {
    const slides = (await call('GET', '/api/operator/slides')).body.message as OperatorSlide[];
    const masks = slides.find((slide) => slide.title === 'Masks') as OperatorSlide;
    const deleted = await call('DELETE', `/api/operator/slides/${masks._id}`);
    assert.equal(deleted.code, 200);
    assert.deepEqual(await home(), ['Seeded']);
    assert.ok(!(await bucketKeys(t)).some((key) => key.startsWith('slides/')));
    const last = (await outboxEvents(t, 'catalogue.slide.changed')).at(-1);
    assert.equal(last?.data.change, 'deleted');
    assert.equal(last?.data.before.title, 'Masks');
    assert.equal(last?.data.after, null);
    assert.equal((await call('DELETE', `/api/operator/slides/${masks._id}`)).code, 404);
  });
});
