import { ProfilePage } from '../../Components/profile/ProfilePage.js';

/** The signed-in owner's profile by slug (/profile/:slug/*): Artworks and Feed tabs and the side bar. */
export function OwnProfileRoute() {
  return <ProfilePage base="/profile" />;
}

export default OwnProfileRoute;
