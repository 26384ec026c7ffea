import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { waitUntil } from '@art/testing';
import { uploadArtwork } from '../../system/support/artworks.js';
import { artist, type Member, projected, query, verifiedMember } from '../../system/support/members.js';
import type { Stack } from '../../system/support/stack.js';
import { type Answer, send } from './requests.js';
import { settledFingerprint } from './snapshots.js';
import { writePost } from './world.js';

/** Who looks, in the order of the table's columns (support/audience-table.ts). */
export const VIEWERS = ['guest', 'stranger', 'follower', 'requester', 'blocked', 'blocker', 'owner'] as const;
export type Viewer = (typeof VIEWERS)[number];

/** The two owners every policy row is tried on. */
export const OWNER_KINDS = ['private', 'public'] as const;
export type OwnerKind = (typeof OWNER_KINDS)[number];

/** One owner and everything of theirs the table looks for. */
export interface Owner {
  kind: OwnerKind;
  member: Member;
  name: string;
  /** A word of their name and of their artwork's: what the search is asked. */
  surname: string;
  artwork: { id: string; slug: string; name: string };
  /** The owner's comment under their own artwork (artwork comments are the artwork's, public). */
  artworkCommentId: string;
  postId: string;
  postText: string;
  /** The follower's comment on the owner's post. */
  postCommentId: string;
  /** The owner's own comments on the third member's post and artwork. */
  commentOnOthersPostId: string;
  commentOnOthersArtworkId: string;
  /** The follower and the third member (approved, for the private owner). */
  followerIds: string[];
  /** The third member. */
  followingIds: string[];
}

/**
 * The people of the policy test, made through the gateway as people make them:
 * - `private` (an artist whose account is private) and `public` (an artist): the owners, each with
 *   an artwork (which they commented on) and a post (which the follower commented on); each
 *   comments on the third member's post and artwork, follows the third member and is followed by
 *   the follower and the third member;
 * - third: a public artist whose post, artwork and lists carry the owners' comments and cards;
 * - stranger: no tie to anybody; liked both owners' artworks (the liked list shows them);
 * - follower: follows both owners (approved by the private one);
 * - requester: asked to follow the private owner, still pending (a stranger to the public one);
 * - blocked: liked both owners' artworks, then both owners blocked them;
 * - blocker: liked both owners' artworks, then blocked both owners.
 * The blocked member and the blocker each have a chat with both owners, opened by the owner
 * before the blocks. No viewer follows anybody else and nobody else likes anything, so that
 * recommendations are the same on every run.
 */
export interface AudienceWorld {
  stack: Stack;
  categoryId: string;
  owners: Record<OwnerKind, Owner>;
  third: { member: Member; artwork: { id: string; slug: string }; postId: string };
  viewers: Record<Exclude<Viewer, 'guest' | 'owner'>, Member>;
  /** Chats opened by each owner, before the blocks, with the blocked member and the blocker. */
  rooms: Record<OwnerKind, { blocked: string; blocker: string }>;
  /**
   * Steps the rules allow that the stack refused while the world was built (a like of a private
   * member's artwork by a stranger): the world is still built, and a test names them.
   */
  refusedSteps: string[];
}

/** The member who looks as `viewer` at `owner`; undefined for a guest. */
export function memberOf(w: AudienceWorld, viewer: Viewer, owner: Owner): Member | undefined {
  if (viewer === 'guest') return undefined;
  if (viewer === 'owner') return owner.member;
  return w.viewers[viewer];
}

async function call(stack: Stack, method: string, path: string, token: string, json?: unknown): Promise<Answer> {
  return send(stack, method, { path, json }, token);
}

