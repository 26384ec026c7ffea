import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { waitUntil } from '@art/testing';
import { artist, paintingPng, projected, query, verifiedMember } from './support/members.js';
import { type Stack, startStack } from './support/stack.js';

/**
 * The catalogue's first chain through every real process: an artist (an account that redeemed an
 * artist code) uploads an artwork through the gateway, another member likes it, and the
 * notification service keeps exactly one notification for the artist. Identity's events bring both
 * members into catalogue's users projection; catalogue's like event reaches notification over NATS.
 */
let stack: Stack;

before(async () => {
  stack = await startStack('catalogue_like');
});

after(async () => {
  await stack?.stop();
});

test('an artist uploads an artwork, another member likes it, the artist gets exactly one notification', async () => {
  const painter = await artist(stack, 'Sabina Shakya');
  const admirer = await verifiedMember(stack, 'Tenzing Sherpa', 'admirer');
  await projected(stack.databases.catalogue, painter, 11);
  await projected(stack.databases.catalogue, admirer, 21);

  const categories = await stack.api('/categories');
  assert.equal(categories.status, 200, JSON.stringify(categories.body));
  const painting = categories.body.message.find((c: { slug: string }) => c.slug === 'painting');
  assert.ok(painting, 'the Painting category');

  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await paintingPng())], { type: 'image/png' }), 'machhapuchhre.png');
  form.append('name', 'माछापुच्छ्रे at dawn');
  form.append('description', 'Acrylic on canvas: the fishtail peak above Pokhara before sunrise.');
  form.append('categories[]', painting._id);
  form.append('price', '45000');
  form.append('stock', '1');
  form.append('tags[]', 'himalaya');
  form.append('tags[]', 'pokhara');
  form.append('attributes[width]', '36');
  form.append('attributes[height]', '24');
  const uploadResponse = await fetch(`${stack.gateway.url}/api/artwork/upload`, {
    method: 'POST',
    headers: { authorization: `JWT ${painter.token}` },
    body: form,
  });
  const uploaded = await uploadResponse.json();
  assert.equal(uploadResponse.status, 200, JSON.stringify(uploaded));
  assert.equal(uploaded.status, 'success');
  assert.equal(uploaded.message, 'You have successfully uploaded your artwork');
  const slug: string = uploaded.data.productSlug;
  assert.match(slug, /^[a-z0-9-]+$/);

  const shown = await stack.api(`/product/${slug}`, { token: admirer.token });
  assert.equal(shown.status, 200, JSON.stringify(shown.body));
  assert.equal(shown.body.message.name, 'माछापुच्छ्रे at dawn');
  assert.equal(shown.body.message.author._id, painter.id);
  assert.equal(shown.body.message.liked, false);
  const artworkId: string = shown.body.message._id;

  const liked = await stack.api(`/like/product/${artworkId}`, { method: 'POST', token: admirer.token });
  assert.equal(liked.status, 200, JSON.stringify(liked.body));
  assert.deepEqual(
    { status: liked.body.status, liked: liked.body.liked, likesCount: liked.body.likesCount },
    { status: 'success', liked: true, likesCount: 1 },
  );

  const notifications = await waitUntil(
    "the artist's notification of the like",
    async () => {
      const rows = await notificationsOf(painter.id);
      return rows.length > 0 ? rows : undefined;
    },
    { timeoutMs: 20_000 },
  );
  assert.equal(notifications.length, 1, JSON.stringify(notifications));
  assert.equal(notifications[0].sender_id, admirer.id);
  assert.match(String(notifications[0].link), new RegExp(slug));
  // A redelivered event (outbox relay, consumer retry) must not become a second notification:
  // count again once anything still in flight has had time to land.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.equal((await notificationsOf(painter.id)).length, 1);
});

/** The artist's notifications as the notification service stored them, oldest first. */
async function notificationsOf(userId: string) {
  return query<{ sender_id: string; link: string }>(
    stack.databases.notification,
    'SELECT * FROM notifications WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
}
