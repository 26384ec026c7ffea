// The pieces of "never silent, never stale" (issue 24): the skeleton, the snackbar's action, and how
// a failed change is told apart (no connection, a service down, a refusal).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError } from '@art/sdk';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { Skeleton } from '../src/Skeleton.js';
import { Snackbar } from '../src/Snackbar.js';

describe('Skeleton', () => {
  it('is a box the size of what comes, hidden from screen readers', () => {
    const html = renderToStaticMarkup(<Skeleton width={120} height={32} />);
    assert.match(html, /class="art-skeleton"/);
    assert.match(html, /aria-hidden="true"/);
    assert.match(html, /width:120px;height:32px/);
  });
  it('keeps a picture’s shape by its aspect ratio, and draws a face as a circle', () => {
    assert.match(renderToStaticMarkup(<Skeleton aspectRatio={4 / 3} />), /aspect-ratio:1.3333/);
    assert.match(renderToStaticMarkup(<Skeleton circle width={40} />), /width:40px;height:40px;border-radius:50%/);
  });
});

describe('Snackbar', () => {
  it('shows its action (Retry) beside the message', () => {
    const html = renderToStaticMarkup(
      <Snackbar
        message="Not saved"
        type="error"
        onClose={() => {}}
        closeLabel="Close"
        action={{ label: 'Retry', onAction: () => {} }}
      />,
    );
    assert.match(
      html,
      /<button type="button" class="art-snackbar__action" data-testid="snackbar-action">Retry<\/button>/,
    );
  });
  it('has no action button without an action', () => {
    const html = renderToStaticMarkup(
      <Snackbar message="Saved" type="success" onClose={() => {}} closeLabel="Close" />,
    );
    assert.doesNotMatch(html, /snackbar-action/);
  });
});

describe('changeFailureOf', () => {
  it('tells no connection, a service down and a refusal apart (only the first two are worth a Retry)', async () => {
    // The entry registers its words on load, into an i18next that has started.
    if (!i18next.isInitialized) await i18next.init({ lng: 'en', resources: {} });
    const { changeFailureOf } = await import('@art/ui/refusals');
    const answer = (httpStatus: number, status: string) =>
      new ApiError({ status, httpStatus, messages: ['x'], body: { status, message: 'x' } });
    assert.equal(changeFailureOf(new TypeError('Failed to fetch')), 'connection');
    assert.equal(changeFailureOf(answer(503, 'error')), 'service');
    assert.equal(changeFailureOf(answer(504, 'error')), 'service');
    assert.equal(changeFailureOf(answer(403, 'blocked')), 'refused');
    assert.equal(changeFailureOf(answer(400, 'validate-error')), 'refused');
  });
  it('has the failures words in en, ne and zh', async () => {
    const { failureWords } = await import('../src/refusals/failure-words.js');
    for (const language of ['en', 'ne', 'zh'] as const)
      for (const key of ['connection', 'service', 'retry'])
        assert.ok(String(failureWords[language][key] ?? '').length > 0, `${language} ${key}`);
  });
});
