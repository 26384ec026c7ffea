import { PUBLIC_ENDPOINTS } from '@art/contracts/endpoints';
import type { AudienceWorld, Owner } from './audience-world.js';
import type { RequestSpec } from './requests.js';

/**
 * Who may see what: every GET route of the gateway's ROUTE_TABLE, read by guest, stranger, approved
 * follower, requester (a pending follow request), blocked member, blocker and owner, about a private
 * member and a public member (support/audience-world.ts makes them). Written from the rules, not
 * from what the services answer; a cell changes only when the rule does.
 *
 * The rules:
 * - A block hides each party's artworks, posts, comments, profiles and lists from the other, both
 *   ways, in every listing and detail (404 on a detail; left out of a listing).
 * - A private member's posts, the comments on them and their follower and following lists are seen
 *   only by the member and approved followers: others get 403 `private-account` where the route
 *   names the member, and the posts are left out of feeds. Their profile card stays visible.
 *   Comments the private member writes under other people's posts and artworks are the other
 *   people's threads: only a block hides them.
 * - Artworks are public content unless a block stands between the two.
 *
 * Outcomes, by the kind of the call:
 * - detail (one thing): sees = 200 with the marks; hidden = 404; private = 403 `private-account`;
 * - owner-listing (a list of one member's things, named in the call): sees = 200 with every mark;
 *   hidden = 404, or 200 without any mark (both leave the content out); private = 403
 *   `private-account`; not-listed = 200 without any mark;
 * - listing (many people's things): sees = 200 with every mark; hidden, private and not-listed =
 *   200 without any mark (the cell says why it is left out);
 * - sign-in (any kind): 401, the route is for members.
 * Whenever the owner's content must not be shown, no mark may appear anywhere in the answer.
 */
export type Outcome = 'sees' | 'hidden' | 'private' | 'not-listed' | 'sign-in';
export type ProbeKind = 'detail' | 'owner-listing' | 'listing';

/** One outcome per viewer, in the order of VIEWERS: guest, stranger, follower, requester, blocked, blocker, owner. */
export type Cells = readonly [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];

/** One way a route shows an owner's content. */
export interface Probe {
  /** What of the owner's the answer is about. */
  about: string;
  kind: ProbeKind;
  /** The call with its parameters filled for this owner. */
  request: (owner: Owner, w: AudienceWorld) => RequestSpec;
  /** What in the answer is the owner's: ids of listed things, or the text of the detail. */
  marks: (owner: Owner, w: AudienceWorld) => string[];
  private: Cells;
  public: Cells;
}

export type AudienceEntry =
  | { path: string; probes: readonly Probe[] }
  /** Shows nobody's content: the marketplace's own things, or a check of the caller's own input. */
  | { path: string; notPeoplesContent: string }
  /** Shows only the caller's own things (their cart, orders, rooms, notifications). */
  | { path: string; ownThingsOnly: string }
  /**
   * The operators' console: people's content as the marketplace's team must see it to act on it
   * (a hidden post, a suspended member's profile), whatever blocks and privacy say; refused to every
   * member, artist and operator without the second factor (route-access.test.ts).
   */
  | { path: string; operatorsOnly: string };

const enc = encodeURIComponent;
const EXHIBITIONS = "the marketplace's own exhibitions (no route lets a member make one)";
const SLIDES = "the marketplace's own banner slides (no route lets a member make one)";

