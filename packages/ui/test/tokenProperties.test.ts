import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { globalCss } from '../src/globalCss.js';
import { tokenCss, tokenProperties } from '../src/tokenProperties.js';
import { colors, spacing, typography } from '../src/tokens.js';

describe('token custom properties', () => {
  it('carry tokens.ts values under --art- names, lengths in px', () => {
    const properties = tokenProperties();
    assert.equal(properties['--art-color-ink-muted'], colors.inkMuted);
    assert.equal(properties['--art-space-md'], `${spacing.md}px`);
    assert.equal(properties['--art-font-size-sm'], `${typography.size.sm}px`);
    assert.equal(properties['--art-font-weight-bold'], String(typography.weight.bold));
  });
  it('are defined once on :root, first in the sheet the shell mounts', () => {
    assert.match(tokenCss, /^:root\{--art-color-ink:#1d1d1f;/);
    assert.equal(globalCss.trim().indexOf(tokenCss), 0);
    assert.equal(globalCss.split(':root{').length, 2);
  });
});
