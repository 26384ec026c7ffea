import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { waitUntil } from '@art/testing';
import { uploadArtwork } from './support/artworks.js';
import { artist, type Member, projected, verifiedMember } from './support/members.js';
import { type Stack, startStack } from './support/stack.js';

/**
 * A block through every real process: a studio blocks a member through the gateway; social ends
 * their follow and refuses the member's follow and likes at once, and its event makes catalogue
 * refuse the member's comments on the studio's artworks and identity hide the studio's profile from
 * the member. Unblocking gives all of it back.
 */
let stack: Stack;

before(async () => {
  stack = await startStack('social_blocks');
});

after(async () => {
  await stack?.stop();
});

async function writePost(painter: Member): Promise<string> {
  const form = new FormData();
  form.set('post', 'Open studio on Saturday in Boudha');
  const response = await fetch(`${stack.gateway.url}/api/post/new`, {
    method: 'POST',
    headers: { authorization: `JWT ${painter.token}` },
    body: form,
  });
  const body = await response.json();
  assert.equal(response.status, 200, JSON.stringify(body));
  return body.post._id;
}

test('a block is enforced by social, catalogue and identity, and an unblock lifts it everywhere', async () => {
  const painter = await artist(stack, 'Maya Tamang');
  const fan = await verifiedMember(stack, 'Nabin Karki', 'fan');
  for (const database of [stack.databases.catalogue, stack.databases.social]) {
    await projected(database, painter, 11);
    await projected(database, fan, 21);
  }
  const { id: artworkId } = await uploadArtwork(stack, painter, {
    name: 'Boudhanath at dusk',
    price: 30_000,
    stock: 1,
  });
  const postId = await writePost(painter);
  const comment = () =>
    stack.api('/v2/artwork/comment/new', { token: fan.token, body: { comment: 'Lovely light', product: artworkId } });
  const profile = () => stack.api(`/user/getbyslug/${painter.slug}`, { token: fan.token });

  assert.equal(
    (await stack.api('/secure/followartist', { token: fan.token, body: { artist: painter.id } })).body.status,
    'success',
  );
  assert.equal((await comment()).status, 200);
  assert.equal((await profile()).status, 200);
  await waitUntil('identity to count the follower', async () => (await profile()).body.message.followsCount === 1);

  const blocked = await stack.api(`/user/${fan.id}`, { method: 'PATCH', token: painter.token });
  assert.equal(blocked.status, 200, JSON.stringify(blocked.body));
  assert.equal(blocked.body.message, 'User blocked successfully');

  // Social: at once.
  const follow = await stack.api('/secure/followartist', { token: fan.token, body: { artist: painter.id } });
  // A write across a block is told why (the audience's 403 blocked), looking is answered 404.
  assert.equal(follow.status, 403);
  assert.equal(follow.body.status, 'blocked');
  assert.equal((await stack.api('/post/like', { token: fan.token, body: { post: postId } })).status, 403);
  assert.equal((await stack.api(`/feed/post/${postId}`, { token: fan.token })).status, 404);
  const following = await stack.api('/user/following', { token: fan.token });
  assert.deepEqual(following.body.message, []);
  // Catalogue and identity: once social's events have arrived.
  await waitUntil('catalogue to refuse the comment', async () => (await comment()).status === 403);
  await waitUntil('identity to hide the profile', async () => (await profile()).status === 404);
  const others = await stack.api(`/user/getbyslug/${painter.slug}`);
  assert.equal(others.status, 200, 'others still see the profile');
  assert.equal(others.body.message.followsCount, 0, 'the block ended the follow');

  const unblocked = await stack.api(`/user/unblock/${fan.id}`, { method: 'PATCH', token: painter.token });
  assert.equal(unblocked.body.message, 'Unblocked successfully');
  await waitUntil('catalogue to accept comments again', async () => (await comment()).status === 200);
  await waitUntil('identity to show the profile again', async () => (await profile()).status === 200);
  assert.equal((await stack.api('/post/like', { token: fan.token, body: { post: postId } })).status, 200);
});
