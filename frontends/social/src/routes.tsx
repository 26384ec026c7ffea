import type { ComponentType } from 'react';
import { BlockedUsersRoute } from './Routes/BlockedUsers/BlockedUsersRoute.js';
import { FeedRoute } from './Routes/Feed/FeedRoute.js';
import { FollowsRoute } from './Routes/Follows/FollowsRoute.js';
import { PostRoute } from './Routes/Post/PostRoute.js';
import { OwnProfileRoute } from './Routes/Profile/OwnProfileRoute.js';
import { StudioProfileRoute } from './Routes/Profile/StudioProfileRoute.js';
import { UserProfileRoute } from './Routes/Profile/UserProfileRoute.js';

// The paths the shell mounts these at (frontends/shell/src/routeTable.ts); used by the standalone page.
// More specific paths first: the standalone router takes the first match.
export const socialRoutes: { path: string; Component: ComponentType }[] = [
  { path: '/feed', Component: FeedRoute },
  { path: '/feed/:id', Component: PostRoute },
  { path: '/studios/:slug/*?', Component: StudioProfileRoute },
  { path: '/user/:slug/*?', Component: UserProfileRoute },
  { path: '/profile/:slug/*?', Component: OwnProfileRoute },
  { path: '/privacy', Component: BlockedUsersRoute },
  { path: '/:slug/follows', Component: FollowsRoute },
  { path: '/:slug/followers', Component: FollowsRoute },
  { path: '/:slug/following', Component: FollowsRoute },
];
