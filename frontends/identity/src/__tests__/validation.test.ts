import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  fromApiDate,
  isCoverSizeAccepted,
  isEmail,
  isStudioImageAllowed,
  newPasswordProblem,
  registerProblem,
  toApiDate,
} from '../lib/validation.js';

describe('registration checks', () => {
  const filled = { name: 'Sita', email: 'sita@example.com', password: 'secret1', confirmPassword: 'secret1' };
  it('reports the first failing check in the spec order', () => {
    assert.deepEqual(registerProblem({ name: '', email: '', password: '', confirmPassword: '' }), {
      field: 'name',
      key: 'register.nameEmpty',
    });
    assert.deepEqual(registerProblem({ ...filled, email: '', password: '' }), {
      field: 'email',
      key: 'register.emailEmpty',
    });
    assert.deepEqual(registerProblem({ ...filled, password: '', confirmPassword: '' }), {
      field: 'password',
      key: 'register.passwordEmpty',
    });
    assert.deepEqual(registerProblem({ ...filled, confirmPassword: '' }), {
      field: 'confirmPassword',
      key: 'register.confirmEmpty',
    });
    assert.deepEqual(registerProblem({ ...filled, confirmPassword: 'other1' }), {
      field: 'confirmPassword',
      key: 'register.mismatch',
    });
    assert.equal(registerProblem(filled), null);
  });
});

describe('other checks', () => {
  it('needs both new passwords, equal, and names the field that is wrong', () => {
    assert.equal(newPasswordProblem('a1', 'a1'), null);
    assert.equal(newPasswordProblem('a1', 'b1')?.field, 'confirmPassword');
    assert.equal(newPasswordProblem('a1', '')?.field, 'confirmPassword');
    assert.equal(newPasswordProblem('', '')?.field, 'password');
  });
  it('checks e-mail shape', () => {
    assert.equal(isEmail('ram@example.com.np'), true);
    assert.equal(isEmail('ram@'), false);
  });
  it('accepts studio images as .jpg/.png under 2 MB', () => {
    assert.equal(isStudioImageAllowed({ name: 'a.png', type: 'image/png', size: 1000 }), true);
    assert.equal(isStudioImageAllowed({ name: 'a.gif', type: 'image/gif', size: 1000 }), false);
    assert.equal(isStudioImageAllowed({ name: 'a.jpg', type: 'image/jpeg', size: 3 * 1024 * 1024 }), false);
  });
  it('refuses covers larger than the server limit of 5 MB (5 MiB)', () => {
    assert.equal(isCoverSizeAccepted(1), true);
    assert.equal(isCoverSizeAccepted(1_999_999), true);
    assert.equal(isCoverSizeAccepted(5 * 1024 * 1024), true);
    assert.equal(isCoverSizeAccepted(5 * 1024 * 1024 + 1), false);
  });
  it('converts dates both ways', () => {
    assert.equal(toApiDate('1990-01-31'), '01/31/1990');
    assert.equal(fromApiDate('01/31/1990'), '1990-01-31');
    assert.equal(fromApiDate(undefined), '');
  });
});
