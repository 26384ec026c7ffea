import { ProfilePage } from '../../Components/profile/ProfilePage.js';

/** A studio's profile by slug (/studios/:slug/*): Artworks and Feed tabs and the side bar. */
export function StudioProfileRoute() {
  return <ProfilePage base="/studios" />;
}

export default StudioProfileRoute;
