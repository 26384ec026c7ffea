// Edit Information while the profile loads: a skeleton of the form (picture, cover, fields), busy
// and named, not a spinner; and the form in its place once the profile has come.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderWithShell } from '@art/ui/testing';
import { identityKeys } from '../identityKeys.js';
import { EditInformationRoute } from '../Routes/EditInformation/EditInformationRoute.js';

const ram = { _id: 'u1', id: 'u1', slug: 'ram', name: 'Ram', role: 1 };

describe('EditInformationRoute', () => {
  it('draws the form’s shape while the profile loads, then the form', () => {
    const loading = renderWithShell(<EditInformationRoute />, { user: ram });
    assert.match(loading, /data-testid="edit-information-loading"/);
    assert.match(loading, /aria-busy="true"/);
    assert.match(loading, /role="status">Loading your information…</);
    assert.doesNotMatch(loading, /art-spinner|edit-information-form/);
    const profile = { ...ram, email: 'ram@example.com', picture: '', cover: '', bio: '', shippingInfo: {} };
    const loaded = renderWithShell(<EditInformationRoute />, {
      user: ram,
      queries: [[identityKeys.ownProfile(ram.id), profile]],
    });
    assert.doesNotMatch(loaded, /edit-information-loading/);
    assert.match(loaded, /data-testid="edit-information-form"/);
  });
});
