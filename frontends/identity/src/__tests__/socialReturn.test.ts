import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readSocialReturn } from '../lib/socialReturn.js';
import { en } from '../locales/en.js';
import { ne } from '../locales/ne.js';
import { zh } from '../locales/zh.js';

describe('readSocialReturn (what the callback put in /login’s fragment)', () => {
  it('reads the one-time code of a finished sign-in', () => {
    const code = 'a'.repeat(43);
    assert.deepEqual(readSocialReturn(`#social=${code}`), { kind: 'session', code });
  });

  it('reads a refusal with its provider', () => {
    assert.deepEqual(readSocialReturn('#social-error=denied&provider=google'), {
      kind: 'refused',
      refusal: 'denied',
      provider: 'google',
    });
    assert.deepEqual(readSocialReturn('#social-error=state&provider=facebook'), {
      kind: 'refused',
      refusal: 'state',
      provider: 'facebook',
    });
  });

  it('keeps an unknown code or provider as null (told as the general failure) and ignores other fragments', () => {
    assert.deepEqual(readSocialReturn('#social-error=<script>&provider=myspace'), {
      kind: 'refused',
      refusal: null,
      provider: null,
    });
    assert.equal(readSocialReturn(''), null);
    assert.equal(readSocialReturn('#_=_'), null);
    assert.equal(readSocialReturn('#social=short'), null);
  });
});

describe('the refusals’ texts', () => {
  it('exist in every language for every code, and name the provider', () => {
    for (const [language, strings] of Object.entries({ en, ne, zh })) {
      assert.deepEqual(
        Object.keys(strings.login.socialError).sort(),
        Object.keys(en.login.socialError).sort(),
        language,
      );
      for (const code of ['denied', 'email', 'failed', 'unavailable'] as const) {
        assert.match(strings.login.socialError[code], /\{\{provider\}\}/, `${language} ${code}`);
      }
    }
  });
});
