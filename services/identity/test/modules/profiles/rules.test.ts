import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EMPTY_SHIPPING_INFO as EMPTY_SHIPPING } from '@art/contracts';
import type { UserRow } from '../../../src/db/schema.js';
import { CATEGORIES_INVALID, EMAIL_READ_ONLY, profileChanges } from '../../../src/modules/profiles/rules.js';

const current = {
  email: 'sita@example.com',
  shipping_info: { ...EMPTY_SHIPPING, city: 'Pokhara' },
} as unknown as UserRow;

describe('profileChanges', () => {
  it('changes only the fields sent', () => {
    assert.deepEqual(profileChanges({ 'info.biography': ' Potter ' }, current), { changes: { biography: 'Potter' } });
  });

  it('merges shipping fields into the stored ones and reads "NaN" as empty', () => {
    const result = profileChanges({ 'shippingInfo.postalCode': 'NaN', 'shippingInfo.country': 'Nepal' }, current);
    assert.ok('changes' in result);
    assert.deepEqual(JSON.parse(result.changes.shipping_info as string), {
      ...EMPTY_SHIPPING,
      city: 'Pokhara',
      country: 'Nepal',
    });
  });

  it('ignores the same e-mail and refuses another', () => {
    assert.deepEqual(profileChanges({ email: 'SITA@example.com' }, current), { changes: {} });
    assert.deepEqual(profileChanges({ email: 'ram@example.com' }, current), { problem: EMAIL_READ_ONLY });
  });

  it('parses categories, dropping duplicates, and refuses anything else', () => {
    const result = profileChanges(
      { 'info.categories': '[{"_id":"1","name":"Painting"},{"_id":"1","name":"Painting"}]' },
      current,
    );
    assert.ok('changes' in result);
    assert.deepEqual(JSON.parse(result.changes.categories as string), [{ _id: '1', name: 'Painting' }]);
    assert.deepEqual(profileChanges({ 'info.categories': '{}' }, current), { problem: CATEGORIES_INVALID });
    assert.deepEqual(profileChanges({ 'info.categories': '' }, current), { changes: { categories: '[]' } });
  });

  it('clears the date of birth with an empty value', () => {
    assert.deepEqual(profileChanges({ 'info.dob': '' }, current), { changes: { dob: '' } });
  });
});
