import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { User } from '@art/sdk';
import { profileFormErrors, profileFormOf, profileUpdateOf } from '../Routes/EditInformation/profileForm.js';

const saved = {
  _id: 'u1',
  id: 'u1',
  name: 'Sita Rai',
  info: { dob: '01/31/1990', address: 'Patan', biography: '', achievements: '', categories: [] },
  settings: { private: false },
  shippingInfo: {
    country: 'Nepal',
    city: 'Lalitpur',
    state: 'Bagmati',
    postalCode: '04400',
    address: 'Mangal Bazar',
    address2: '',
    phoneNumber: '9800000000',
  },
} as unknown as User;

const noImages = { picture: null, cover: null };

describe('Edit Information form to update', () => {
  it('sends a shipping field the person emptied as an empty value', () => {
    const form = profileFormOf(saved);
    form.shippingInfo.city = '';
    form.shippingInfo.phoneNumber = '';
    form.shippingInfo.postalCode = '  ';
    const update = profileUpdateOf(form, noImages);
    assert.equal(update.shippingInfo?.city, '');
    assert.equal(update.shippingInfo?.phoneNumber, '', 'an emptied phone number is sent, not left out');
    assert.equal(update.shippingInfo?.postalCode, '');
    assert.equal(update.shippingInfo?.country, 'Nepal');
  });

  it('keeps a postal code as typed (a leading zero is part of it)', () => {
    const update = profileUpdateOf(profileFormOf(saved), noImages);
    assert.equal(update.shippingInfo?.postalCode, '04400');
    assert.equal(update.shippingInfo?.phoneNumber, '9800000000');
  });

  it('sends pictures only when picked in this edit', () => {
    assert.equal(profileUpdateOf(profileFormOf(saved), noImages).picture, null);
    const picked = new Blob([new Uint8Array([1])]);
    assert.equal(profileUpdateOf(profileFormOf(saved), { picture: picked, cover: null }).picture, picked);
  });

  it('puts the empty-name message on the name field', () => {
    assert.deepEqual(profileFormErrors({ ...profileFormOf(saved), name: '  ' }), { name: 'edit.nameEmpty' });
    assert.deepEqual(profileFormErrors(profileFormOf(saved)), {});
  });
});
