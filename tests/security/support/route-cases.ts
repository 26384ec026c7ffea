import { randomUUID } from 'node:crypto';
import { PUBLIC_ENDPOINTS } from '@art/contracts/endpoints';
import type { Endpoint, EndpointAccess } from '@art/endpoint';
import { ROUTE_TABLE } from '@art/gateway';
import { uniqueEmail } from '@art/testing';
import type { Member } from '../../system/support/members.js';
import { onePixelPng } from './images.js';
import type { RequestSpec } from './requests.js';
import type { World } from './world.js';

/*
 * Who may call a route at all is the declaration's `access` (EndpointAccess), walked as:
 * - guest: guests too (a token, when sent, must still be valid);
 * - member: any member; without a token 401;
 * - artist: a studio (role 11–20); a plain member's token gets 403;
 * - user: a plain member (role 21–30); an artist's token gets 403 (user art);
 * - operator: the marketplace's operators (role 1–10); every member's and artist's token gets 403.
 */

/**
 * Whose data a signed-in route touches:
 * - resource: a thing of one member named in the call (A's order, room, post…): another member's
 *   token gets 403 or 404 and changes nothing;
 * - self: only the caller's own data (their cart, their notifications): another member gets their
 *   own answer, never a word of A's, and A's data is unchanged.
 * Left out for calls on public things that every member may make (like, comment, follow, report).
 */
export type Ownership = 'resource' | 'self';

export interface RouteCall {
  method: HttpMethod;
  /** The declared pattern, `/api/...`. */
  path: string;
  /** Made from the declaration alone (see derivedCall). */
  derived?: true;
  /**
   * The call, with path parameters naming A's things and a minimal valid body. `caller` is who
   * sends it, for the bodies that must name the sender ("you": blockBy, participant).
   */
  request: (w: World, caller?: Member) => RequestSpec;
  /** Not called with another member's token: it ends that member's sessions. */
  endsSessions?: true;
  /**
   * The test stack configures no social sign-in provider: a well-formed call is answered 503
   * ("not available at the moment"), which is that route's honest answer here, not a crash.
   */
  providerNotConfigured?: true;
  /**
   * A public route whose only honest answer to a credential it cannot accept is 401 (the renewal of
   * a session ended by a role change: a live one is refused): no guest gets anything from it.
   */
  refusesWhatItCannotRenew?: true;
  /** Takes a multipart form as well as JSON (the onboarding): a form is no wrong content type for it. */
  takesFormToo?: true;
}

export interface RouteCase extends RouteCall {
  access: EndpointAccess;
  owner?: Ownership;
}

const enc = encodeURIComponent;
const callerId = (w: World, caller?: Member) => (caller ?? w.A).id;

const artworkForm = (w: World): RequestSpec['form'] => [
  ['name', 'Edited by whoever sent this'],
  ['description', 'changed'],
  ['categories[]', w.categoryId],
  ['price', '1000'],
  ['stock', '1'],
];
const uploadForm = (w: World): RequestSpec['form'] => [
  ['image', onePixelPng(), 'painting.png', 'image/png'],
  ...artworkForm(w)!,
];
const inquiry = (w: World) => ({
  name: 'Chandra Limbu',
  email: w.C.email,
  phone: '9812345678',
  message: 'Is it still available?',
  art: w.artwork.slug,
  artist: w.A.slug,
  artImage: '',
});

/**
 * How to call each declared endpoint with meaningful inputs (A's things, a minimal valid body).
 * Who may call it and whose data it touches come from its declaration, not from here.
 */
