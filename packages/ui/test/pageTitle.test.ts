import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatPageTitle } from '../src/usePageTitle.js';

describe('page title', () => {
  it('names the page, then the site', () => {
    assert.equal(formatPageTitle('Login', 'Art Marketplace'), 'Login | Art Marketplace');
    assert.equal(formatPageTitle('पृष्ठ फेला परेन', 'कला बजार'), 'पृष्ठ फेला परेन | कला बजार');
  });
  it('is the site name alone for a page without one', () => {
    assert.equal(formatPageTitle(null, 'Art Marketplace'), 'Art Marketplace');
    assert.equal(formatPageTitle('', 'Art Marketplace'), 'Art Marketplace');
  });
});
