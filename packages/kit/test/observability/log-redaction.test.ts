import assert from 'node:assert/strict';
import { test } from 'node:test';
import { redactSecretsInUrl } from '../../src/index.js';

test('verification codes and reset tokens in paths are masked, through the gateway or not', () => {
  assert.equal(redactSecretsInUrl('/api/auth/verifyemail/123456'), '/api/auth/verifyemail/[redacted]');
  assert.equal(
    redactSecretsInUrl('/auth/verifyemail/123456?email=a%40b.c'),
    '/auth/verifyemail/[redacted]?email=a%40b.c',
  );
  assert.equal(redactSecretsInUrl('/api/auth/reset/abcDEF-123_x'), '/api/auth/reset/[redacted]');
});

test('other paths, the reset request itself included, are left as they are', () => {
  assert.equal(redactSecretsInUrl('/api/auth/reset'), '/api/auth/reset');
  assert.equal(redactSecretsInUrl('/api/user/get/42'), '/api/user/get/42');
});
