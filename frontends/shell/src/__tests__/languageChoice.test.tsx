// The language switch: the page changes at once; a member's account is told (PUT /api/user/language)
// so identity's mails come in it; a guest's choice stays in the page. The page's own fetch is the
// stand-in API, as in sessionRenewal.test.ts.

import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { addLanguageTexts, type Language, type SnackbarApi, SnackbarContext, type SnackType } from '@art/ui';
import { renderWithShell } from '@art/ui/testing';
import i18next from 'i18next';
import { LanguageSwitcher } from '../Components/LanguageSwitcher.js';
import { useLanguageChoice } from '../hooks/useLanguageChoice.js';
import { en } from '../i18n/locales/en.js';
import { ne } from '../i18n/locales/ne.js';
import { shellTexts } from '../i18n/shellTexts.js';

// As setupI18n does in the browser: English now, Nepali and Chinese when chosen.
addLanguageTexts(i18next, 'shell', shellTexts);

type Sent = { url: string; method: string; authorization: string | null; body: unknown };

/** Answers every call with `status` and `answer`, and keeps what was sent. */
function standIn(status: number, answer: Record<string, unknown>): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = async (input, init = {}) => {
    sent.push({
      url: String(input),
      method: init.method ?? 'GET',
      authorization: new Headers(init.headers).get('Authorization'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return sent;
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const ram = { _id: 'u1', slug: 'ram', name: 'Ram', role: 21 };

type Shown = { message: string; type?: SnackType };

/**
 * The switcher's choice as the shell hosts it, signed in as `user` or a guest (a static render
 * cannot pick an option), with the snackbar's messages kept: a static render shows none later.
 */
function choiceOf(user?: typeof ram) {
  const shown: Shown[] = [];
  const snackbar: SnackbarApi = {
    showSnackbar: (message, options) => shown.push({ message, type: options?.type }),
    hideSnackbar: () => {},
  };
  let choose: ((language: Language) => Promise<void>) | undefined;
  function Probe() {
    choose = useLanguageChoice();
    return null;
  }
  renderWithShell(
    <SnackbarContext.Provider value={snackbar}>
      <Probe />
    </SnackbarContext.Provider>,
    { user },
  );
  assert.ok(choose);
  assert.equal(i18next.language, 'en');
  return { choose, shown };
}

describe('choosing a language', () => {
  it('signed in, switches the page and saves the language with the member’s token', async () => {
    const sent = standIn(200, { status: 'success', language: 'ne' });
    const { choose, shown } = choiceOf(ram);
    await choose('ne');
    assert.equal(i18next.resolvedLanguage, 'ne');
    assert.deepEqual(sent, [
      { url: '/api/user/language', method: 'PUT', authorization: 'JWT test-token', body: { language: 'ne' } },
    ]);
    assert.deepEqual(shown, []);
  });

  it('as a guest, switches the page and sends nothing', async () => {
    const sent = standIn(200, { status: 'success', language: 'zh' });
    const { choose, shown } = choiceOf();
    await choose('zh');
    assert.equal(i18next.resolvedLanguage, 'zh');
    assert.deepEqual(sent, []);
    assert.deepEqual(shown, []);
  });

  it('when the save fails, says so as an error in the new language and stays in it', async () => {
    const sent = standIn(503, { status: 'error', message: 'Service unavailable' });
    const { choose, shown } = choiceOf(ram);
    await choose('ne');
    assert.equal(sent.length, 1);
    assert.equal(i18next.resolvedLanguage, 'ne');
    assert.deepEqual(shown, [{ message: ne.language.notSaved, type: 'error' }]);
    assert.notEqual(ne.language.notSaved, en.language.notSaved);
    // The page drawn now is in Nepali, the switcher showing it.
    const html = renderWithShell(<LanguageSwitcher />, { user: ram, language: 'ne' });
    assert.match(html, />भाषा<\/label>/);
    assert.match(html, /<option value="ne" lang="ne" selected="">नेपाली<\/option>/);
  });
});
