import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  AccountReinstated,
  AccountSuspended,
  AppealRejected,
  ContentHidden,
  MemberWarned,
  ReportResolved,
  StudioRequestRejected,
  UserBecameArtist,
} from '@art/contracts';
import { USER_ID_HEADER, USER_ROLE_HEADER } from '@art/kit';
import { processed } from '@art/testing';
import { MODERATION_DURABLE } from '../../../src/consumers.js';
import { MODERATION_MESSAGES } from '../../../src/modules/notifications/handlers/moderation.js';
import { STUDIO_APPROVED_MESSAGE } from '../../../src/modules/notifications/handlers/studio-outcome.js';
import { envelopeOf, publishEnvelope } from '../../support/events.js';
import { storedNotifications } from '../../support/mailing-app.js';
import { mailingSuite } from '../../support/mailing-suite.js';
import { address, TEST_INTERNAL_TOKEN } from '../../support/test-config.js';

/**
 * Moderation's decisions told to the people concerned, through the bus, with the mails read back
 * from the sink: studio approved and rejected (notification and mail), content hidden and warnings
 * (notification with the reason), suspension and its lifting (mails), reports resolved (each
 * reporter, with the outcome only).
 */
describe('moderation’s decisions become notifications and mails', () => {
  const t = mailingSuite([
    { stream: 'MODERATION', subjectRoot: 'moderation' },
    { stream: 'IDENTITY', subjectRoot: 'identity' },
  ]);

  const views = async (userId: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/all',
      headers: { [USER_ID_HEADER]: userId, [USER_ROLE_HEADER]: '21', 'x-internal-token': TEST_INTERNAL_TOKEN },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().message as { message: string; kind?: string; detail?: string | null; sender: unknown }[];
  };

  async function handled(envelope: ReturnType<typeof envelopeOf>) {
    await publishEnvelope(t.app.bus, envelope);
    await processed(t.app.db, MODERATION_DURABLE, envelope.id);
  }

  it('an approved studio: a notification and the mail “Your studio has been approved”', async () => {
    const to = address('approved');
    const userId = t.identity.addPerson({ name: 'Ram Bahadur', email: to });
    await publishEnvelope(t.app.bus, envelopeOf(UserBecameArtist, { userId, role: 11, via: 'studio-request' }));
    const mail = await t.sink.waitForMail(to);
    assert.equal(mail.subject, 'Your studio has been approved');
    assert.match(mail.text, /Hello Ram Bahadur/);
    assert.match(mail.text, /http:\/\/art\.test\/upload/);
    const [view] = await views(userId);
    assert.equal(view?.message, STUDIO_APPROVED_MESSAGE);
    assert.equal(view?.kind, 'studio-approved');
  });

  it('a rejected studio request: the reason in a notification and in a mail', async () => {
    const to = address('rejected');
    const userId = t.identity.addPerson({ name: 'Gita Rai', email: to });
    await handled(
      envelopeOf(StudioRequestRejected, { requestId: randomUUID(), userId, reason: 'Please show your own work' }),
    );
    const mail = await t.sink.waitForMail(to);
    assert.equal(mail.subject, 'Your studio request was not approved');
    assert.match(mail.text, /> Please show your own work/);
    const [view] = await views(userId);
    assert.deepEqual(
      [view?.kind, view?.detail, view?.message],
      ['studio-rejected', 'Please show your own work', MODERATION_MESSAGES.studioRejected('Please show your own work')],
    );
  });

  it('hidden content and a warning tell their member why, with no sender', async () => {
    const owner = randomUUID();
    await handled(
      envelopeOf(ContentHidden, {
        caseId: randomUUID(),
        targetType: 'artwork',
        targetId: randomUUID(),
        ownerId: owner,
        reason: 'Copied from another artist',
      }),
    );
    await handled(envelopeOf(MemberWarned, { caseId: null, userId: owner, reason: 'Be kind in comments' }));
    const rows = await storedNotifications(t.app, owner);
    assert.deepEqual(
      rows.map((row) => [row.kind, row.detail, row.sender_id]),
      [
        ['content-hidden', 'artwork:Copied from another artist', null],
        ['member-warned', 'Be kind in comments', null],
      ],
    );
    assert.equal(rows[0]?.message, 'Your artwork was hidden by the moderators: Copied from another artist');
  });

  it('a suspension, an appeal not granted and the lifting are mailed (the member cannot sign in), with the reason', async () => {
    const to = address('suspended');
    const userId = t.identity.addPerson({ name: 'Hari Karki', email: to });
    await handled(envelopeOf(AccountSuspended, { caseId: null, userId, reason: 'Repeated scams' }));
    const suspended = await t.sink.waitForMail(to);
    assert.equal(suspended.subject, 'Your Art Marketplace account has been suspended');
    assert.match(suspended.text, /> Repeated scams/);
    await handled(
      envelopeOf(AppealRejected, { appealId: randomUUID(), userId, reason: 'The sales were not delivered' }),
    );
    await handled(envelopeOf(AccountReinstated, { userId, reason: 'Appeal accepted' }));
    let mails = await t.sink.readMails(to);
    for (let tries = 0; mails.length < 3 && tries < 150; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      mails = await t.sink.readMails(to);
    }
    const lifted = mails.find((mail) => mail.subject === 'Your Art Marketplace account is active again');
    assert.ok(lifted, 'the lifting is mailed');
    const notGranted = mails.find((mail) => mail.subject === 'Your appeal was not granted');
    assert.ok(notGranted, 'the appeal not granted is mailed');
    assert.match(notGranted.text, /> The sales were not delivered/);
    assert.match(lifted.text, /http:\/\/art\.test\/login/);
    assert.deepEqual(await storedNotifications(t.app, userId), []);
  });

  it('each reporter is told the outcome once, never who decided; a redelivery tells nobody twice', async () => {
    const reporters = [randomUUID(), randomUUID()];
    const resolved = envelopeOf(ReportResolved, {
      caseId: randomUUID(),
      targetType: 'post',
      targetId: randomUUID(),
      outcome: 'hidden',
      reporterIds: [...reporters, reporters[0]!, 'not-a-member'],
    });
    await handled(resolved);
    await publishEnvelope(t.app.bus, resolved, `${resolved.id}-again`);
    await handled(envelopeOf(MemberWarned, { caseId: null, userId: randomUUID(), reason: 'settles the queue' }));
    for (const reporter of reporters) {
      const list = await views(reporter);
      assert.equal(list.length, 1);
      assert.deepEqual([list[0]?.kind, list[0]?.detail, list[0]?.sender], ['report-resolved', 'hidden', null]);
      assert.equal(list[0]?.message, MODERATION_MESSAGES.reportResolved.hidden);
    }
  });
});
