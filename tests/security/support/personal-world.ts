import assert from 'node:assert/strict';
import { randomBytes, randomInt } from 'node:crypto';
import { waitUntil } from '@art/testing';
import { uploadArtwork } from '../../system/support/artworks.js';
import { artist, type Member, projected, query, verifiedMember } from '../../system/support/members.js';
import type { Stack } from '../../system/support/stack.js';
import { type Answer, send } from './requests.js';
import { settledFingerprint } from './snapshots.js';
import { writePost } from './world.js';

/** The members of the personal-data test; each is also a viewer, beside a guest. */
export const PEOPLE = ['artist', 'buyer', 'private', 'stranger'] as const;
export type Person = (typeof PEOPLE)[number];
export type Viewer = Person | 'guest';
export const VIEWERS: readonly Viewer[] = ['guest', ...PEOPLE];

/** One personal value of a member: the field it was given in, and the text searched for. */
export interface PersonalValue {
  field: string;
  value: string;
}

/** The shipping details the buyer typed at checkout for the order of the artist's artwork. */
export interface OrderShipping {
  name: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  state: string;
  postalCode: string;
  address: string;
  address2: string;
}

/**
 * The people, made through the gateway as people make them, each with personal data no other
 * answer holds (a random mark in every value):
 * - artist: a public studio with an artwork and a post; follows the buyer and (approved) the
 *   private member; opens a chat with the buyer and a group chat with the buyer and the private member;
 * - buyer: a plain member who follows, likes and comments on the artist's artwork and post, and
 *   orders the artwork (cash) with shipping details of their own (not the profile's); asked to
 *   follow the private member (still pending);
 * - private: a plain member whose account is private; follows, likes and comments on the artist's
 *   artwork and post;
 * - stranger: a plain member with no tie to anybody.
 * Every member gives a date of birth, an address and saved shipping details (phone, address,
 * address 2, city) through the profile form.
 */
export interface PersonalWorld {
  stack: Stack;
  members: Record<Person, Member>;
  /** The names shown on cards: a word of each is what the search is asked. */
  names: Record<Person, string>;
  personal: Record<Person, PersonalValue[]>;
  orderShipping: OrderShipping;
  artwork: { id: string; slug: string };
  postId: string;
  /** The one-to-one chat of the artist and the buyer, and the group of the artist, buyer and private member. */
  rooms: { pair: string; group: string };
  order: { id: string; itemId: string };
  /** An exhibition's id, when the stack has one (else an id nobody has). */
  exhibitionId: string;
  /** Steps that the stack refused while the world was built: the world is still built, and a test names them. */
  refusedSteps: string[];
  /**
   * The answers to the members' own calls while the world was built (follows, likes, comments,
   * chats, the order): they carry other members' cards too, and are searched like the GET routes.
   */
  writes: { who: Person; call: string; text: string }[];
}

const mark = () => randomBytes(4).toString('hex');
const phone = () => `98${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
const pad = (n: number) => String(n).padStart(2, '0');
/** A date of birth as the profile form sends it (MM/DD/YYYY), in a year no timestamp of the test has. */
const dateOfBirth = () => `${pad(randomInt(1, 13))}/${pad(randomInt(1, 29))}/${randomInt(1940, 2000)}`;

interface ProfileData {
  dob: string;
  address: string;
  shipping: { phoneNumber: string; address: string; address2: string; city: string };
}

function profileData(label: string): ProfileData {
  return {
    dob: dateOfBirth(),
    address: `Ward 4, ${label} Tole ${mark()}`,
    shipping: {
      phoneNumber: phone(),
      address: `${label} Marg ${mark()}`,
      address2: `Flat ${mark()}`,
      city: `Dharan-${mark()}`,
    },
  };
}

function personalValues(email: string, data: ProfileData): PersonalValue[] {
  return [
    { field: 'email', value: email },
    { field: 'info.dob', value: data.dob },
    { field: 'info.address', value: data.address },
    { field: 'shippingInfo.phoneNumber', value: data.shipping.phoneNumber },
    { field: 'shippingInfo.address', value: data.shipping.address },
    { field: 'shippingInfo.address2', value: data.shipping.address2 },
    { field: 'shippingInfo.city', value: data.shipping.city },
  ];
}

/** The order's shipping details as personal values of the buyer (the e-mail is the account's, listed once). */
export function orderShippingValues(shipping: OrderShipping): PersonalValue[] {
  return [
    { field: 'order shippingInfo.name', value: shipping.name },
    { field: 'order shippingInfo.phone', value: shipping.phone },
    { field: 'order shippingInfo.city', value: shipping.city },
    { field: 'order shippingInfo.address', value: shipping.address },
    { field: 'order shippingInfo.address2', value: shipping.address2 },
  ];
}

function ok(answer: Answer, what: string): any {
  assert.equal(answer.status, 200, `${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer.json;
}

