// A registration tells identity the language the page is in, so the account's mails (the
// verification code first) come in it. The page's own fetch is the stand-in API: what @art/sdk
// sends is what identity would get.

import assert from 'node:assert/strict';
import { afterEach, before, describe, it } from 'node:test';
import { languageTextsLoaded, renderWithShell } from '@art/ui/testing';
import { useRegistration } from '../hooks/useRegistration.js';

type Sent = { url: string; method: string; body: unknown };

/** Answers every call as identity answers a registration, and keeps what was sent. */
function standIn(): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = async (input, init = {}) => {
    sent.push({
      url: String(input),
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(JSON.stringify({ status: 'success', message: 'Thank you for registering!' }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return sent;
}

// The registration reads the page's language through the remote's texts, loaded in every language here.
before(languageTextsLoaded);

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** RegisterForm's registration on a page in `language` (a static render cannot press Register). */
function registrationIn(language: 'en' | 'ne' | 'zh') {
  let registration: ReturnType<typeof useRegistration> | undefined;
  function Probe() {
    registration = useRegistration({});
    return null;
  }
  renderWithShell(<Probe />, { language });
  assert.ok(registration);
  return registration;
}

const fields = { name: 'Asha Rai', email: 'asha@example.com', password: 'secret1', confirmPassword: 'secret1' };

describe('registering', () => {
  it('sends the page’s language with the registration', async () => {
    const sent = standIn();
    await registrationIn('ne').mutateAsync(fields);
    assert.equal(sent.length, 1);
    assert.equal(sent[0].method, 'POST');
    assert.match(sent[0].url, /\/auth\/register$/);
    assert.deepEqual(sent[0].body, {
      name: 'Asha Rai',
      email: 'asha@example.com',
      password: 'secret1',
      'confirm-password': 'secret1',
      language: 'ne',
    });
  });

  it('sends Chinese from a Chinese page and English from an English one', async () => {
    const sent = standIn();
    await registrationIn('zh').mutateAsync(fields);
    await registrationIn('en').mutateAsync(fields);
    assert.deepEqual(
      sent.map((call) => (call.body as { language?: string }).language),
      ['zh', 'en'],
    );
  });
});
