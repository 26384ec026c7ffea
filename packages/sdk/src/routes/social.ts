// Generated from @art/contracts/endpoints by `npm run generate -w @art/sdk`: do not edit.
import type { socialEndpoints } from '@art/contracts/endpoints';
import { declaredRoute } from '../declared-route.js';

/** The social endpoints as the client calls them (paths under the API base). */
export const socialRoutes = {
  createPost: declaredRoute<(typeof socialEndpoints)['createPost']>('POST', '/post/new'),
  updatePost: declaredRoute<(typeof socialEndpoints)['updatePost']>('PUT', '/post/update/:id'),
  deletePost: declaredRoute<(typeof socialEndpoints)['deletePost']>('DELETE', '/post/delete/:id'),
  togglePostLike: declaredRoute<(typeof socialEndpoints)['togglePostLike']>('POST', '/post/like'),
  togglePostHidden: declaredRoute<(typeof socialEndpoints)['togglePostHidden']>('PATCH', '/post/hide/:postId'),
  postsByArtist: declaredRoute<(typeof socialEndpoints)['postsByArtist']>('GET', '/post/getbyartist/:id/:total'),
  postComments: declaredRoute<(typeof socialEndpoints)['postComments']>('GET', '/v2/post/comments/:postId/:total'),
  commentOnPost: declaredRoute<(typeof socialEndpoints)['commentOnPost']>('POST', '/v2/post/comments/new'),
  publicFeed: declaredRoute<(typeof socialEndpoints)['publicFeed']>('GET', '/feed/allPosts'),
  signedInFeed: declaredRoute<(typeof socialEndpoints)['signedInFeed']>('GET', '/feed/posts'),
  followingFeed: declaredRoute<(typeof socialEndpoints)['followingFeed']>('GET', '/feed/following'),
  post: declaredRoute<(typeof socialEndpoints)['post']>('GET', '/feed/post/:id'),
  recommendedPosts: declaredRoute<(typeof socialEndpoints)['recommendedPosts']>('GET', '/posts/recommended'),
  followArtist: declaredRoute<(typeof socialEndpoints)['followArtist']>('POST', '/secure/followartist'),
  unfollowArtist: declaredRoute<(typeof socialEndpoints)['unfollowArtist']>('POST', '/secure/unfollowartist'),
  followState: declaredRoute<(typeof socialEndpoints)['followState']>('POST', '/secure/followrequest/check'),
  cancelFollowRequest: declaredRoute<(typeof socialEndpoints)['cancelFollowRequest']>(
    'POST',
    '/secure/followrequest/cancel',
  ),
  followRequests: declaredRoute<(typeof socialEndpoints)['followRequests']>('GET', '/user/followrequests'),
  approveFollow: declaredRoute<(typeof socialEndpoints)['approveFollow']>('POST', '/user/approvefollow'),
  initiateFollows: declaredRoute<(typeof socialEndpoints)['initiateFollows']>('POST', '/user/initiatefollows'),
  followers: declaredRoute<(typeof socialEndpoints)['followers']>('GET', '/user/follower'),
  following: declaredRoute<(typeof socialEndpoints)['following']>('GET', '/user/following'),
  removeFollower: declaredRoute<(typeof socialEndpoints)['removeFollower']>('POST', '/user/removeFollower/:id'),
  studiosToFollow: declaredRoute<(typeof socialEndpoints)['studiosToFollow']>('GET', '/studios/tofollow'),
  recommendedStudios: declaredRoute<(typeof socialEndpoints)['recommendedStudios']>('GET', '/studios/recommended'),
  reportCategories: declaredRoute<(typeof socialEndpoints)['reportCategories']>('GET', '/report/categories'),
  reportProduct: declaredRoute<(typeof socialEndpoints)['reportProduct']>('POST', '/report/product/:id'),
  reportPost: declaredRoute<(typeof socialEndpoints)['reportPost']>('POST', '/report/post/:id'),
  reportComment: declaredRoute<(typeof socialEndpoints)['reportComment']>('POST', '/report/comment/:id'),
  reportUser: declaredRoute<(typeof socialEndpoints)['reportUser']>('POST', '/report/user/:id'),
  blockUser: declaredRoute<(typeof socialEndpoints)['blockUser']>('PATCH', '/user/:id'),
  unblockUser: declaredRoute<(typeof socialEndpoints)['unblockUser']>('PATCH', '/user/unblock/:id'),
  blockList: declaredRoute<(typeof socialEndpoints)['blockList']>('GET', '/blocklist'),
} as const;
