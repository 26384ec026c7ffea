import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { waitUntil } from '@art/testing';
import { uploadArtwork } from '../../system/support/artworks.js';
import { artist, type Member, operator, projected, verifiedMember } from '../../system/support/members.js';
import type { Stack, StackOptions } from '../../system/support/stack.js';

/**
 * The people and things the security tests aim at. A is the victim: an artist with an artwork, a
 * post, a cart line, an order (bought from S), a sale (C bought A's artwork), a chat room with C
 * and notifications. B is another artist (the intruder on A's things), C a plain member, S the
 * studio A buys from (so that B has no legitimate view of A's order).
 */
export interface World {
  stack: Stack;
  A: Member;
  B: Member;
  C: Member;
  S: Member;
  /** An operator (role 5): the refunds due are theirs to see and mark. */
  O: Member;
  categoryId: string;
  /** A's artwork. */
  artwork: { id: string; slug: string };
  /** S's artwork in A's cart. */
  cartArtwork: { id: string; slug: string };
  /** A's order of another of S's artworks (cash), and its one item. */
  order: { id: string; itemId: string };
  /** C's order of A's artwork: the sold item is A's to move along. */
  sale: { orderId: string; itemId: string };
  /** A's post. */
  postId: string;
  /** The one-to-one room of A and C, and the text A sent in it. */
  room: { id: string; text: string };
  /** One of A's notifications. */
  notificationId: string;
  /** What of A's must never appear in an answer to anybody else. */
  secrets: string[];
}

/**
 * The gateway's limits far above what the tests do: they call every route several times a second
 * from one address, which is what the write and attempt limits exist to stop.
 */
export const UNLIMITED_GATEWAY: Record<string, string> = {
  WRITE_RATE_LIMIT_PER_USER: '1000000',
  WRITE_RATE_LIMIT_PER_GUEST_IP: '1000000',
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
};

export function unlimitedStack(extra: StackOptions = {}): StackOptions {
  return { ...extra, gatewayEnv: { ...UNLIMITED_GATEWAY, ...extra.gatewayEnv } };
}

export const SHIPPING = {
  name: 'Aarati Rai',
  email: 'aarati.shipping@example.com',
  // A's phone: only A (and S, the studio shipping A's order) may ever see it.
  phone: '9801234567',
  country: 'Nepal',
  city: 'Dharan',
  state: 'Koshi',
  postalCode: '56700',
  address: 'Bhanu Chowk 12',
};

export async function writePost(stack: Stack, author: Member, text: string): Promise<string> {
  const form = new FormData();
  form.set('post', text);
  const response = await fetch(`${stack.gateway.url}/api/post/new`, {
    method: 'POST',
    headers: { authorization: `JWT ${author.token}` },
    body: form,
  });
  const body = await response.json();
  assert.equal(response.status, 200, `A's post: ${JSON.stringify(body)}`);
  return body.post._id;
}

async function placeCashOrder(stack: Stack, buyer: Member, artworkId: string) {
  await waitUntil(
    `artwork ${artworkId} to reach commerce`,
    async () => {
      const shown = await stack.api('/cart/addItem', { token: buyer.token, body: { product_id: artworkId } });
      return shown.status === 200;
    },
    { timeoutMs: 30_000 },
  );
  const placed = await stack.api('/user/order', {
    token: buyer.token,
    body: { orderItems: [{ product: artworkId, qty: 1 }], paymentMethod: 'cash', shippingInfo: SHIPPING },
  });
  assert.equal(placed.status, 201, `order: ${JSON.stringify(placed.body)}`);
  const order = await stack.api(`/user/order/${placed.body.orderId}`, { token: buyer.token });
  assert.equal(order.status, 200, JSON.stringify(order.body));
  return { id: placed.body.orderId as string, itemId: order.body.data.orderItems[0]._id as string };
}

/** Everybody and everything of World, made through the gateway as people make them. */
export async function buildWorld(stack: Stack): Promise<World> {
  const [A, B, S, C, O] = await Promise.all([
    artist(stack, 'Aarati Rai'),
    artist(stack, 'Bishal Thapa'),
    artist(stack, 'Sarita Magar'),
    verifiedMember(stack, 'Chandra Limbu', 'member'),
    operator(stack, 'Oshin Pradhan'),
  ]);
  for (const painter of [A, B, S]) await projected(stack.databases.catalogue, painter, 11);
  const categories = await stack.api('/categories');
  const categoryId: string = categories.body.message.find((c: { slug: string }) => c.slug === 'painting')._id;

  const [artwork, cartArtwork, orderedArtwork] = await Promise.all([
    uploadArtwork(stack, A, { name: 'Kanchenjunga at Dawn', price: 30_000, stock: 5, description: 'Oil' }),
    uploadArtwork(stack, S, { name: 'Terai Fields', price: 12_000, stock: 3 }),
    uploadArtwork(stack, S, { name: 'Mustang Wind', price: 15_000, stock: 3 }),
  ]);

  // A's cart line: S's artwork; A's order: another of S's, paid in cash.
  const order = await placeCashOrder(stack, A, orderedArtwork.id);
  await waitUntil('A to have a cart line', async () => {
    const added = await stack.api('/cart/addItem', { token: A.token, body: { product_id: cartArtwork.id } });
    return added.status === 200;
  });
  // C buys A's artwork: a sale of A's. C's cart keeps it too (cleared below).
  const bought = await placeCashOrder(stack, C, artwork.id);
  await stack.api(`/cart/removeItem?productId=${artwork.id}`, { token: C.token });
  const sale = { orderId: bought.id, itemId: bought.itemId };

  const postId = await writePost(stack, A, 'Open studio in Dharan this Saturday');

  const opened = await stack.api('/rooms/init', { token: A.token, body: { sender: A.id, receiver: C.id } });
  assert.equal(opened.status, 200, `room: ${JSON.stringify(opened.body)}`);
  const room = { id: opened.body.room._id as string, text: `private note ${randomUUID()}` };
  const sent = await stack.api(`/rooms/${room.id}/messages`, { token: A.token, body: { message: room.text } });
  assert.equal(sent.status, 200, `message: ${JSON.stringify(sent.body)}`);

  // C likes and follows A: A is notified.
  assert.equal((await stack.api(`/like/product/${artwork.id}`, { token: C.token, body: {} })).status, 200);
  assert.equal((await stack.api('/secure/followartist', { token: C.token, body: { artist: A.id } })).status, 200);
  const notificationId = await waitUntil(
    "A's first notification",
    async () => {
      const all = await stack.api('/notifications/all', { token: A.token });
      return all.body?.message?.[0]?._id as string | undefined;
    },
    { timeoutMs: 30_000 },
  );

  return {
    stack,
    A,
    B,
    C,
    S,
    O,
    categoryId,
    artwork,
    cartArtwork,
    order,
    sale,
    postId,
    room,
    notificationId,
    secrets: [A.email, order.id, room.id, room.text, notificationId, SHIPPING.phone, SHIPPING.address],
  };
}