const CALLS: readonly RouteCall[] = [
  // identity
  {
    method: 'POST',
    path: '/api/auth/register',
    request: () => {
      const email = uniqueEmail('guest');
      return {
        path: '/auth/register',
        json: { name: 'Guest', email, password: 'himal123', 'confirm-password': 'himal123' },
      };
    },
  },
  {
    method: 'GET',
    path: '/api/auth/verifyemail/:code',
    request: (w) => ({ path: '/auth/verifyemail/000000', query: { email: w.C.email } }),
  },
  {
    method: 'POST',
    path: '/api/auth/resendverificationemail',
    request: (w) => ({ path: '/auth/resendverificationemail', json: { email: w.C.email } }),
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    request: (w) => ({ path: '/auth/login', json: { email: w.C.email, password: 'himal123' } }),
  },
  {
    method: 'POST',
    path: '/api/users/appeal',
    // A member in good standing, with the right password: 409 "not suspended", nothing changes.
    request: (w) => ({ path: '/users/appeal', json: { email: w.C.email, password: 'himal123', text: 'Please' } }),
  },
  {
    method: 'POST',
    path: '/api/users/session/refresh',
    // A live session is no session ended by a role change: the renewal is refused (401), nothing changes.
    request: (w) => ({ path: '/users/session/refresh', json: { token: w.C.token } }),
    refusesWhatItCannotRenew: true,
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    endsSessions: true,
    request: () => ({ path: '/auth/logout', json: {} }),
  },
  {
    method: 'POST',
    path: '/api/auth/logout-everywhere',
    endsSessions: true,
    request: () => ({ path: '/auth/logout-everywhere', json: {} }),
  },
  {
    method: 'POST',
    path: '/api/auth/authenticate',
    request: () => ({ path: '/auth/authenticate', json: {} }),
  },
  {
    method: 'POST',
    path: '/api/auth/google',
    providerNotConfigured: true,
    request: () => ({ path: '/auth/google', json: { idToken: 'not-a-google-token' } }),
  },
  {
    method: 'POST',
    path: '/api/auth/facebook',
    providerNotConfigured: true,
    request: () => ({ path: '/auth/facebook', json: { accessToken: 'not-a-facebook-token' } }),
  },
  {
    method: 'POST',
    path: '/api/auth/reset',
    request: () => ({ path: '/auth/reset', json: { email: uniqueEmail('nobody') } }),
  },
  {
    method: 'POST',
    path: '/api/auth/reset/:token',
    request: () => ({
      path: `/auth/reset/${'0'.repeat(40)}`,
      json: { password: 'himal1234', 'confirm-password': 'himal1234' },
    }),
  },
  {
    method: 'GET',
    path: '/api/user/profile',
    request: () => ({ path: '/user/profile' }),
  },
  {
    method: 'GET',
    path: '/api/user/getbyslug/:slug',
    request: (w) => ({ path: `/user/getbyslug/${enc(w.A.slug)}` }),
  },
  { method: 'GET', path: '/api/user/get/:id', request: (w) => ({ path: `/user/get/${w.A.id}` }) },
  {
    method: 'POST',
    path: '/api/user/update',
    request: () => ({ path: '/user/update', form: [['name', 'Renamed Member']] }),
  },
  {
    method: 'POST',
    path: '/api/users/become-artist',
    request: () => ({ path: '/users/become-artist', form: [['message', 'I paint thangka']] }),
  },
  {
    method: 'POST',
    path: '/api/users/validatecode',
    request: () => ({ path: '/users/validatecode', json: { code: 'KALA-NOT-A-CODE' } }),
  },

  // catalogue: categories and sliders
  { method: 'GET', path: '/api/categories', request: () => ({ path: '/categories' }) },
  { method: 'GET', path: '/api/categories/sorted', request: () => ({ path: '/categories/sorted' }) },
  {
    method: 'GET',
    path: '/api/slider/home-slider',
    request: () => ({ path: '/slider/home-slider' }),
  },
  { method: 'GET', path: '/api/sliders', request: () => ({ path: '/sliders' }) },
  // catalogue: writing artworks
  {
    method: 'POST',
    path: '/api/artwork/upload',
    request: (w) => ({ path: '/artwork/upload', form: uploadForm(w) }),
  },
  {
    method: 'POST',
    path: '/api/user/art/upload',
    request: (w) => ({ path: '/user/art/upload', form: uploadForm(w) }),
  },
  {
    method: 'PUT',
    path: '/api/artwork/edit/:id',
    request: (w) => ({ path: `/artwork/edit/${w.artwork.id}`, form: [...artworkForm(w)!, ['oldImages', '[]']] }),
  },
  {
    method: 'PUT',
    path: '/api/user/art/edit/:id',
    request: (w) => ({ path: `/user/art/edit/${w.artwork.id}`, form: [...artworkForm(w)!, ['oldImages', '[]']] }),
  },
  {
    method: 'DELETE',
    path: '/api/artwork/delete/:id',
    request: (w) => ({ path: `/artwork/delete/${w.artwork.id}` }),
  },
  {
    method: 'DELETE',
    path: '/api/user/del/:id',
    request: (w) => ({ path: `/user/del/${w.artwork.id}` }),
  },
  {
    method: 'GET',
    path: '/api/product/:slug',
    request: (w) => ({ path: `/product/${enc(w.artwork.slug)}` }),
  },
  {
    method: 'POST',
    path: '/api/product/view/:slug',
    request: (w) => ({ path: `/product/view/${enc(w.artwork.slug)}` }),
  },
  // catalogue: listings
  {
    method: 'GET',
    path: '/api/products/category/:cat',
    request: () => ({ path: '/products/category/all' }),
  },
  {
    method: 'GET',
    path: '/api/v2/products/category/:cat',
    request: () => ({ path: '/v2/products/category/all' }),
  },
  { method: 'GET', path: '/api/store/:cat', request: () => ({ path: '/store/all' }) },
  { method: 'GET', path: '/api/v2/store/:cat', request: () => ({ path: '/v2/store/all' }) },
  {
    method: 'GET',
    path: '/api/products/getfeatured',
    request: () => ({ path: '/products/getfeatured' }),
  },
  {
    method: 'GET',
    path: '/api/products/popular/:categoryId',
    request: (w) => ({ path: `/products/popular/${w.categoryId}` }),
  },
  {
    method: 'GET',
    path: '/api/products/recommended',
    request: () => ({ path: '/products/recommended' }),
  },
  {
    method: 'GET',
    path: '/api/products/followed',
    request: () => ({ path: '/products/followed' }),
  },
  {
    method: 'GET',
    path: '/api/products/similar/:slug',
    request: (w) => ({ path: `/products/similar/${enc(w.artwork.slug)}` }),
  },
  {
    method: 'POST',
    path: '/api/products/similar/:slug',
    request: (w) => ({ path: `/products/similar/${enc(w.artwork.slug)}`, json: { skip: 0, limit: 5 } }),
  },
  {
    method: 'GET',
    path: '/api/user/artworks/:id',
    request: (w) => ({ path: `/user/artworks/${w.A.id}` }),
  },
  {
    method: 'GET',
    path: '/api/user/gallery/:id',
    request: (w) => ({ path: `/user/gallery/${w.A.id}` }),
  },
  {
    method: 'GET',
    path: '/api/artworks/mine',
    request: () => ({ path: '/artworks/mine' }),
  },
  {
    method: 'GET',
    path: '/api/artist/:artistId/productswithimages',
    request: (w) => ({ path: `/artist/${w.A.id}/productswithimages` }),
  },
  // catalogue: likes and comments
  {
    method: 'GET',
    path: '/api/artworks/liked',
    request: () => ({ path: '/artworks/liked' }),
  },
  {
    method: 'POST',
    path: '/api/like/product/:productId',
    request: (w) => ({ path: `/like/product/${w.artwork.id}`, json: {} }),
  },
  {
    method: 'GET',
    path: '/api/v2/artwork/comments/:productId/:total',
    request: (w) => ({ path: `/v2/artwork/comments/${w.artwork.id}/5` }),
  },
  {
    method: 'POST',
    path: '/api/v2/artwork/comment/new',
    request: (w) => ({ path: '/v2/artwork/comment/new', json: { comment: 'Lovely light', product: w.artwork.id } }),
  },
  // catalogue: studios directory and search
  { method: 'GET', path: '/api/artists/sortable', request: () => ({ path: '/artists/sortable' }) },
  {
    method: 'GET',
    path: '/api/artists/category/:cat',
    request: () => ({ path: '/artists/category/all' }),
  },
  { method: 'GET', path: '/api/artists/top/all', request: () => ({ path: '/artists/top/all' }) },
  { method: 'GET', path: '/api/artists/top', request: () => ({ path: '/artists/top' }) },
  {
    method: 'GET',
    path: '/api/artist/:slug',
    request: (w) => ({ path: `/artist/${enc(w.A.slug)}` }),
  },
  { method: 'GET', path: '/api/search/:term', request: () => ({ path: '/search/kanchenjunga' }) },
  // catalogue: exhibitions and inquiries
  { method: 'GET', path: '/api/exhibitions', request: () => ({ path: '/exhibitions' }) },
  {
    method: 'GET',
    path: '/api/exhibitions/:id',
    request: () => ({ path: `/exhibitions/${randomUUID()}` }),
  },
  {
    method: 'GET',
    path: '/api/current/exhibitions',
    request: () => ({ path: '/current/exhibitions' }),
  },
  {
    method: 'GET',
    path: '/api/previous/exhibitions',
    request: () => ({ path: '/previous/exhibitions' }),
  },
  {
    method: 'GET',
    path: '/api/upcomming/exhibitions',
    request: () => ({ path: '/upcomming/exhibitions' }),
  },
  {
    method: 'POST',
    path: '/api/exhibition/message',
    request: (w) => ({ path: '/exhibition/message', json: inquiry(w) }),
  },
  {
    method: 'POST',
    path: '/api/sendemail',
    request: (w) => ({ path: '/sendemail', json: inquiry(w) }),
  },

  // social: posts, likes, comments, hides
  {
    method: 'POST',
    path: '/api/post/new',
    request: () => ({ path: '/post/new', form: [['post', 'A new post']] }),
  },
  {
    method: 'PUT',
    path: '/api/post/update/:id',
    request: (w) => ({ path: `/post/update/${w.postId}`, form: [['post', 'Edited by whoever sent this']] }),
  },
  {
    method: 'DELETE',
    path: '/api/post/delete/:id',
    request: (w) => ({ path: `/post/delete/${w.postId}` }),
  },
  {
    method: 'POST',
    path: '/api/post/like',
    request: (w) => ({ path: '/post/like', json: { post: w.postId } }),
  },
  {
    method: 'PATCH',
    path: '/api/post/hide/:postId',
    request: (w) => ({ path: `/post/hide/${w.postId}`, json: {} }),
  },
  {
    method: 'GET',
    path: '/api/post/getbyartist/:id/:total',
    request: (w) => ({ path: `/post/getbyartist/${w.A.id}/10` }),
  },
  {
    method: 'GET',
    path: '/api/v2/post/comments/:postId/:total',
    request: (w) => ({ path: `/v2/post/comments/${w.postId}/5` }),
  },
  {
    method: 'POST',
    path: '/api/v2/post/comments/new',
    request: (w) => ({ path: '/v2/post/comments/new', json: { comment: 'Will be there', post_id: w.postId } }),
  },
  // social: feeds
  { method: 'GET', path: '/api/feed/allPosts', request: () => ({ path: '/feed/allPosts' }) },
  { method: 'GET', path: '/api/feed/posts', request: () => ({ path: '/feed/posts' }) },
  { method: 'GET', path: '/api/feed/following', request: () => ({ path: '/feed/following' }) },
  { method: 'GET', path: '/api/feed/post/:id', request: (w) => ({ path: `/feed/post/${w.postId}` }) },
  {
    method: 'GET',
    path: '/api/posts/recommended',
    request: () => ({ path: '/posts/recommended' }),
  },
  // social: follows
  {
    method: 'POST',
    path: '/api/secure/followartist',
    request: (w) => ({ path: '/secure/followartist', json: { artist: w.S.id } }),
  },
  {
    method: 'POST',
    path: '/api/secure/unfollowartist',
    request: (w) => ({ path: '/secure/unfollowartist', json: { artist: w.S.id } }),
  },
  {
    method: 'POST',
    path: '/api/secure/followrequest/check',
    request: (w) => ({ path: '/secure/followrequest/check', json: { artist: w.A.id } }),
  },
  {
    method: 'POST',
    path: '/api/secure/followrequest/cancel',
    request: (w) => ({ path: '/secure/followrequest/cancel', json: { artist: w.A.id } }),
  },
  {
    method: 'GET',
    path: '/api/user/followrequests',
    request: () => ({ path: '/user/followrequests' }),
  },
  {
    method: 'POST',
    path: '/api/user/approvefollow',
    // No follow request of A's exists (A is not private): an unknown id must be refused the same.
    request: () => ({ path: '/user/approvefollow', json: { notification: randomUUID() } }),
  },
  {
    method: 'POST',
    path: '/api/user/initiatefollows',
    takesFormToo: true,
    request: () => ({ path: '/user/initiatefollows', json: { follows: [] } }),
  },
  {
    method: 'GET',
    path: '/api/user/follower',
    request: (w) => ({ path: '/user/follower', query: { userId: w.A.id } }),
  },
  {
    method: 'GET',
    path: '/api/user/following',
    request: (w) => ({ path: '/user/following', query: { userId: w.A.id } }),
  },
  {
    method: 'POST',
    path: '/api/user/removeFollower/:id',
    // C follows A: removing C from the caller's followers must never touch A's.
    request: (w) => ({ path: `/user/removeFollower/${w.C.id}`, json: {} }),
  },
  { method: 'GET', path: '/api/studios/tofollow', request: () => ({ path: '/studios/tofollow' }) },
  {
    method: 'GET',
    path: '/api/studios/recommended',
    request: () => ({ path: '/studios/recommended' }),
  },
  // social: reports and blocks
  { method: 'GET', path: '/api/report/categories', request: () => ({ path: '/report/categories' }) },
  {
    method: 'POST',
    path: '/api/report/product/:id',
    request: (w) => ({ path: `/report/product/${w.artwork.id}`, json: { category: 'spam', content: '' } }),
  },
  {
    method: 'POST',
    path: '/api/report/post/:id',
    request: (w) => ({ path: `/report/post/${w.postId}`, json: { category: 'spam', content: '' } }),
  },
  {
    method: 'POST',
    path: '/api/report/user/:id',
    request: (w) => ({ path: `/report/user/${w.A.id}`, json: { category: 'spam', content: '' } }),
  },
  {
    method: 'PATCH',
    path: '/api/user/:id',
    request: (w) => ({ path: `/user/${w.S.id}`, json: {} }),
  },
  {
    method: 'PATCH',
    path: '/api/user/unblock/:id',
    request: (w) => ({ path: `/user/unblock/${w.S.id}`, json: {} }),
  },
  {
    method: 'GET',
    path: '/api/blocklist',
    request: () => ({ path: '/blocklist' }),
  },

  // commerce: cart, checkout, orders, sales
  { method: 'GET', path: '/api/cart', request: () => ({ path: '/cart' }) },
  {
    method: 'POST',
    path: '/api/cart/addItem',
    request: (w) => ({ path: '/cart/addItem', json: { product_id: w.cartArtwork.id } }),
  },
  {
    method: 'GET',
    path: '/api/cart/removeItem',
    // The line in A's cart: removing it from the caller's cart must leave A's alone.
    request: (w) => ({ path: '/cart/removeItem', query: { productId: w.cartArtwork.id } }),
  },
  {
    method: 'GET',
    path: '/api/checkout/basic-details',
    request: () => ({ path: '/checkout/basic-details' }),
  },
  {
    method: 'POST',
    path: '/api/user/order',
    request: (w) => ({
      path: '/user/order',
      json: {
        orderItems: [{ product: w.cartArtwork.id, qty: 1 }],
        paymentMethod: 'cash',
        shippingInfo: {
          name: 'Guest Buyer',
          email: 'guest.buyer@example.com',
          phone: '9811111111',
          country: 'Nepal',
          city: 'Biratnagar',
          state: 'Koshi',
          postalCode: '56613',
          address: 'Main Road 1',
        },
      },
    }),
  },
  {
    method: 'GET',
    path: '/api/user/order',
    request: () => ({ path: '/user/order' }),
  },
  {
    method: 'GET',
    path: '/api/user/order/:id',
    request: (w) => ({ path: `/user/order/${w.order.id}` }),
  },
  {
    method: 'POST',
    path: '/api/user/order/itemcancel',
    request: (w) => ({ path: '/user/order/itemcancel', json: { order_id: w.order.id, item_id: w.order.itemId } }),
  },
  {
    method: 'POST',
    path: '/api/user/order/cancel',
    request: (w) => ({ path: '/user/order/cancel', json: { order_id: w.order.id } }),
  },
  {
    method: 'GET',
    path: '/api/studio/sales',
    request: () => ({ path: '/studio/sales' }),
  },
  {
    method: 'POST',
    path: '/api/studio/sales/status',
    request: (w) => ({ path: '/studio/sales/status', json: { item_id: w.sale.itemId, status: 'CONFIRMED' } }),
  },
  // commerce: refunds due, for operators
  {
    method: 'GET',
    path: '/api/operator/refunds',
    request: () => ({ path: '/operator/refunds', query: { status: 'pending' } }),
  },
  {
    method: 'POST',
    path: '/api/operator/refunds/:id/refunded',
    request: () => ({ path: `/operator/refunds/${randomUUID()}/refunded`, json: { reference: 'ESEWA-REF-1' } }),
  },
  // commerce: payments
  {
    method: 'POST',
    path: '/api/payment/handoff',
    request: (w) => ({ path: '/payment/handoff', json: { order_id: w.order.id } }),
  },
  {
    method: 'POST',
    path: '/api/save-stripe-token',
    request: (w) => ({ path: '/save-stripe-token', json: { order_id: w.order.id } }),
  },
  {
    method: 'GET',
    path: '/api/payment/esewa/return',
    request: () => ({ path: '/payment/esewa/return', query: { data: Buffer.from('{}').toString('base64') } }),
  },
  {
    method: 'GET',
    path: '/api/payment/esewa/failure',
    request: () => ({ path: '/payment/esewa/failure', query: { attempt: '0123456789abcdef' } }),
  },
  {
    method: 'GET',
    path: '/api/payment/connectips/success',
    request: () => ({ path: '/payment/connectips/success', query: { TXNID: 'T0000001' } }),
  },
  {
    method: 'GET',
    path: '/api/payment/connectips/failure',
    request: () => ({ path: '/payment/connectips/failure', query: { TXNID: 'T0000001' } }),
  },
  {
    method: 'GET',
    path: '/api/payment/stripe/cancel',
    request: () => ({ path: '/payment/stripe/cancel', query: { attempt: '0123456789abcdef' } }),
  },
  {
    method: 'POST',
    path: '/api/payment/stripe/webhook',
    // Unsigned: Stripe's webhook is public, its signature is what is checked.
    request: () => ({ path: '/payment/stripe/webhook', json: { type: 'checkout.session.completed' } }),
  },

  // messaging
  {
    method: 'GET',
    path: '/api/rooms',
    // `user` names whose rooms: A's, asked by anybody else, is refused.
    request: (w) => ({ path: '/rooms', query: { user: w.A.id } }),
  },
  {
    method: 'POST',
    path: '/api/rooms/init',
    request: (w, caller) => ({ path: '/rooms/init', json: { sender: callerId(w, caller), receiver: w.S.id } }),
  },
  {
    method: 'POST',
    path: '/api/rooms/group',
    request: (w) => ({ path: '/rooms/group', json: { name: 'Painters', participants: [w.C.id, w.S.id] } }),
  },
  {
    method: 'GET',
    path: '/api/rooms/:roomId/messages',
    request: (w) => ({ path: `/rooms/${w.room.id}/messages` }),
  },
  {
    method: 'POST',
    path: '/api/rooms/:roomId/messages',
    request: (w) => ({ path: `/rooms/${w.room.id}/messages`, json: { message: 'Written into a room not mine' } }),
  },
  {
    method: 'PATCH',
    path: '/api/rooms/:chatRoomId/leave',
    request: (w, caller) => ({ path: `/rooms/${w.room.id}/leave`, json: { participant: callerId(w, caller) } }),
  },
  {
    method: 'PATCH',
    path: '/api/rooms/:chatRoomId/block',
    request: (w, caller) => ({ path: `/rooms/${w.room.id}/block`, json: { blockBy: callerId(w, caller) } }),
  },
  {
    method: 'PATCH',
    path: '/api/rooms/:chatRoomId/unblock',
    request: (w, caller) => ({ path: `/rooms/${w.room.id}/unblock`, json: { blockBy: callerId(w, caller) } }),
  },
  {
    method: 'GET',
    path: '/api/messages/:roomId',
    request: (w) => ({ path: `/messages/${w.room.id}` }),
  },
  {
    method: 'POST',
    path: '/api/message/picture',
    request: () => ({ path: '/message/picture', form: [['picture', onePixelPng(), 'dot.png', 'image/png']] }),
  },
  {
    method: 'DELETE',
    path: '/api/conversation/delete/:id',
    request: (w) => ({ path: `/conversation/delete/${w.room.id}` }),
  },
  {
    method: 'GET',
    path: '/api/rooms/unread',
    request: () => ({ path: '/rooms/unread' }),
  },
  {
    method: 'GET',
    path: '/api/rooms/search',
    // B's search finds only what is said in B's own conversations, nothing of A's room.
    request: () => ({ path: '/rooms/search', query: { q: 'a' } }),
  },
  {
    method: 'GET',
    path: '/api/rooms/:roomId/presence',
    request: (w) => ({ path: `/rooms/${w.room.id}/presence` }),
  },
  {
    method: 'GET',
    path: '/api/chat/settings',
    request: () => ({ path: '/chat/settings' }),
  },
  {
    method: 'PATCH',
    path: '/api/chat/settings',
    request: () => ({ path: '/chat/settings', json: { showPresence: true } }),
  },

  // notification
  {
    method: 'GET',
    path: '/api/notifications/all',
    request: () => ({ path: '/notifications/all' }),
  },
  {
    method: 'POST',
    path: '/api/notifications/makeseen',
    request: () => ({ path: '/notifications/makeseen', json: {} }),
  },
  {
    method: 'POST',
    path: '/api/notifications/makeviewed',
    request: (w) => ({ path: '/notifications/makeviewed', json: { notificationID: w.notificationId } }),
  },
  {
    method: 'POST',
    path: '/api/notifications/makeallviewed',
    request: () => ({ path: '/notifications/makeallviewed', json: {} }),
  },
  {
    method: 'POST',
    path: '/api/notifications/clear',
    request: () => ({ path: '/notifications/clear', json: {} }),
  },
  {
    method: 'GET',
    path: '/api/notifications/preferences',
    request: () => ({ path: '/notifications/preferences' }),
  },
  {
    method: 'PUT',
    path: '/api/notifications/preferences',
    request: () => ({ path: '/notifications/preferences', json: { mailOff: [] } }),
  },
];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `METHOD /pattern` with every parameter written `:`, as the gateway keys its lines. */
export const keyOf = (route: { method: string; path: string }) =>
  `${route.method.toUpperCase()} ${route.path.replace(/:[^/]+/g, ':')}`;

