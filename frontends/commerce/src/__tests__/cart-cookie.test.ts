import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { keepCartCookie } from '../lib/cartCookie.js';

/** The `document.cookie` lines js-cookie writes, on a stand-in page served over `protocol`. */
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

const twoArtworks = [{ product_id: { _id: 'a1' } }, { product_id: { _id: 'b2' } }];

describe('the cart cookie', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
    Reflect.deleteProperty(globalThis, 'document');
  });

  it('is Secure and SameSite=Lax on an https page, for 7 days', () => {
    const lines = cookieLinesOn('https:');
    keepCartCookie(twoArtworks);
    const [line] = lines;
    assert.match(line!, /^cart=/);
    assert.match(line!, /; path=\//);
    assert.match(line!, /; sameSite=lax/i);
    assert.match(line!, /; secure(;|$)/i);
    const expires = Date.parse(/; expires=([^;]+)/.exec(line!)![1]!);
    const days = (expires - Date.now()) / 86_400_000;
    assert.ok(days > 6.9 && days <= 7, `expires in ${days} days`);
  });

  it('is SameSite=Lax but not Secure on an http page', () => {
    const lines = cookieLinesOn('http:');
    keepCartCookie(twoArtworks);
    assert.match(lines[0]!, /; sameSite=lax/i);
    assert.doesNotMatch(lines[0]!, /secure/i);
  });

  it('an empty cart removes it with the same attributes', () => {
    const lines = cookieLinesOn('https:');
    keepCartCookie([]);
    assert.match(lines[0]!, /^cart=;/);
    assert.match(lines[0]!, /; sameSite=lax/i);
    assert.match(lines[0]!, /; secure/i);
  });
});
