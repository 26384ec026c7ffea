import { useSession } from '@art/ui';
import { FollowCard } from '../../Components/follows/FollowCard.js';
import { useProfile } from '../../hooks/useProfile.js';

/**
 * The follow card other areas place on their pages (the Liked Artworks page) by the person's
 * slug; nothing shows until the profile has loaded, or when it cannot be seen.
 */
export function FollowCardSlot({ slug }: { slug: string }) {
  const { user } = useSession();
  const profile = useProfile(slug);
  if (!slug || !profile.data) return null;
  return <FollowCard profile={profile.data} viewerId={user?._id} />;
}

export default FollowCardSlot;
