import { ProfilePage } from '../../Components/profile/ProfilePage.js';

/** A user's public profile by slug (/user/:slug/*): Artworks and Feed tabs and the side bar. */
export function UserProfileRoute() {
  return <ProfilePage base="/user" />;
}

export default UserProfileRoute;
