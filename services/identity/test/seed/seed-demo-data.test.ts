import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { isArtistRole, isUserRole } from '@art/contracts';
import { artistCodeHash } from '@art/contracts/artist-codes';
import { generate } from 'otplib';
import {
  GUESSABLE_DEMO_CODES,
  up as retireGuessableCodes,
} from '../../src/migrations/0008_retire_guessable_artist_codes.js';
import { newArtistCode } from '../../src/modules/secrets/codes.js';
import { DEMO_APPLICANTS } from '../../src/seed/demo-studio-requests.js';
import { DEMO_OPERATOR, DEMO_USERS } from '../../src/seed/demo-users.js';
import { seedDemoData } from '../../src/seed/seed-demo-data.js';
import { countRows, outboxEvents } from '../helpers/events.js';
import { startTestApp, type TestContext } from '../helpers/test-app.js';

let t: TestContext;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t?.close();
});

describe('seedDemoData', () => {
  it('adds verified artists and buyers through the repository, with one event each, and is idempotent', async () => {
    const first = await seedDemoData(t.app);
    const users = await countRows(t, 'users');
    const events = (await outboxEvents(t, 'identity.user.registered')).length;
    const second = await seedDemoData(t.app);
    assert.deepEqual(second, first);
    assert.equal(await countRows(t, 'users'), users);
    assert.equal((await outboxEvents(t, 'identity.user.registered')).length, events);
    // The members and artists, the demo operator and the members waiting for a studio.
    assert.equal(users, DEMO_USERS.length + 1 + DEMO_APPLICANTS.length);
    assert.equal(events, DEMO_USERS.length + 1 + DEMO_APPLICANTS.length);
    // Their requests wait in the operators' queue, sent once, with a picture each, by the event moderation reads.
    const requested = await outboxEvents(t, 'identity.studio.requested');
    assert.equal(requested.length, DEMO_APPLICANTS.length);
    for (const event of requested) {
      assert.equal(event.data.images.length, 1);
      assert.ok(event.data.images[0].keys.thumbnail);
    }
    assert.equal(await countRows(t, 'studio_requests'), DEMO_APPLICANTS.length);
    // The studios have a picture and a cover (made here, of their colours), told once by the
    // profile form's event: the second run left them as they were.
    const studioEmails = DEMO_USERS.filter((demo) => isArtistRole(demo.role)).map((demo) => demo.email);
    const studios = await t.db
      .selectFrom('users')
      .select(['email', 'picture', 'cover'])
      .where('email', 'in', studioEmails)
      .execute();
    assert.equal(studios.length, studioEmails.length);
    for (const studio of studios) {
      assert.match(studio.picture, /\/users\/.+\/picture\//, studio.email);
      assert.match(studio.cover, /\/users\/.+\/cover\//, studio.email);
    }
    assert.equal((await outboxEvents(t, 'identity.user.updated')).length, studioEmails.length);
    assert.match(first.operatorTotpSecret ?? '', /^[A-Z2-7]{16,}$/);

    assert.ok(first.demoUsers.some((u) => isArtistRole(u.role)));
    assert.ok(first.demoUsers.some((u) => isUserRole(u.role)));
    assert.ok(
      first.demoUsers.some((u) => /[\u0900-\u097F]/.test(u.name)),
      'one name in Devanagari',
    );
    assert.match(first.artistCode ?? '', /^KALA(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);

    for (const demo of first.demoUsers.filter((u) => u.email !== DEMO_OPERATOR.email)) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: demo.email, password: demo.password },
      });
      assert.equal(login.statusCode, 200, demo.email);
      const user = login.json().user;
      assert.equal(user.emailVerified, 'true');
      assert.equal(user.role, demo.role);
      assert.equal(user.verifiedArtist, isArtistRole(demo.role));
    }
    const ram = await t.db
      .selectFrom('users')
      .select('slug')
      .where('email', '=', 'ram.thapa@example.com')
      .executeTakeFirstOrThrow();
    assert.equal(ram.slug, 'ram-bahadur-thapa');

    // The operator signs in with the printed password and a code of the printed secret, enrolled already.
    const operator = first.demoUsers.find((u) => u.email === DEMO_OPERATOR.email)!;
    assert.equal(operator.role, 1);
    const step = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: operator.email, password: operator.password },
    });
    assert.equal(step.json().status, 'second-factor');
    assert.equal(step.json().enrolment, undefined);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/second-factor',
      payload: { challenge: step.json().challenge, code: await generate({ secret: first.operatorTotpSecret! }) },
    });
    assert.equal(session.statusCode, 200, session.body);
    assert.equal(session.json().user.role, 1);
  });

  it('prints the next unused artist code once one is used', async () => {
    const { artistCode } = await seedDemoData(t.app);
    await t.db
      .updateTable('artist_codes')
      .set({ used_at: new Date(), used_by: null })
      .where('code', '=', artistCode!)
      .execute();
    await t.db
      .updateTable('artist_codes')
      .set({ used_by: (await t.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id })
      .where('code', '=', artistCode!)
      .execute();
    const next = await seedDemoData(t.app);
    assert.notEqual(next.artistCode, artistCode);
  });
});

describe('artist codes', () => {
  it('are random: no two alike, and every character of a code varies on its own', () => {
    const codes = Array.from({ length: 500 }, newArtistCode);
    assert.equal(new Set(codes).size, codes.length);
    for (const code of codes) assert.match(code, /^KALA(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    // A pattern (a counter, a town, a year) would leave some positions fixed or nearly so.
    const body = codes.map((code) => code.slice(5).replaceAll('-', ''));
    for (let position = 0; position < 16; position++)
      assert.ok(new Set(body.map((code) => code[position])).size >= 24, `position ${position} barely varies`);
  });

  it('the seed never adds the old patterned codes, and the migration removes the unused ones', async () => {
    const seeded = await seedDemoData(t.app);
    assert.ok(!GUESSABLE_DEMO_CODES.includes(seeded.artistCode!));
    const someone = (await t.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    await t.db
      .insertInto('artist_codes')
      .values([
        { code: 'KALA-KTM-2081', code_hash: artistCodeHash('KALA-KTM-2081') },
        { code: 'KALA-PKR-2081', code_hash: artistCodeHash('KALA-PKR-2081'), used_by: someone, used_at: new Date() },
      ])
      .execute();
    await retireGuessableCodes(t.db);
    const left = await t.db
      .selectFrom('artist_codes')
      .select('code')
      .where('code', 'in', GUESSABLE_DEMO_CODES)
      .execute();
    assert.deepEqual(
      left.map((row) => row.code),
      ['KALA-PKR-2081'],
      'the used one stays as a record',
    );
  });
});
