// The operator's second step, the recovery codes, a suspended member's refusal and appeal: what
// each puts on the page (react-dom/server inside the shell's providers) and the rules behind them.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderWithShell, tagOf, textOf } from '@art/ui/testing';
import { AppealForm } from '../Components/auth/AppealForm.js';
import { RecoveryCodes } from '../Components/auth/RecoveryCodes.js';
import { SecondFactorForm } from '../Components/auth/SecondFactorForm.js';
import { SuspendedNotice } from '../Components/auth/SuspendedNotice.js';
import { APPEAL_MAX, appealErrors } from '../lib/appeal.js';
import { groupedSecret, isSecondFactorCode, normaliseSecondFactorCode } from '../lib/secondFactor.js';

const ignore = () => {};
const step = {
  status: 'second-factor' as const,
  message: 'Enter the 6-digit code from your authenticator app',
  challenge: 'ch-1',
  expiresIn: 300,
};

describe('SecondFactorForm', () => {
  it('asks for the code, labelled, typed for one-time codes, with a way back', () => {
    const html = renderWithShell(<SecondFactorForm step={step} onRestart={ignore} />);
    assert.match(textOf(html), /Enter the 6-digit code from your authenticator app/);
    assert.match(html, /<label for="([^"]+)"[^>]*>Code<\/label><input id="\1"/);
    const field = tagOf(html, 'second-factor-code');
    assert.match(field, /autoComplete="one-time-code"/);
    assert.match(field, /inputMode="numeric"/);
    assert.match(html, /data-testid="second-factor-submit">Verify<\/button>/);
    assert.match(textOf(html), /Sign in again/);
    assert.doesNotMatch(html, /second-factor-enrolment/);
  });
  it('at the first sign-in shows the key to add to an authenticator app, grouped, and its otpauth link', () => {
    const html = renderWithShell(
      <SecondFactorForm
        step={{
          ...step,
          enrolment: {
            secret: 'JBSWY3DPEHPK3PXP',
            otpauthUri: 'otpauth://totp/Art%20Marketplace:asha?secret=JBSWY3DPEHPK3PXP&issuer=Art%20Marketplace',
          },
        }}
        onRestart={ignore}
      />,
    );
    assert.match(textOf(html), /Set up your authenticator app/);
    assert.match(html, /data-testid="second-factor-secret">JBSW Y3DP EHPK 3PXP<\/code>/);
    assert.match(
      html,
      /<a href="otpauth:\/\/totp\/Art%20Marketplace:asha\?secret=JBSWY3DPEHPK3PXP&amp;issuer=Art%20Marketplace">/,
    );
  });
});

describe('RecoveryCodes', () => {
  it('shows every code once, says so, and continues only once they are saved', () => {
    const codes = ['AB12-CD34', 'EF56-GH78'];
    const html = renderWithShell(<RecoveryCodes codes={codes} onContinue={ignore} />);
    assert.match(textOf(html), /Your recovery codes/);
    for (const code of codes) assert.match(html, new RegExp(`<code>${code}</code>`));
    assert.match(textOf(html), /They are shown only now/);
    assert.match(html, /<input type="checkbox"/);
    assert.match(tagOf(html, 'recovery-continue'), /disabled/);
    assert.match(tagOf(html, 'recovery-codes'), /tabindex="-1"/);
  });
});

describe('a suspended member', () => {
  it('is told why sign-in was refused, as an alert, with the way to appeal', () => {
    const html = renderWithShell(
      <SuspendedNotice message="Your account has been suspended: Selling fakes" onAppeal={ignore} />,
    );
    assert.match(tagOf(html, 'login-suspended'), /role="alert"/);
    assert.match(textOf(html), /Your account is suspended Your account has been suspended: Selling fakes/);
    assert.match(html, /data-testid="login-appeal">Appeal the suspension<\/button>/);
  });
  it('appeals with the account’s e-mail and password and a text', () => {
    const html = renderWithShell(<AppealForm initialEmail="bikash@example.com" onGoBack={ignore} />);
    assert.match(html, /<input id="[^"]+"[^>]*type="email"[^>]*value="bikash@example.com"/);
    assert.match(html, /<label for="([^"]+)"[^>]*>Password<\/label><input id="\1"[^>]*type="password"/);
    assert.match(html, /<label[^>]*>Why should the suspension be lifted\?<\/label>/);
    assert.match(html, new RegExp(`maxLength="${APPEAL_MAX}"`));
    assert.match(html, /data-testid="appeal-submit">Send appeal<\/button>/);
  });
});

describe('the rules', () => {
  it('take the app’s code with spaces and a recovery code in any case', () => {
    assert.equal(normaliseSecondFactorCode(' 123 456 '), '123456');
    assert.ok(isSecondFactorCode('123456'));
    assert.ok(isSecondFactorCode(normaliseSecondFactorCode('ab12-cd34')));
    assert.ok(!isSecondFactorCode('12345'));
    assert.ok(!isSecondFactorCode(''));
  });
  it('group the key by four', () => {
    assert.equal(groupedSecret('JBSWY3DPEHPK3PXP'), 'JBSW Y3DP EHPK 3PXP');
  });
  it('ask an appeal for the e-mail, the password and a text within the limit', () => {
    assert.deepEqual(appealErrors({ email: '', password: '', text: ' ' }), {
      email: 'register.emailEmpty',
      password: 'register.passwordEmpty',
      text: 'appeal.textEmpty',
    });
    assert.deepEqual(appealErrors({ email: 'a@b.c', password: 'x', text: 'Hacked' }), {});
    assert.equal(appealErrors({ email: 'a@b.c', password: 'x', text: 'x'.repeat(2001) }).text, 'appeal.textTooLong');
  });
});
