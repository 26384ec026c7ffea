// What the design system's components put on the page, rendered to HTML (react-dom/server, no
// browser): the text, roles and states a person meets, not snapshots.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { Avatar } from '../src/Avatar.js';
import { Button } from '../src/Button.js';
import { ReadMore } from '../src/ReadMore.js';
import { Spinner } from '../src/Spinner.js';
import { useIsNarrow } from '../src/useIsNarrow.js';
import { VerifiedBadge } from '../src/VerifiedBadge.js';

describe('Button', () => {
  it('is a plain button (not a submit) with its label', () => {
    const html = renderToStaticMarkup(<Button>Save</Button>);
    assert.match(html, /^<button type="button"[^>]*>Save<\/button>$/);
  });
  it('is disabled and busy while loading', () => {
    const html = renderToStaticMarkup(<Button isLoading>Save</Button>);
    assert.match(html, /disabled=""/);
    assert.match(html, /aria-busy="true"/);
  });
});

describe('Avatar', () => {
  it('shows the picture, named by the person', () => {
    const html = renderToStaticMarkup(<Avatar picture="https://example.com/ram.jpg" name="Ram" />);
    assert.match(html, /<img[^>]*src="https:\/\/example.com\/ram.jpg"[^>]*alt="Ram"/);
  });
  it('shows the initial when there is no picture', () => {
    const html = renderToStaticMarkup(<Avatar picture={null} name="  sita" />);
    assert.match(html, /role="img"[^>]*aria-label=" {2}sita"[^>]*>S<\/span>/);
  });
});

describe('Spinner and VerifiedBadge', () => {
  it('name themselves for screen readers', () => {
    assert.match(renderToStaticMarkup(<Spinner label="Loading" />), /role="status" aria-label="Loading"/);
    const badge = renderToStaticMarkup(<VerifiedBadge label="Verified artist" />);
    assert.match(badge, /role="img" aria-label="Verified artist"/);
    assert.match(badge, /<title>Verified artist<\/title>/);
  });
});

describe('ReadMore', () => {
  it('cuts a long text and offers the rest', () => {
    const html = renderToStaticMarkup(<ReadMore text="abcdefghij" maxLength={4} moreLabel="More" lessLabel="Less" />);
    assert.match(html, /abcd\.\.\./);
    assert.match(html, /<button[^>]*>More<\/button>/);
  });
  it('shows a short text whole, with no button', () => {
    const html = renderToStaticMarkup(<ReadMore text="abc" maxLength={4} moreLabel="More" lessLabel="Less" />);
    assert.match(html, /abc/);
    assert.doesNotMatch(html, /<button/);
  });
});

describe('useIsNarrow', () => {
  it('answers the wide layout where there is no window to measure (server rendering)', () => {
    function Layout() {
      return <p>{useIsNarrow() ? 'narrow' : 'wide'}</p>;
    }
    assert.equal(renderToStaticMarkup(<Layout />), '<p>wide</p>');
  });
});
