import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  artists,
  artworks,
  artworkUpload,
  auth,
  categories,
  checkHealth,
  exhibitions,
  search,
  studio,
  user,
} from '@art/sdk';
import * as commerce from '@art/sdk/commerce';
import * as social from '@art/sdk/social';
import { type Stack, startStack } from './support/stack.js';

/**
 * The browser client and the public API must agree: every call the sdk makes is a method and path
 * of the merged OpenAPI document the gateway publishes at /api/docs.
 */
let stack: Stack;

before(async () => {
  stack = await startStack('contract');
});

after(async () => {
  await stack?.stop();
});

/** Areas whose services come in later issues: their calls must not be documented yet. */
const NOT_YET_SERVED: string[] = [];

/** Every call of the sdk's social module once. */
function socialCalls(options: { baseUrl: string; token: string }, id: string): Promise<unknown>[] {
  const draft = { post: 'Fresh paint', youtubeUrl: 'https://youtu.be/aqz-KE-bpKQ' };
  return [
    social.getFeed({ show: 'all', sort: 'recent', total: 10 }, { baseUrl: options.baseUrl }),
    social.getFeed({ show: 'following', sort: 'popular', artistId: id, total: 20 }, options),
    social.getFollowingFeed({ sort: 'recent', total: 10 }, options),
    social.getRecommendedPosts(options),
    social.getPostsByArtist(id, 10, options),
    social.getPost(id, options),
    social.createPost(draft, options),
    social.updatePost(id, draft, options),
    social.deletePost(id, options),
    social.likePost(id, options),
    social.hidePost(id, options),
    social.getPostComments(id, 5, options),
    social.addPostComment(id, 'Beautiful', options),
    social.followArtist(id, options),
    social.unfollowArtist(id, options),
    social.getFollowState(id, options),
    social.cancelFollowRequest(id, options),
    social.getFollowRequests(options),
    social.approveFollow(id, options),
    social.initiateFollows([id], options),
    social.getFollowers(undefined, options),
    social.getFollowing(id, options),
    social.removeFollower(id, options),
    social.getStudiosToFollow(options),
    social.getRecommendedStudios(options),
    social.getReportCategories(options),
    social.report('post', id, { category: 'other', content: 'why' }, options),
    social.report('product', id, { category: 'spam' }, options),
    social.report('user', id, { category: 'spam' }, options),
    social.blockUser(id, options),
    social.unblockUser(id, options),
    social.getBlockList(options),
  ];
}

/** Every call of the sdk's commerce module once. */
function commerceCalls(options: { baseUrl: string; token: string }, id: string): Promise<unknown>[] {
  const shippingInfo = {
    name: 'A',
    email: 'a@test.art.local',
    phone: '9841000000',
    country: 'Nepal',
    city: 'Lalitpur',
    state: 'Bagmati',
    postalCode: '44700',
    address: 'Patan',
  };
  return [
    commerce.getCart(options),
    commerce.addToCart(id, options),
    commerce.removeFromCart(id, options),
    commerce.getBasicDetails(options),
    commerce.placeOrder({ orderItems: [{ product: id, qty: 1 }], paymentMethod: 'cash', shippingInfo }, options),
    commerce.getOrders(options),
    commerce.getOrder(id, options),
    commerce.cancelOrderItem(id, id, options),
    commerce.cancelOrder(id, options),
    commerce.getPaymentHandoff(id, options),
    commerce.getSales(options),
    commerce.setSaleStatus(id, 'SHIPPED', options),
  ];
}

