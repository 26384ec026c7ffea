import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  isEmail,
  isStrongEnough,
  MESSAGES,
  newPasswordProblems,
  normalizeEmail,
  registrationProblem,
} from '../../../src/modules/registration/rules.js';

const valid = { name: 'Sita', email: 'sita@example.com', password: 'abc123', 'confirm-password': 'abc123' };

describe('registrationProblem', () => {
  it('accepts a complete registration', () => assert.equal(registrationProblem(valid), null));

  it('reports the first problem, in the order of the form’s fields', () => {
    assert.equal(
      registrationProblem({ name: '', email: '', password: '', 'confirm-password': '' }),
      MESSAGES.nameEmpty,
    );
    assert.equal(registrationProblem({ ...valid, email: ' ', password: '' }), MESSAGES.emailEmpty);
    assert.equal(registrationProblem({ ...valid, password: '', 'confirm-password': 'x' }), MESSAGES.passwordEmpty);
    assert.equal(registrationProblem({ ...valid, 'confirm-password': '' }), MESSAGES.confirmationEmpty);
    assert.equal(registrationProblem({ ...valid, 'confirm-password': 'abc124' }), MESSAGES.passwordsDiffer);
    assert.equal(registrationProblem({ ...valid, email: 'sita@' }), MESSAGES.emailInvalid);
    assert.equal(
      registrationProblem({ ...valid, password: 'abcdef', 'confirm-password': 'abcdef' }),
      MESSAGES.passwordWeak,
    );
  });
});

describe('password and e-mail rules', () => {
  it('wants at least 6 characters with a number', () => {
    assert.equal(isStrongEnough('abc12'), false);
    assert.equal(isStrongEnough('abcdef'), false);
    assert.equal(isStrongEnough('abcde1'), true);
    assert.equal(isStrongEnough('123456'), true);
  });

  it('recognises e-mail addresses and normalises them', () => {
    assert.equal(isEmail('a.b@c.com.np'), true);
    for (const bad of ['a@b', 'a b@c.com', '@c.com', 'a@@c.com']) assert.equal(isEmail(bad), false, bad);
    assert.equal(normalizeEmail('  Ram@Example.COM '), 'ram@example.com');
  });

  it('lists every problem of a new password', () => {
    assert.deepEqual(newPasswordProblems('', ''), [MESSAGES.passwordEmpty, MESSAGES.confirmationEmpty]);
    assert.deepEqual(newPasswordProblems('abc', 'abd'), [MESSAGES.passwordsDiffer, MESSAGES.passwordWeak]);
    assert.deepEqual(newPasswordProblems('abc123', 'abc123'), []);
  });
});
