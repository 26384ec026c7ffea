// The shared skeletons: what a list or a form still loading puts on the page (react-dom/server).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormSkeleton } from '../src/FormSkeleton.js';
import { ListRowSkeletons } from '../src/ListRowSkeletons.js';
import { LoadingRegion } from '../src/LoadingRegion.js';

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('ListRowSkeletons', () => {
  it('is a busy list named for screen readers, its rows hidden from them', () => {
    const html = renderToStaticMarkup(<ListRowSkeletons label="Loading" rows={3} testId="rows-loading" />);
    assert.match(html, /^<ul[^>]*aria-busy="true" aria-label="Loading" data-testid="rows-loading"/);
    assert.equal(count(html, /<li[^>]*aria-hidden="true"/g), 3);
    assert.equal(count(html, /border-radius:50%/g), 3);
    assert.doesNotMatch(html, /art-spinner/);
  });
  it('takes the list’s own classes and a square thumbnail, or no picture', () => {
    const html = renderToStaticMarkup(
      <ListRowSkeletons
        label="Loading"
        rows={2}
        picture="square"
        pictureSize={64}
        className="a-list"
        rowClassName="a-row"
      />,
    );
    assert.match(html, /<ul class="a-list"/);
    assert.equal(count(html, /<li class="a-row"/g), 2);
    assert.match(html, /width:64px;height:64px/);
    assert.doesNotMatch(html, /border-radius:50%/);
    const bare = renderToStaticMarkup(<ListRowSkeletons label="Loading" rows={1} picture="none" />);
    assert.equal(count(bare, /data-testid="skeleton"/g), 2);
  });
});

describe('FormSkeleton', () => {
  it('is busy, says what loads, and draws a label and a box per field', () => {
    const html = renderToStaticMarkup(<FormSkeleton label="Loading your details" fields={3} testId="form-loading" />);
    assert.match(html, /aria-busy="true" data-testid="form-loading"/);
    assert.match(html, /role="status">Loading your details</);
    assert.equal(count(html, /class="art-field"/g), 3);
    assert.equal(count(html, /height:46px/g), 3);
    assert.equal(count(html, /height:44px/g), 1);
  });
  it('lays its fields out in the form’s own class, without a button where the page has its own', () => {
    const html = renderToStaticMarkup(<FormSkeleton label="Loading" fields={2} className="a-grid" hasSubmit={false} />);
    assert.match(html, /<div class="a-grid" aria-hidden="true">/);
    assert.doesNotMatch(html, /height:44px/);
  });
});

describe('LoadingRegion', () => {
  it('says once what loads, the region busy around the shapes it frames', () => {
    const html = renderToStaticMarkup(
      <LoadingRegion label="Loading the thread" className="a-panel" testId="thread-loading">
        <span data-testid="shape" />
      </LoadingRegion>,
    );
    assert.match(
      html,
      /^<div class="a-panel" aria-busy="true" data-testid="thread-loading"><span class="art-visually-hidden" role="status">Loading the thread<\/span><span data-testid="shape"><\/span><\/div>$/,
    );
  });
});