function ok(answer: Answer, what: string): any {
  assert.equal(answer.status, 200, `${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer.json;
}

/** Follows `whom`, waiting for social to know them; answers the follow status (success or requested). */
async function follow(stack: Stack, who: Member, whom: Member, expected: 'success' | 'requested') {
  const answer = await waitUntil(
    `${who.email} to follow ${whom.email}`,
    async () => {
      const sent = await call(stack, 'POST', '/secure/followartist', who.token, { artist: whom.id });
      return sent.status === 404 ? undefined : sent;
    },
    { timeoutMs: 30_000 },
  );
  assert.equal(ok(answer, `${who.email} follows ${whom.email}`).status, expected);
}

async function approveRequestOf(stack: Stack, owner: Member, follower: Member) {
  const requests = ok(await call(stack, 'GET', '/user/followrequests', owner.token), 'follow requests');
  const request = requests.message.find((r: { follower: { _id: string } }) => r.follower._id === follower.id);
  assert.ok(request, `a follow request of ${follower.email} waits for ${owner.email}`);
  ok(await call(stack, 'POST', '/user/approvefollow', owner.token, { notification: request._id }), 'approval');
}

async function commentOnPost(stack: Stack, who: Member, postId: string, text: string): Promise<string> {
  const answer = await call(stack, 'POST', '/v2/post/comments/new', who.token, { comment: text, post_id: postId });
  return ok(answer, `comment on post ${postId}`).message._id;
}

async function commentOnArtwork(stack: Stack, who: Member, artworkId: string, text: string): Promise<string> {
  const answer = await call(stack, 'POST', '/v2/artwork/comment/new', who.token, { comment: text, product: artworkId });
  return ok(answer, `comment on artwork ${artworkId}`).message._id;
}

async function setProfile(stack: Stack, member: Member, fields: [string, string][]) {
  ok(await send(stack, 'POST', { path: '/user/update', form: fields }, member.token), `${member.email}'s profile`);
}

/** Everybody and everything of AudienceWorld; resolves once the stack is quiet. */
export async function buildAudienceWorld(stack: Stack): Promise<AudienceWorld> {
  const refusedSteps: string[] = [];
  const tolerated = async (what: string, step: () => Promise<Answer>) => {
    const answer = await step();
    if (answer.status !== 200) refusedSteps.push(`${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
  };

  const [privateOwner, publicOwner, third, stranger, follower, requester, blocked, blocker] = await Promise.all([
    artist(stack, 'Prakriti Khadka'),
    artist(stack, 'Ujjwal Bhandari'),
    artist(stack, 'Tashi Dolma'),
    verifiedMember(stack, 'Sunita Rai', 'stranger'),
    verifiedMember(stack, 'Fulmaya Tamang', 'follower'),
    verifiedMember(stack, 'Rabin Karki', 'requester'),
    verifiedMember(stack, 'Bikash Shrestha', 'blocked'),
    verifiedMember(stack, 'Binita Ale', 'blocker'),
  ]);
  for (const painter of [privateOwner, publicOwner, third]) await projected(stack.databases.catalogue, painter, 11);
  const categories = await stack.api('/categories');
  const categoryId: string = categories.body.message.find((c: { slug: string }) => c.slug === 'painting')._id;

  // Painting studios (the studio lists by category read it); the private owner closes the account.
  const styles = JSON.stringify([{ _id: categoryId, name: 'Painting' }]);
  await setProfile(stack, privateOwner, [
    ['info.categories', styles],
    ['settings.private', 'true'],
  ]);
  await setProfile(stack, publicOwner, [['info.categories', styles]]);
  await setProfile(stack, third, [['info.categories', styles]]);
  // A follow of a private member is a request only once social knows the account is private.
  await waitUntil(
    'social to know the private owner is private',
    async () =>
      (
        await query<{ is_private: boolean }>(stack.databases.social, 'SELECT is_private FROM users WHERE id = $1', [
          privateOwner.id,
        ])
      )[0]?.is_private === true,
    { timeoutMs: 30_000 },
  );

  const [privateArtwork, publicArtwork, thirdArtwork] = await Promise.all([
    uploadArtwork(stack, privateOwner, { name: 'Khadka Ridge at Dusk', price: 20_000, stock: 2 }),
    uploadArtwork(stack, publicOwner, { name: 'Bhandari Lake in Monsoon', price: 18_000, stock: 2 }),
    uploadArtwork(stack, third, { name: 'Prayer Flags of Dolpa', price: 9_000, stock: 2 }),
  ]);
  const privateText = `Studio diary of a closed account ${randomUUID()}`;
  const publicText = `Studio diary of an open account ${randomUUID()}`;
  const privatePostId = await writePost(stack, privateOwner, privateText);
  const publicPostId = await writePost(stack, publicOwner, publicText);
  const thirdPostId = await writePost(stack, third, 'Drying pigments in the sun');

  // Follows: each owner follows the third member; the follower and the third member follow each owner.
  await follow(stack, privateOwner, third, 'success');
  await follow(stack, publicOwner, third, 'success');
  await follow(stack, third, publicOwner, 'success');
  await follow(stack, follower, publicOwner, 'success');
  await follow(stack, third, privateOwner, 'requested');
  await follow(stack, follower, privateOwner, 'requested');
  await follow(stack, requester, privateOwner, 'requested');
  await approveRequestOf(stack, privateOwner, third);
  await approveRequestOf(stack, privateOwner, follower);

  const owner = async (
    kind: OwnerKind,
    member: Member,
    name: string,
    surname: string,
    artwork: { id: string; slug: string },
    artworkName: string,
    postId: string,
    postText: string,
  ): Promise<Owner> => ({
    kind,
    member,
    name,
    surname,
    artwork: { ...artwork, name: artworkName },
    artworkCommentId: await commentOnArtwork(stack, member, artwork.id, 'Painted in one sitting'),
    postId,
    postText,
    postCommentId: await commentOnPost(stack, follower, postId, 'See you at the studio'),
    commentOnOthersPostId: await commentOnPost(stack, member, thirdPostId, 'Lovely pigments'),
    commentOnOthersArtworkId: await commentOnArtwork(stack, member, thirdArtwork.id, 'The flags move'),
    followerIds: [follower.id, third.id],
    followingIds: [third.id],
  });
  const owners: Record<OwnerKind, Owner> = {
    private: await owner(
      'private',
      privateOwner,
      'Prakriti Khadka',
      'Khadka',
      privateArtwork,
      'Khadka Ridge at Dusk',
      privatePostId,
      privateText,
    ),
    public: await owner(
      'public',
      publicOwner,
      'Ujjwal Bhandari',
      'Bhandari',
      publicArtwork,
      'Bhandari Lake in Monsoon',
      publicPostId,
      publicText,
    ),
  };

  // Likes before the blocks (artworks are public: anybody may like them), and chats the owners open.
  for (const liker of [stranger, blocked, blocker]) {
    for (const { artwork, kind } of Object.values(owners)) {
      await tolerated(`${liker.email} likes the ${kind} owner's artwork`, () =>
        call(stack, 'POST', `/like/product/${artwork.id}`, liker.token, {}),
      );
    }
  }
  const openRoom = async (from: Member, to: Member) => {
    const opened = await call(stack, 'POST', '/rooms/init', from.token, { sender: from.id, receiver: to.id });
    return ok(opened, `room of ${from.email} and ${to.email}`).room._id as string;
  };
  const rooms = {
    private: { blocked: await openRoom(privateOwner, blocked), blocker: await openRoom(privateOwner, blocker) },
    public: { blocked: await openRoom(publicOwner, blocked), blocker: await openRoom(publicOwner, blocker) },
  };

  for (const { member } of Object.values(owners)) {
    ok(await call(stack, 'PATCH', `/user/${blocked.id}`, member.token, {}), 'an owner blocks the blocked member');
    ok(await call(stack, 'PATCH', `/user/${member.id}`, blocker.token, {}), 'the blocker blocks an owner');
  }

  // The blocks, follows and likes reach every area through events: the table is read once they have.
  await settledFingerprint(stack, 60_000);
  return {
    stack,
    categoryId,
    owners,
    third: { member: third, artwork: thirdArtwork, postId: thirdPostId },
    viewers: { stranger, follower, requester, blocked, blocker },
    rooms,
    refusedSteps,
  };
}
