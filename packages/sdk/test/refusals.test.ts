import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiError } from '@art/sdk/commerce';
import { serverMessage } from '@art/sdk/refusals';

function refused(httpStatus: number, messages: string[], status = 'error'): ApiError {
  return new ApiError({ status, httpStatus, messages, body: {} });
}

test('a refused call shows the server’s message; no answer shows the fallback', () => {
  assert.equal(
    serverMessage(refused(409, ['You cannot buy your own artwork']), 'fallback'),
    'You cannot buy your own artwork',
  );
  assert.equal(serverMessage(new TypeError('Failed to fetch'), 'fallback'), 'fallback');
  assert.equal(serverMessage(refused(502, []), 'x'), 'x');
  assert.equal(serverMessage(refused(400, []), 'x'), 'x');
  assert.equal(serverMessage(refused(503, ['Down for a moment']), 'x'), 'x');
});

test('a refusal every area shares is put in the reader’s words by refusalText', () => {
  const said = serverMessage(
    refused(403, ['Verify your e-mail address'], 'email-not-verified'),
    'x',
    (status, message) => (status === 'email-not-verified' ? 'Vérifiez votre adresse' : message),
  );
  assert.equal(said, 'Vérifiez votre adresse');
});

test('an ApiError made by another copy of the sdk (another remote’s bundle) is recognised', () => {
  // What another copy's constructor leaves: a plain Error carrying the shared brand.
  const fromAnotherCopy = Object.assign(new Error('This account is private'), {
    status: 'private-account',
    httpStatus: 403,
    messages: ['This account is private'],
    body: {},
  });
  Object.defineProperty(fromAnotherCopy, Symbol.for('@art/sdk:ApiError'), { value: true });
  assert.equal(serverMessage(fromAnotherCopy, 'x'), 'This account is private');
});