// biome-ignore format: the cells are a table, aligned by column for review
const WRITTEN: readonly AudienceEntry[] = [
  // identity
  { path: '/api/auth/verifyemail/:code', notPeoplesContent: "checks the caller's own verification code" },
  { path: '/api/user/profile', ownThingsOnly: "the caller's own account" },
  {
    path: '/api/user/getbyslug/:slug',
    probes: [{
      about: "the owner's profile card (stays visible when private)",
      kind: 'detail',
      request: (o) => ({ path: `/user/getbyslug/${enc(o.member.slug)}` }),
      marks: (o) => [o.name],
      //         guest         stranger      follower      requester     blocked       blocker       owner
      private: ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
      public:  ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
    }],
  },
  {
    path: '/api/user/get/:id',
    probes: [{
      about: "the owner's profile card (stays visible when private)",
      kind: 'detail',
      request: (o) => ({ path: `/user/get/${o.member.id}` }),
      marks: (o) => [o.name],
      //         guest         stranger      follower      requester     blocked       blocker       owner
      private: ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
      public:  ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
    }],
  },

  // catalogue: categories and sliders
  { path: '/api/categories', notPeoplesContent: "the marketplace's categories" },
  { path: '/api/categories/sorted', notPeoplesContent: "the marketplace's categories" },
  { path: '/api/slider/home-slider', notPeoplesContent: SLIDES },
  { path: '/api/sliders', notPeoplesContent: SLIDES },
  // catalogue: artworks
  {
    path: '/api/product/:slug',
    probes: [{
      about: "the owner's artwork (artworks are public content)",
      kind: 'detail',
      request: (o) => ({ path: `/product/${enc(o.artwork.slug)}` }),
      marks: (o) => [o.artwork.name],
      //         guest         stranger      follower      requester     blocked       blocker       owner
      private: ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
      public:  ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
    }],
  },
  ...['/products/category/all', '/store/all'].map((path): AudienceEntry => ({
    path: `/api${path.replace('/all', '/:cat')}`,
    probes: [{
      about: "the owner's artwork in the gallery or store",
      kind: 'listing',
      request: () => ({ path }),
      marks: (o) => [o.artwork.id],
      //         guest         stranger      follower      requester     blocked       blocker       owner
      private: ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
      public:  ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
    }],
  })),
  ...['/v2/products/category/all', '/v2/store/all'].map((path): AudienceEntry => ({
    path: `/api${path.replace('/all', '/:cat')}`,
    probes: [{
      about: "the owner's artwork in the members' gallery or store",
      kind: 'listing',
      request: () => ({ path }),
      marks: (o) => [o.artwork.id],
      //         guest         stranger      follower      requester     blocked       blocker       owner
      private: ['sign-in',    'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
      public:  ['sign-in',    'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
    }],
  })),
  {
    path: '/api/products/getfeatured',
    probes: [{
      about: "the owner's artwork among the featured (the world has fewer artworks than the row holds)",
      kind: 'listing',
      request: () => ({ path: '/products/getfeatured' }),
      marks: (o) => [o.artwork.id],
      //         guest         stranger      follower      requester     blocked       blocker       owner
      private: ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
      public:  ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
    }],
  },
  {
    path: '/api/products/popular/:categoryId',
    probes: [{
      about: "the owner's artwork among the popular (the world has fewer artworks than the row holds)",
      kind: 'listing',
      request: () => ({ path: '/products/popular/all' }),
      marks: (o) => [o.artwork.id],
      //         guest         stranger      follower      requester     blocked       blocker       owner
      private: ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
      public:  ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
    }],
  },
  {
    path: '/api/products/recommended',
    probes: [{
      // The stranger liked both artworks and the owner follows the third member: recommendations
      // leave out what one already likes and one's own; the requester knows nobody (the newest).
      about: "the owner's artwork recommended to the viewer",
      kind: 'listing',
      request: () => ({ path: '/products/recommended' }),
      marks: (o) => [o.artwork.id],
      //         guest         stranger      follower      requester     blocked       blocker       owner
      private: ['sign-in',    'not-listed', 'sees',       'sees',       'hidden',     'hidden',     'not-listed'],
      public:  ['sign-in',    'not-listed', 'sees',       'sees',       'hidden',     'hidden',     'not-listed'],
    }],
  },
  {
    path: '/api/products/followed',
    probes: [{
      about: "the owner's artwork among the followed studios' (only the follower follows the owners)",
      kind: 'listing',
      request: () => ({ path: '/products/followed' }),
      marks: (o) => [o.artwork.id],
      //         guest         stranger      follower      requester     blocked       blocker       owner
      private: ['sign-in',    'not-listed', 'sees',       'not-listed', 'hidden',     'hidden',     'not-listed'],
      public:  ['sign-in',    'not-listed', 'sees',       'not-listed', 'hidden',     'hidden',     'not-listed'],
    }],
  },
  {
    path: '/api/products/similar/:slug',
    probes: [{
      about: "the owner's artwork among those like the third member's (same category)",
      kind: 'listing',
      request: (_o, w) => ({ path: `/products/similar/${enc(w.third.artwork.slug)}` }),
      marks: (o) => [o.artwork.id],
      //         guest         stranger      follower      requester     blocked       blocker       owner
      private: ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
      public:  ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
    }],
  },
  ...[
    { path: '/api/user/artworks/:id', url: (o: Owner) => `/user/artworks/${o.member.id}` },
    { path: '/api/user/gallery/:id', url: (o: Owner) => `/user/gallery/${o.member.id}` },
    {
      path: '/api/artist/:artistId/productswithimages',
      url: (o: Owner) => `/artist/${o.member.id}/productswithimages`,
    },
  ].map(({ path, url }): AudienceEntry => ({
    path,
    probes: [{
      about: "the owner's artworks, listed by the owner's id",
      kind: 'owner-listing',
      request: (o) => ({ path: url(o) }),
      marks: (o) => [o.artwork.id],
      //         guest         stranger      follower      requester     blocked       blocker       owner
      private: ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
      public:  ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
    }],
  })),
  { path: '/api/artworks/mine', ownThingsOnly: "the caller's own artworks" },
  // catalogue: likes and comments
  {
    path: '/api/artworks/liked',
    probes: [{
      // The stranger, the blocked member and the blocker liked both artworks (before the blocks).
      about: "the owner's artwork in the viewer's liked list",
      kind: 'listing',
      request: () => ({ path: '/artworks/liked' }),
      marks: (o) => [o.artwork.id],
      //         guest         stranger      follower      requester     blocked       blocker       owner
      private: ['sign-in',    'sees',       'not-listed', 'not-listed', 'hidden',     'hidden',     'not-listed'],
      public:  ['sign-in',    'sees',       'not-listed', 'not-listed', 'hidden',     'hidden',     'not-listed'],
    }],
  },
  {
    path: '/api/v2/artwork/comments/:productId/:total',
    probes: [
      {
        about: "the comments on the owner's artwork",
        kind: 'owner-listing',
        request: (o) => ({ path: `/v2/artwork/comments/${o.artwork.id}/10` }),
        marks: (o) => [o.artworkCommentId],
        //         guest         stranger      follower      requester     blocked       blocker       owner
        private: ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
        public:  ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
      },
      {
        about: "the owner's comment on the third member's artwork",
        kind: 'listing',
        request: (_o, w) => ({ path: `/v2/artwork/comments/${w.third.artwork.id}/10` }),
        marks: (o) => [o.commentOnOthersArtworkId],
        //         guest         stranger      follower      requester     blocked       blocker       owner
        private: ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
        public:  ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
      },
    ],
  },
  // catalogue: studios directory and search
  ...['/artists/sortable', '/artists/category/painting', '/artists/top/all', '/artists/top'].map(
    (path): AudienceEntry => ({
      path: `/api${path.replace('/painting', '/:cat')}`,
      probes: [{
        about: "the owner's studio card in the studios lists (a painting studio; cards stay visible when private)",
        kind: 'listing',
        request: () => ({ path }),
        marks: (o) => [o.member.id],
        //         guest         stranger      follower      requester     blocked       blocker       owner
        private: ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
        public:  ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
      }],
    }),
  ),
  {
    path: '/api/artist/:slug',
    probes: [{
      about: "the owner's studio card (stays visible when private)",
      kind: 'detail',
      request: (o) => ({ path: `/artist/${enc(o.member.slug)}` }),
      marks: (o) => [o.name],
      //         guest         stranger      follower      requester     blocked       blocker       owner
      private: ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
      public:  ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
    }],
  },
  {
    path: '/api/search/:term',
    probes: [{
      about: "the owner and the owner's artwork found by a word of both names",
      kind: 'listing',
      request: (o) => ({ path: `/search/${enc(o.surname)}` }),
      marks: (o) => [o.member.id, o.artwork.id],
      //         guest         stranger      follower      requester     blocked       blocker       owner
      private: ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
      public:  ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
    }],
  },
  // catalogue: exhibitions
  { path: '/api/exhibitions', notPeoplesContent: EXHIBITIONS },
  { path: '/api/exhibitions/:id', notPeoplesContent: EXHIBITIONS },
  { path: '/api/current/exhibitions', notPeoplesContent: EXHIBITIONS },
  { path: '/api/previous/exhibitions', notPeoplesContent: EXHIBITIONS },
  { path: '/api/upcomming/exhibitions', notPeoplesContent: EXHIBITIONS },

  // social: posts and comments
  {
    path: '/api/post/getbyartist/:id/:total',
    probes: [{
      about: "the owner's posts (their profile's Feed tab)",
      kind: 'owner-listing',
      request: (o) => ({ path: `/post/getbyartist/${o.member.id}/10` }),
      marks: (o) => [o.postId],
      //         guest         stranger      follower      requester     blocked       blocker       owner
      private: ['private',    'private',    'sees',       'private',    'hidden',     'hidden',     'sees'],
      public:  ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
    }],
  },
  {
    path: '/api/v2/post/comments/:postId/:total',
    probes: [
      {
        about: "the comments on the owner's post",
        kind: 'owner-listing',
        request: (o) => ({ path: `/v2/post/comments/${o.postId}/10` }),
        marks: (o) => [o.postCommentId],
        //         guest         stranger      follower      requester     blocked       blocker       owner
        private: ['private',    'private',    'sees',       'private',    'hidden',     'hidden',     'sees'],
        public:  ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
      },
      {
        about: "the owner's comment on the third member's (public) post",
        kind: 'listing',
        request: (_o, w) => ({ path: `/v2/post/comments/${w.third.postId}/10` }),
        marks: (o) => [o.commentOnOthersPostId],
        //         guest         stranger      follower      requester     blocked       blocker       owner
        private: ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
        public:  ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
      },
    ],
  },
  // social: feeds
  {
    path: '/api/feed/allPosts',
    probes: [{
      about: "the owner's post in everyone's feed",
      kind: 'listing',
      request: () => ({ path: '/feed/allPosts' }),
      marks: (o) => [o.postId],
      //         guest         stranger      follower      requester     blocked       blocker       owner
      private: ['private',    'private',    'sees',       'private',    'hidden',     'hidden',     'sees'],
      public:  ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
    }],
  },
  {
    path: '/api/feed/posts',
    probes: [{
      about: "the owner's post in a member's feed (show all)",
      kind: 'listing',
      request: () => ({ path: '/feed/posts' }),
      marks: (o) => [o.postId],
      //         guest         stranger      follower      requester     blocked       blocker       owner
      private: ['sign-in',    'private',    'sees',       'private',    'hidden',     'hidden',     'sees'],
      public:  ['sign-in',    'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
    }],
  },
  {
    path: '/api/feed/following',
    probes: [{
      // Only the follower follows the owners; one's own posts are not in one's following feed.
      about: "the owner's post in the following feed",
      kind: 'listing',
      request: () => ({ path: '/feed/following' }),
      marks: (o) => [o.postId],
      //         guest         stranger      follower      requester     blocked       blocker       owner
      private: ['sign-in',    'not-listed', 'sees',       'not-listed', 'hidden',     'hidden',     'not-listed'],
      public:  ['sign-in',    'not-listed', 'sees',       'not-listed', 'hidden',     'hidden',     'not-listed'],
    }],
  },
  {
    path: '/api/feed/post/:id',
    probes: [{
      about: "the owner's post",
      kind: 'detail',
      request: (o) => ({ path: `/feed/post/${o.postId}` }),
      marks: (o) => [o.postText],
      //         guest         stranger      follower      requester     blocked       blocker       owner
      private: ['private',    'private',    'sees',       'private',    'hidden',     'hidden',     'sees'],
      public:  ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
    }],
  },
  {
    path: '/api/posts/recommended',
    probes: [{
      about: "the owner's post recommended to the viewer (studios one does not follow, never one's own)",
      kind: 'listing',
      request: () => ({ path: '/posts/recommended' }),
      marks: (o) => [o.postId],
      //         guest         stranger      follower      requester     blocked       blocker       owner
      private: ['sign-in',    'private',    'not-listed', 'private',    'hidden',     'hidden',     'not-listed'],
      public:  ['sign-in',    'sees',       'not-listed', 'sees',       'hidden',     'hidden',     'not-listed'],
    }],
  },
  // social: follows
  { path: '/api/user/followrequests', ownThingsOnly: 'the follow requests waiting for the caller' },
  {
    path: '/api/user/follower',
    probes: [
      {
        about: "the owner's followers (the follower and the third member)",
        kind: 'owner-listing',
        request: (o) => ({ path: '/user/follower', query: { userId: o.member.id } }),
        marks: (o) => o.followerIds,
        //         guest         stranger      follower      requester     blocked       blocker       owner
        private: ['private',    'private',    'sees',       'private',    'hidden',     'hidden',     'sees'],
        public:  ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
      },
      {
        about: "the owner's card among the third member's followers",
        kind: 'listing',
        request: (_o, w) => ({ path: '/user/follower', query: { userId: w.third.member.id } }),
        marks: (o) => [o.member.id],
        //         guest         stranger      follower      requester     blocked       blocker       owner
        private: ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
        public:  ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
      },
    ],
  },
  {
    path: '/api/user/following',
    probes: [
      {
        about: 'whom the owner follows (the third member)',
        kind: 'owner-listing',
        request: (o) => ({ path: '/user/following', query: { userId: o.member.id } }),
        marks: (o) => o.followingIds,
        //         guest         stranger      follower      requester     blocked       blocker       owner
        private: ['private',    'private',    'sees',       'private',    'hidden',     'hidden',     'sees'],
        public:  ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
      },
      {
        about: "the owner's card among those the third member follows",
        kind: 'listing',
        request: (_o, w) => ({ path: '/user/following', query: { userId: w.third.member.id } }),
        marks: (o) => [o.member.id],
        //         guest         stranger      follower      requester     blocked       blocker       owner
        private: ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
        public:  ['sees',       'sees',       'sees',       'sees',       'hidden',     'hidden',     'sees'],
      },
    ],
  },
  {
    path: '/api/studios/tofollow',
    probes: [{
      about: "the owner's card among the studios to follow (never one already followed, never oneself)",
      kind: 'listing',
      request: () => ({ path: '/studios/tofollow' }),
      marks: (o) => [o.member.id],
      //         guest         stranger      follower      requester     blocked       blocker       owner
      private: ['sign-in',    'sees',       'not-listed', 'sees',       'hidden',     'hidden',     'not-listed'],
      public:  ['sign-in',    'sees',       'not-listed', 'sees',       'hidden',     'hidden',     'not-listed'],
    }],
  },
  {
    path: '/api/studios/recommended',
    probes: [{
      about: "the owner's card among the studios recommended (never one already followed, never oneself)",
      kind: 'listing',
      request: () => ({ path: '/studios/recommended' }),
      marks: (o) => [o.member.id],
      //         guest         stranger      follower      requester     blocked       blocker       owner
      private: ['sign-in',    'sees',       'not-listed', 'sees',       'hidden',     'hidden',     'not-listed'],
      public:  ['sign-in',    'sees',       'not-listed', 'sees',       'hidden',     'hidden',     'not-listed'],
    }],
  },
  // social: reports and blocks
  { path: '/api/report/categories', notPeoplesContent: "the marketplace's report reasons" },
  { path: '/api/blocklist', ownThingsOnly: 'the members the caller blocked' },

  // commerce: a blocked party's artwork cannot be added (tests/security/audience-policy.test.ts, writes)
  { path: '/api/cart', ownThingsOnly: "the caller's own cart" },
  { path: '/api/cart/removeItem', ownThingsOnly: "removes a line of the caller's own cart" },
  { path: '/api/checkout/basic-details', ownThingsOnly: "the caller's own shipping details" },
  { path: '/api/user/order', ownThingsOnly: "the caller's own orders" },
  { path: '/api/user/order/:id', ownThingsOnly: "one of the caller's own orders (route-access.test.ts)" },
  { path: '/api/studio/sales', ownThingsOnly: "the caller's own sales" },
  {
    path: '/api/operator/refunds',
    notPeoplesContent: "the marketplace's refunds due, for operators (roles 1–10) only (route-access.test.ts)",
  },
  // identity: the sign-in providers' ways out and back (redirects; a callback signs in only the
  // browser that started it, tests/browser/social-sign-in.test.ts)
  { path: '/api/auth/google/start', notPeoplesContent: "a redirect to the sign-in provider" },
  { path: '/api/auth/google/callback', notPeoplesContent: "the sign-in provider's way back, to /login" },
  { path: '/api/auth/facebook/start', notPeoplesContent: "a redirect to the sign-in provider" },
  { path: '/api/auth/facebook/callback', notPeoplesContent: "the sign-in provider's way back, to /login" },
  { path: '/api/payment/esewa/return', notPeoplesContent: "a payment provider's way back to an attempt" },
  { path: '/api/payment/esewa/failure', notPeoplesContent: "a payment provider's way back to an attempt" },
  { path: '/api/payment/connectips/success', notPeoplesContent: "a payment provider's way back to an attempt" },
  { path: '/api/payment/connectips/failure', notPeoplesContent: "a payment provider's way back to an attempt" },
  { path: '/api/payment/stripe/cancel', notPeoplesContent: "a payment provider's way back to an attempt" },

  // messaging: a chat with a blocked party cannot be opened or written in (writes)
  { path: '/api/rooms', ownThingsOnly: "the caller's own chats" },
  { path: '/api/rooms/:roomId/messages', ownThingsOnly: "a chat of the caller's (route-access.test.ts)" },
  { path: '/api/messages/:roomId', ownThingsOnly: "a chat of the caller's (route-access.test.ts)" },
  {
    path: '/api/rooms/:roomId/presence',
    ownThingsOnly: "a chat of the caller's: no partner across a block or who hides it (messaging's presence tests)",
  },
  { path: '/api/rooms/search', ownThingsOnly: "the caller's own chats (messaging's search tests)" },

  // notification
  { path: '/api/notifications/all', ownThingsOnly: "the caller's own notifications" },
  { path: '/api/notifications/preferences', ownThingsOnly: "the caller's own mail preferences" },
];

/**
 * A GET declared for the caller's own things (`owner: 'self'`, no path parameter, not `audience`)
 * shows nobody else's content: it is placed from its declaration unless a line above says more.
 */
const declaredOwnThings: AudienceEntry[] = PUBLIC_ENDPOINTS.filter(
  (endpoint) =>
    endpoint.method === 'GET' &&
    endpoint.owner === 'self' &&
    !endpoint.audience &&
    !endpoint.path.includes('/:') &&
    !WRITTEN.some((entry) => entry.path === endpoint.path),
).map((endpoint) => ({
  path: endpoint.path,
  ownThingsOnly: `declared for the caller's own things (${endpoint.operationId})`,
}));

/** Every operator GET is the console's: placed from its declaration unless a line above says more. */
const declaredOperatorsOnly: AudienceEntry[] = PUBLIC_ENDPOINTS.filter(
  (endpoint) =>
    endpoint.method === 'GET' &&
    endpoint.access === 'operator' &&
    !WRITTEN.some((entry) => entry.path === endpoint.path),
).map((endpoint) => ({
  path: endpoint.path,
  operatorsOnly: `declared for operators with a second factor (${endpoint.operationId})`,
}));

export const AUDIENCE_TABLE: readonly AudienceEntry[] = [...WRITTEN, ...declaredOwnThings, ...declaredOperatorsOnly];