async function saveProfile(stack: Stack, member: Member, data: ProfileData, extra: [string, string][] = []) {
  const form: [string, string][] = [
    ['info.dob', data.dob],
    ['info.address', data.address],
    ['shippingInfo.country', 'Nepal'],
    ['shippingInfo.state', 'Koshi'],
    ['shippingInfo.postalCode', '56700'],
    ['shippingInfo.city', data.shipping.city],
    ['shippingInfo.address', data.shipping.address],
    ['shippingInfo.address2', data.shipping.address2],
    ['shippingInfo.phoneNumber', data.shipping.phoneNumber],
    ...extra,
  ];
  ok(await send(stack, 'POST', { path: '/user/update', form }, member.token), `${member.email}'s profile`);
}

/** Everybody and everything of PersonalWorld; resolves once the stack is quiet. */
export async function buildPersonalWorld(stack: Stack): Promise<PersonalWorld> {
  const refusedSteps: string[] = [];
  const writes: PersonalWorld['writes'] = [];
  const personOf = new Map<string, Person>();
  const call = async (method: string, path: string, who: Member, json?: unknown) => {
    const answer = await send(stack, method, { path, json }, who.token);
    const person = personOf.get(who.id);
    if (method !== 'GET' && person) writes.push({ who: person, call: `${method} /api${path}`, text: answer.text });
    return answer;
  };
  const step = async (what: string, answer: Promise<Answer>) => {
    const done = await answer;
    if (done.status !== 200 && done.status !== 201)
      refusedSteps.push(`${what}: ${done.status} ${done.text.slice(0, 200)}`);
    return done;
  };

  const names: Record<Person, string> = {
    artist: 'Kamala Gurung',
    buyer: 'Suman Adhikari',
    private: 'Reshma Thakuri',
    stranger: 'Dipak Yadav',
  };
  const [artistMember, buyer, privateMember, stranger] = await Promise.all([
    artist(stack, names.artist),
    verifiedMember(stack, names.buyer, 'buyer'),
    verifiedMember(stack, names.private, 'private'),
    verifiedMember(stack, names.stranger, 'stranger'),
  ]);
  const members: Record<Person, Member> = { artist: artistMember, buyer, private: privateMember, stranger };
  for (const person of PEOPLE) personOf.set(members[person].id, person);
  await projected(stack.databases.catalogue, artistMember, 11);

  const categories = await stack.api('/categories');
  const categoryId: string = categories.body.message.find((c: { slug: string }) => c.slug === 'painting')._id;
  const data: Record<Person, ProfileData> = {
    artist: profileData('Bhanu'),
    buyer: profileData('Tribhuvan'),
    private: profileData('Siddhartha'),
    stranger: profileData('Mahendra'),
  };
  // A painting studio, so that the studio lists by category show the artist's card.
  await saveProfile(stack, artistMember, data.artist, [
    ['info.categories', JSON.stringify([{ _id: categoryId, name: 'Painting' }])],
  ]);
  await saveProfile(stack, buyer, data.buyer);
  await saveProfile(stack, privateMember, data.private, [['settings.private', 'true']]);
  await saveProfile(stack, stranger, data.stranger);
  await waitUntil(
    'social to know the private member is private',
    async () =>
      (
        await query<{ is_private: boolean }>(stack.databases.social, 'SELECT is_private FROM users WHERE id = $1', [
          privateMember.id,
        ])
      )[0]?.is_private === true,
    { timeoutMs: 30_000 },
  );

  const artwork = await uploadArtwork(stack, artistMember, { name: 'Gurung Terraces', price: 22_000, stock: 5 });
  const postId = await writePost(stack, artistMember, 'Gurung studio: new terraces series');

  // Follows (waiting for social to know each member), then the private member approves the artist.
  const follow = (who: Member, whom: Member) =>
    waitUntil(
      `${who.email} to follow ${whom.email}`,
      async () => {
        const sent = await call('POST', '/secure/followartist', who, { artist: whom.id });
        return sent.status === 404 ? undefined : sent;
      },
      { timeoutMs: 30_000 },
    );
  await step('the buyer follows the artist', follow(buyer, artistMember));
  await step('the private member follows the artist', follow(privateMember, artistMember));
  await step('the artist follows the buyer', follow(artistMember, buyer));
  await step('the artist asks to follow the private member', follow(artistMember, privateMember));
  await step('the buyer asks to follow the private member', follow(buyer, privateMember));
  const requests = ok(await call('GET', '/user/followrequests', privateMember), 'follow requests');
  const fromArtist = requests.message.find((r: { follower: { _id: string } }) => r.follower._id === artistMember.id);
  if (fromArtist)
    await step(
      'the private member approves the artist',
      call('POST', '/user/approvefollow', privateMember, { notification: fromArtist._id }),
    );
  else refusedSteps.push("the artist's follow request did not reach the private member");

  // Likes and comments on the artist's artwork and post.
  for (const who of [buyer, privateMember]) {
    await step(`${who.email} likes the artwork`, call('POST', `/like/product/${artwork.id}`, who, {}));
    await step(`${who.email} likes the post`, call('POST', '/post/like', who, { post: postId }));
    await step(
      `${who.email} comments on the artwork`,
      call('POST', '/v2/artwork/comment/new', who, { comment: 'The light on the terraces', product: artwork.id }),
    );
    await step(
      `${who.email} comments on the post`,
      call('POST', '/v2/post/comments/new', who, { comment: 'Coming on Saturday', post_id: postId }),
    );
  }

  // Chats: one to one with the buyer, a group with the buyer and the private member.
  const pair = ok(
    await call('POST', '/rooms/init', artistMember, { sender: artistMember.id, receiver: buyer.id }),
    'the chat of the artist and the buyer',
  ).room._id as string;
  const group = ok(
    await call('POST', '/rooms/group', artistMember, {
      name: 'Terraces collectors',
      participants: [buyer.id, privateMember.id],
    }),
    'the group chat',
  ).room._id as string;
  for (const [room, who] of [
    [pair, artistMember],
    [pair, buyer],
    [group, artistMember],
    [group, privateMember],
  ] as const) {
    await step(
      `${who.email} writes in ${room}`,
      call('POST', `/rooms/${room}/messages`, who, { message: 'Namaste, about the terraces' }),
    );
  }

  // The buyer orders the artwork, shipped to a relative's address (not the profile's).
  const orderShipping: OrderShipping = {
    name: `Gita Adhikari ${mark()}`,
    email: buyer.email,
    phone: phone(),
    country: 'Nepal',
    city: `Itahari-${mark()}`,
    state: 'Koshi',
    postalCode: '56705',
    address: `Order Road ${mark()}`,
    address2: `House ${mark()}`,
  };
  await waitUntil(
    'the artwork to reach commerce',
    async () => (await call('POST', '/cart/addItem', buyer, { product_id: artwork.id })).status === 200,
    { timeoutMs: 30_000 },
  );
  const placed = await call('POST', '/user/order', buyer, {
    orderItems: [{ product: artwork.id, qty: 1 }],
    paymentMethod: 'cash',
    shippingInfo: orderShipping,
  });
  assert.equal(placed.status, 201, `the order: ${placed.text}`);
  const orderId = placed.json.orderId as string;
  const orderView = ok(await call('GET', `/user/order/${orderId}`, buyer), 'the order');
  const itemId: string = orderView.data.orderItems[0]._id;
  // The artist takes the sale on: the buyer is told, and the artist's answer is the sale's.
  await step(
    'the artist confirms the sale',
    call('POST', '/studio/sales/status', artistMember, { item_id: itemId, status: 'CONFIRMED' }),
  );
  // The buyer keeps the artwork in the cart for a second one: the cart shows the artist's card.
  await step('the buyer adds the artwork again', call('POST', '/cart/addItem', buyer, { product_id: artwork.id }));

  const exhibitions = await stack.api('/exhibitions');
  const exhibitionId: string =
    exhibitions.body?.message?.[0]?._id ?? exhibitions.body?.data?.[0]?._id ?? '00000000-0000-4000-8000-000000000000';

  await waitUntil(
    "the artist's notifications of the buyer",
    async () => {
      const all = ok(await call('GET', '/notifications/all', artistMember), 'notifications');
      return JSON.stringify(all).includes(buyer.id) || undefined;
    },
    { timeoutMs: 30_000 },
  );
  await settledFingerprint(stack, 60_000);

  return {
    stack,
    members,
    names,
    personal: {
      artist: personalValues(artistMember.email, data.artist),
      buyer: [...personalValues(buyer.email, data.buyer), ...orderShippingValues(orderShipping)],
      private: personalValues(privateMember.email, data.private),
      stranger: personalValues(stranger.email, data.stranger),
    },
    orderShipping,
    artwork,
    postId,
    rooms: { pair, group },
    order: { id: orderId, itemId },
    exhibitionId,
    refusedSteps,
    writes,
  };
}
