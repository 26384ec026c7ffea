import type { Member } from '../../system/support/members.js';
import type { AudienceWorld, Owner } from './audience-world.js';
import type { RequestSpec } from './requests.js';

/** A write that touches another member's content, aimed at `owner` by `actor`. */
export interface AudienceWrite {
  name: string;
  method: 'POST';
  request: (owner: Owner, actor: Member, w: AudienceWorld) => RequestSpec;
}

const roomOf = (w: AudienceWorld, owner: Owner, actor: Member) =>
  actor.id === w.viewers.blocked.id ? w.rooms[owner.kind].blocked : w.rooms[owner.kind].blocker;

/** The main writes on another's content: across a block each is refused with 403 `blocked`. */
export const WRITES_ACROSS_A_BLOCK: readonly AudienceWrite[] = [
  { name: 'like the post', method: 'POST', request: (o) => ({ path: '/post/like', json: { post: o.postId } }) },
  {
    name: 'comment on the post',
    method: 'POST',
    request: (o) => ({ path: '/v2/post/comments/new', json: { comment: 'Across a block', post_id: o.postId } }),
  },
  { name: 'like the artwork', method: 'POST', request: (o) => ({ path: `/like/product/${o.artwork.id}`, json: {} }) },
  {
    name: 'comment on the artwork',
    method: 'POST',
    request: (o) => ({ path: '/v2/artwork/comment/new', json: { comment: 'Across a block', product: o.artwork.id } }),
  },
  { name: 'follow', method: 'POST', request: (o) => ({ path: '/secure/followartist', json: { artist: o.member.id } }) },
  {
    name: 'add the artwork to the cart',
    method: 'POST',
    request: (o) => ({ path: '/cart/addItem', json: { product_id: o.artwork.id } }),
  },
  {
    name: 'open a chat',
    method: 'POST',
    request: (o, actor) => ({ path: '/rooms/init', json: { sender: actor.id, receiver: o.member.id } }),
  },
  {
    name: 'write in the chat the owner opened before the block',
    method: 'POST',
    request: (o, actor, w) => ({ path: `/rooms/${roomOf(w, o, actor)}/messages`, json: { message: 'Still there?' } }),
  },
];

/** Writes on a private member's post by somebody who may not see it: 403 `private-account`. */
export const WRITES_ON_A_CLOSED_POST: readonly AudienceWrite[] = WRITES_ACROSS_A_BLOCK.filter((write) =>
  ['like the post', 'comment on the post'].includes(write.name),
);
