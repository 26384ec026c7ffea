import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { PasswordChanged, UserVerified, VerificationRequested } from '@art/contracts';
import { envelopeOf, publishEnvelope } from '../../support/events.js';
import { mailingSuite } from '../../support/mailing-suite.js';
import { address } from '../../support/test-config.js';

describe('each mail in its recipient’s language', () => {
  const t = mailingSuite([{ stream: 'IDENTITY', subjectRoot: 'identity' }]);

  it('writes in Nepali to a member whose identity answer says ne, in English to one without a language', async () => {
    const nepali = address('lang-ne');
    const english = address('lang-none');
    const ne = t.identity.addPerson({ name: 'सीता श्रेष्ठ', email: nepali, language: 'ne' });
    const none = t.identity.addPerson({ name: 'Kamala Bhatta', email: english });
    await publishEnvelope(t.app.bus, envelopeOf(PasswordChanged, { userId: ne }));
    await publishEnvelope(t.app.bus, envelopeOf(PasswordChanged, { userId: none }));

    const inNepali = await t.sink.waitForMail(nepali);
    assert.equal(inNepali.subject, 'तपाईंको कला बजार पासवर्ड परिवर्तन भयो');
    assert.match(inNepali.text, /^नमस्ते सीता श्रेष्ठ,/);
    assert.match(inNepali.text, /तुरुन्तै नयाँ पासवर्ड छान्नुहोस्:\nhttp:\/\/art\.test\/resetpassword/);
    assert.doesNotMatch(inNepali.text, /Hello|was changed|choose a new password/);
    assert.match(inNepali.html, /<html lang="ne">/);

    const inEnglish = await t.sink.waitForMail(english);
    assert.equal(inEnglish.subject, 'Your Art Marketplace password was changed');
    assert.match(inEnglish.text, /^Hello Kamala Bhatta,/);
    assert.match(inEnglish.html, /<html lang="en">/);
  });

  it('reads the language with the code, and writes English for a language it does not write', async () => {
    const chinese = address('lang-zh-code');
    const other = address('lang-fr-code');
    await publishEnvelope(
      t.app.bus,
      envelopeOf(
        VerificationRequested,
        t.identity.addCode({ name: 'Li Wei', email: chinese, language: 'zh' }, '246810'),
      ),
    );
    await publishEnvelope(
      t.app.bus,
      envelopeOf(VerificationRequested, t.identity.addCode({ name: 'Marie', email: other, language: 'fr' }, '135791')),
    );
    const inChinese = await t.sink.waitForMail(chinese);
    assert.equal(inChinese.subject, '您的艺术市场验证码');
    assert.match(inChinese.text, /您的验证码是 246810。/);
    const inEnglish = await t.sink.waitForMail(other);
    assert.equal(inEnglish.subject, 'Your Art Marketplace verification code');
    assert.match(inEnglish.text, /Your verification code is 135791\./);
  });

  it('asks identity for the language only when the event named the address, English once the member is gone', async () => {
    const nepali = address('lang-welcome-ne');
    const gone = address('lang-welcome-gone');
    const member = t.identity.addPerson({
      name: 'ignored: the event names the member',
      email: 'x@example.test',
      language: 'ne',
    });
    await publishEnvelope(t.app.bus, envelopeOf(UserVerified, { userId: member, name: 'गीता गुरुङ', email: nepali }));
    await publishEnvelope(
      t.app.bus,
      envelopeOf(UserVerified, { userId: randomUUID(), name: 'Gita Gurung', email: gone }),
    );

    const welcome = await t.sink.waitForMail(nepali);
    assert.equal(welcome.subject, 'कला बजारमा स्वागत छ');
    assert.match(welcome.text, /^नमस्ते गीता गुरुङ,/, 'the name and address are still the event’s');
    assert.ok(t.identity.calls.includes(`/internal/users/${member}/recipient`));

    const english = await t.sink.waitForMail(gone);
    assert.equal(english.subject, 'Welcome to Art Marketplace');
  });
});
