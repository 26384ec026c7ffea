import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isMailKind, renderMail } from '../../src/mail/mail-kinds.js';

describe('mail templates', () => {
  it('puts the verification code in text and HTML', () => {
    const mail = renderMail('verification-code', { name: 'Sita', code: '123456', expiresInMinutes: 1 });
    assert.match(mail.text, /Your verification code is 123456\./);
    assert.match(mail.text, /expires in 1 minute\./);
    assert.match(mail.html, />123456</);
  });

  it('links to the reset page and escapes the link in HTML', () => {
    const mail = renderMail('password-reset', {
      name: 'Ram',
      resetUrl: 'http://art.test/resetpassword/a"b',
      expiresInMinutes: 60,
    });
    assert.match(mail.text, /http:\/\/art\.test\/resetpassword\/a"b/);
    assert.match(mail.html, /href="http:\/\/art\.test\/resetpassword\/a&quot;b"/);
  });

  it('never lets a name become markup', () => {
    const mail = renderMail('welcome', { name: '<script>x</script>', marketplaceUrl: 'http://art.test/' });
    assert.doesNotMatch(mail.html, /<script>/);
    assert.match(mail.html, /&lt;script&gt;/);
  });

  it('greets without a name when there is none, and keeps Devanagari names as they are', () => {
    assert.match(renderMail('welcome', { name: '  ', marketplaceUrl: 'http://art.test/' }).text, /^Hello,/);
    assert.match(
      renderMail('welcome', { name: 'सीता श्रेष्ठ', marketplaceUrl: 'http://art.test/' }).text,
      /^Hello सीता श्रेष्ठ,/,
    );
  });

  it('quotes the studio request message only when there is one', () => {
    assert.doesNotMatch(renderMail('studio-request-received', { name: 'Hari', message: ' ' }).text, /Your message/);
    assert.match(
      renderMail('studio-request-received', { name: 'Hari', message: 'line 1\nline 2' }).text,
      /> line 1\n> line 2/,
    );
  });

  it('knows its kinds', () => {
    assert.ok(isMailKind('welcome'));
    assert.ok(!isMailKind('toString'));
  });

  it('writes an inquiry for the studio or support, never letting the buyer’s text become markup', () => {
    const props = {
      kind: 'artwork' as const,
      name: '<b>Gita</b>',
      email: 'gita@example.test',
      phone: '',
      message: '<script>alert(1)</script>',
      art: '',
      artist: 'Sita',
      artImage: 'javascript:alert(1)',
    };
    const studio = renderMail('inquiry-studio', { audience: 'studio', ...props });
    assert.equal(studio.subject, 'New inquiry on Art Marketplace');
    assert.match(studio.text, /interested in your artwork/);
    assert.doesNotMatch(studio.text, /Phone:/, 'an empty detail is left out');
    assert.doesNotMatch(studio.html, /<script>|<b>Gita|<img/);
    const support = renderMail('inquiry-support', { audience: 'support', ...props });
    assert.match(support.text, /from an artwork page/);
    assert.ok(isMailKind('inquiry-support'));
  });
});
