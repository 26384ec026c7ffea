import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiError } from '@art/sdk';
import { audienceRefusalOf } from '../lib/audienceRefusal.js';
import { postDraftProblem } from '../lib/postDraftCheck.js';
import { likedLink, profileLink } from '../lib/profileLink.js';

test('the composer checks text, then the video link, then the image size', () => {
  const picture = (size: number) => ({ size });
  assert.equal(postDraftProblem({ text: '  ', youtubeUrl: 'nope', picture: null }), 'textRequired');
  assert.equal(postDraftProblem({ text: 'hi', youtubeUrl: 'https://youtu.be/short', picture: null }), 'invalidYoutube');
  assert.equal(postDraftProblem({ text: 'hi', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', picture: null }), null);
  assert.equal(postDraftProblem({ text: 'hi', youtubeUrl: '', picture: picture(6 * 1024 * 1024) }), 'imageTooLarge');
  assert.equal(postDraftProblem({ text: 'hi', youtubeUrl: '', picture: picture(100_000) }), null);
});

test('names link to studios for artists, to user pages for others, to one’s own profile for oneself', () => {
  assert.equal(profileLink({ _id: 'a', slug: 'sita', role: 11 }), '/studios/sita');
  assert.equal(profileLink({ _id: 'b', slug: 'hari', role: 21 }), '/user/hari');
  assert.equal(profileLink({ _id: 'a', slug: 'sita', role: 11 }, 'a'), '/profile/sita');
  assert.equal(profileLink({ _id: 'c', slug: '', role: 11 }), null);
  assert.equal(likedLink({ slug: 'sita', role: 12 }), '/studio/sita/likedArt');
  assert.equal(likedLink({ slug: 'hari', role: 25 }), '/hari/likedArt');
});

test('the audience refusals are read from a 403 by their code; anything else is no refusal', () => {
  const refusal = (httpStatus: number, status: string) =>
    new ApiError({ status, httpStatus, messages: ['x'], body: { status, message: 'x' } });
  assert.equal(audienceRefusalOf(refusal(403, 'private-account')), 'private-account');
  assert.equal(audienceRefusalOf(refusal(403, 'blocked')), 'blocked');
  assert.equal(audienceRefusalOf(refusal(403, 'forbidden')), null);
  assert.equal(audienceRefusalOf(refusal(404, 'not-found')), null);
  assert.equal(audienceRefusalOf(new Error('offline')), null);
});