async function recordSdkCalls(baseUrl: string) {
  const calls: { method: string; path: string }[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ method: (init?.method ?? 'GET').toUpperCase(), path: url.pathname });
    return realFetch(input, init);
  }) as typeof fetch;
  const options = { baseUrl };
  const image = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
  const artworkId = '2b7c7f3e-8f5e-4d43-9d0c-6a0f6b7a1e12';
  const draft = {
    name: 'Thangka',
    description: '',
    categories: [],
    tags: [],
    price: 0,
    stock: 0,
    attributes: { width: null, height: null, breadth: null, weight: null },
    images: [image],
  };
  const attempts: Promise<unknown>[] = [
    auth.login({ email: 'nobody@test.art.local', password: 'x1' }, options),
    auth.register({ name: 'A', email: 'a@test.art.local', password: 'abc123', confirmPassword: 'abc123' }, options),
    auth.authenticate('t', options),
    auth.verifyEmail({ code: '123456', email: 'nobody@test.art.local' }, options),
    auth.logout('t', options),
    auth.logoutEverywhere('t', options),
    auth.resendVerificationEmail('nobody@test.art.local', options),
    auth.requestPasswordReset('nobody@test.art.local', options),
    auth.resetPassword('0'.repeat(64), { password: 'abc123', confirmPassword: 'abc123' }, options),
    auth.googleSignIn('id-token', options),
    auth.facebookSignIn('access-token', options),
    user.getProfile('t', options),
    user.getUserBySlug('some-artist', options),
    user.getUserById('2b7c7f3e-8f5e-4d43-9d0c-6a0f6b7a1e11', options),
    user.updateProfile('t', { name: 'A' }, options),
    user.saveLanguage('t', 'ne', options),
    studio.requestStudio('t', { images: [image], message: 'hello' }, options),
    studio.validateArtistCode('t', 'CODE', options),
    categories.getCategories(options),
    // catalogue
    artworks.getGalleryPage({ category: 'all', orderby: 'pricelow', price: [0, 5000], skip: 0, limit: 15 }, options),
    artworks.getGalleryPage({ category: 'painting' }, { ...options, token: 't' }),
    artworks.getStorePage({ category: 'all' }, options),
    artworks.getStorePage({ category: 'all' }, { ...options, token: 't' }),
    artworks.getArtwork('some-artwork', options),
    artworks.countView('some-artwork', options),
    artworks.getSimilar('some-artwork', { skip: 0, limit: 6 }, options),
    artworks.toggleLike(artworkId, 't', options),
    artworks.getComments(artworkId, 2, options),
    artworks.addComment(artworkId, 'Beautiful', 't', options),
    artworks.getLikedArtworks('t', options),
    artworks.getFeatured(options),
    artworks.getPopular('painting', options),
    artworks.getRecommended('t', options),
    artworks.getFollowed('t', options),
    artworks.getArtistArtworks(artworkId, options),
    artworks.getCategories(options),
    artworks.getSortedCategories(options),
    artworks.getHomeSlides(options),
    artworks.getUserArtworks(artworkId, 2, options),
    artists.getStudiosPage({ sortby: 'followers', skip: 0, limit: 10, category: 'painting' }, options),
    artists.getArtist('some-artist', options),
    artists.getTopArtists(25, options),
    ...(['artist', 'user'] as const).flatMap((writer) => [
      artworkUpload.uploadArtwork(draft, writer, 't', options),
      artworkUpload.updateArtwork(artworkId, draft, writer, 't', options),
      artworkUpload.deleteArtwork(artworkId, writer, 't', options),
    ]),
    search.searchCatalogue('thangka', options),
    exhibitions.getExhibitions(options),
    exhibitions.getCurrentExhibitions(options),
    exhibitions.getPreviousExhibitions(options),
    exhibitions.getUpcomingExhibitions(options),
    exhibitions.getExhibition(artworkId, options),
    exhibitions.sendInquiry(
      { name: 'A', email: 'a@test.art.local', phone: '9800000000', message: 'hi', art: '', artist: '', artImage: '' },
      options,
    ),
    // social
    ...socialCalls({ ...options, token: 't' }, artworkId),
    // commerce
    ...commerceCalls({ ...options, token: 't' }, artworkId),
  ];
  try {
    await Promise.allSettled(attempts);
    await checkHealth({ baseUrl });
  } finally {
    globalThis.fetch = realFetch;
  }
  return calls;
}

test('every call of the sdk is a documented path and method of the public API', async () => {
  const docs = await (await fetch(`${stack.gateway.url}/api/docs/json`)).json();
  const documented = Object.entries(docs.paths as Record<string, Record<string, unknown>>).map(([path, methods]) => ({
    pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    methods: Object.keys(methods).map((m) => m.toUpperCase()),
  }));
  const isDocumented = (call: { method: string; path: string }) =>
    documented.some((entry) => entry.pattern.test(call.path) && entry.methods.includes(call.method));

  const calls = await recordSdkCalls(`${stack.gateway.url}/api`);
  assert.ok(calls.length >= 98, `the sdk made ${calls.length} calls`);
  for (const call of calls) {
    if (NOT_YET_SERVED.includes(call.path)) {
      assert.equal(isDocumented(call), false, `${call.path} is served now: take it off NOT_YET_SERVED`);
      continue;
    }
    assert.ok(isDocumented(call), `${call.method} ${call.path} is not in /api/docs`);
  }
});
