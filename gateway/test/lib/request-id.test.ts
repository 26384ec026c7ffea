import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { test } from 'node:test';
import { requestIdOf } from '../../src/lib/request-id.js';

const withHeader = (value?: string) =>
  ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage;

test('a uuid from the caller is kept; anything else is replaced', () => {
  assert.equal(requestIdOf(withHeader('3F2504E0-4F89-41D3-9A0C-0305E82C3301')), '3f2504e0-4f89-41d3-9a0c-0305e82c3301');
  for (const value of [undefined, '', 'abc', '3f2504e0-4f89-41d3-9a0c-0305e82c3301\nforged']) {
    const id = requestIdOf(withHeader(value));
    assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    assert.notEqual(id, value);
  }
});