/**
 * A call for an endpoint declared without a hand-written one: its path parameters are ids of
 * nothing, its body empty. Enough for the token and role sweeps (401 and 403 come before any
 * lookup), so a new endpoint is walked the moment it is declared; the ownership walk needs a
 * hand-written call naming A's things, so a derived call claims no ownership.
 */
function derivedCall(endpoint: Endpoint): RouteCall {
  const path = endpoint.path.replace(/^\/api/, '').replace(/:[^/]+/g, () => randomUUID());
  return {
    method: endpoint.method,
    path: endpoint.path,
    derived: true,
    request: () => (endpoint.method === 'GET' ? { path } : { path, json: {} }),
  };
}

/**
 * Every declared endpoint (packages/contracts/src/endpoints): who may call it and whose data it
 * touches, from its declaration, and how to call it, from CALLS when written there.
 */
export const ROUTE_CASES: readonly RouteCase[] = PUBLIC_ENDPOINTS.map((endpoint) => {
  const call = CALLS.find((written) => keyOf(written) === keyOf(endpoint)) ?? derivedCall(endpoint);
  const owner = call.derived ? undefined : endpoint.owner;
  return { ...call, access: endpoint.access, ...(owner ? { owner } : {}) };
});

/**
 * Hand-written calls for endpoints nobody declares (one removed or renamed), and endpoints with two
 * calls: both must be empty. `derived` lists the declarations walked with a derived call (no
 * ownership walk until a call naming A's things is written).
 */
export function coverageGaps(): { unknown: string[]; duplicated: string[]; derived: string[] } {
  const declared = new Set(ROUTE_TABLE.map(keyOf));
  const calls = CALLS.map(keyOf);
  return {
    unknown: calls.filter((key) => !declared.has(key)),
    duplicated: calls.filter((key, index) => calls.indexOf(key) !== index),
    derived: ROUTE_CASES.filter((route) => route.derived).map(keyOf),
  };
}

/** `POST /api/x` for messages. */
export const nameOf = (route: RouteCase) => `${route.method} ${route.path}`;
