// Social area remote: exposes its route components; the shell owns the URLs and mounts them
// (the configuration every remote shares is remoteConfig in @art/frontend-build).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '@art/frontend-build';

// One exposed module per route; the shell's route table names these keys.
const exposes = {
  './FeedRoute': './src/Routes/Feed/FeedRoute.tsx',
  './PostRoute': './src/Routes/Post/PostRoute.tsx',
  './StudioProfileRoute': './src/Routes/Profile/StudioProfileRoute.tsx',
  './UserProfileRoute': './src/Routes/Profile/UserProfileRoute.tsx',
  './OwnProfileRoute': './src/Routes/Profile/OwnProfileRoute.tsx',
  './FollowsRoute': './src/Routes/Follows/FollowsRoute.tsx',
  './BlockedUsersRoute': './src/Routes/BlockedUsers/BlockedUsersRoute.tsx',
  // Placed by other screens through the shell's area slots (not routes).
  './StudiosToFollowRow': './src/Routes/StudiosToFollow/StudiosToFollowRow.tsx',
  './InitiateFollowsPrompt': './src/Routes/InitiateFollows/InitiateFollowsPrompt.tsx',
};

export default remoteConfig({ root: dirname(fileURLToPath(import.meta.url)), name: 'social', port: 3003, exposes });
