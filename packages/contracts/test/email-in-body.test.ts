import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emailInBody, parseJsonBody } from '../src/email-in-body.js';

describe('emailInBody(parseJsonBody(raw))', () => {
  const read = (raw: string | Buffer) => emailInBody(parseJsonBody(raw));

  it('reads the address normalised, from text or bytes', () => {
    assert.deepEqual(read('{"email":" Sita@Example.NP ","password":"x"}'), { kind: 'email', email: 'sita@example.np' });
    assert.deepEqual(read(Buffer.from('{"email":"राम@example.np"}')), { kind: 'email', email: 'राम@example.np' });
  });

  it('reads a body that starts with a byte order mark, as the services’ JSON parser does', () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"email":"Bom@Example.np"}')]);
    assert.deepEqual(read(bom), { kind: 'email', email: 'bom@example.np' });
    assert.deepEqual(read('\uFEFF{"email":"bom@example.np"}'), { kind: 'email', email: 'bom@example.np' });
  });

  it('names an e-mail that is not text as such (an array, a number, null, an object)', () => {
    for (const raw of ['{"email":["x@example.np"]}', '{"email":12}', '{"email":null}', '{"email":{"a":"x@y.np"}}'])
      assert.deepEqual(read(raw), { kind: 'not-text' }, raw);
  });

  it('finds none in a body without one, a blank one, or one that is not a JSON object', () => {
    for (const raw of ['{"password":"x"}', '{"email":"   "}', '["x@example.np"]', '"x@example.np"', 'email=x', ''])
      assert.deepEqual(read(raw), { kind: 'absent' }, raw);
  });
});
