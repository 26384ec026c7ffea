import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { clearToken, writeToken } from '../session/tokenCookie.js';

/**
 * What the session cookie really says when written: js-cookie's `document.cookie` line, captured
 * from a stand-in document on a page served over `protocol`.
 */
function cookieLinesOn(protocol: string): string[] {
  const lines: string[] = [];
  Object.assign(globalThis, {
    window: { location: { protocol } },
    document: {
      get cookie() {
        return '';
      },
      set cookie(line: string) {
        lines.push(line);
      },
    },
  });
  return lines;
}

describe('the session token cookie', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
    Reflect.deleteProperty(globalThis, 'document');
  });

  it('is Secure and SameSite=Lax on an https page, for a day', () => {
    const lines = cookieLinesOn('https:');
    writeToken('header.payload.signature');
    assert.equal(lines.length, 1);
    const [line] = lines;
    assert.match(line!, /^token=header\.payload\.signature;/);
    assert.match(line!, /; path=\//);
    assert.match(line!, /; sameSite=lax/i);
    assert.match(line!, /; secure(;|$)/i);
    assert.match(line!, /; expires=/);
  });

  it('is SameSite=Lax but not Secure on an http page (a local run would not store it)', () => {
    const lines = cookieLinesOn('http:');
    writeToken('t');
    assert.match(lines[0]!, /; sameSite=lax/i);
    assert.doesNotMatch(lines[0]!, /secure/i);
  });

  it('is removed with the same path and attributes it was written with', () => {
    const lines = cookieLinesOn('https:');
    clearToken();
    assert.match(lines[0]!, /^token=;/);
    const expires = Date.parse(/; expires=([^;]+)/.exec(lines[0]!)![1]!);
    assert.ok(expires < Date.now(), 'expired: the browser drops it');
    assert.match(lines[0]!, /; path=\//);
    assert.match(lines[0]!, /; secure/i);
  });
});
