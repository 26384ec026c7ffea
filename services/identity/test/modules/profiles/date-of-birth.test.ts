import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DOB_FORMAT_MESSAGE,
  DOB_FUTURE_MESSAGE,
  dateOfBirthProblem,
} from '../../../src/modules/profiles/date-of-birth.js';

describe('dateOfBirthProblem', () => {
  const today = new Date(2025, 5, 15);
  it('accepts real past dates in MM/DD/YYYY, today included', () => {
    for (const value of ['04/15/1990', '02/29/2000', '06/15/2025'])
      assert.equal(dateOfBirthProblem(value, today), null, value);
  });
  it('refuses other formats and impossible dates', () => {
    for (const value of [
      '1990-04-15',
      '4/15/1990',
      '13/01/1990',
      '02/30/1990',
      '02/29/2001',
      '01/01/1800',
      'yesterday',
    ]) {
      assert.equal(dateOfBirthProblem(value, today), DOB_FORMAT_MESSAGE, value);
    }
  });
  it('refuses dates in the future', () => {
    assert.equal(dateOfBirthProblem('06/16/2025', today), DOB_FUTURE_MESSAGE);
  });
});
