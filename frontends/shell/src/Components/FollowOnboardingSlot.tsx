import type { User } from '@art/sdk';
import { AreaSlot, useSession } from '@art/ui';
import { useLocation } from 'wouter';

/**
 * The social area's follow onboarding, on the home page, for a signed-in user who has not done it
 * yet (initiateFollows 'false'); everyone else never downloads it.
 */
export function FollowOnboardingSlot() {
  const { user } = useSession<User>();
  const [pathname] = useLocation();
  if (pathname !== '/' || user?.initiateFollows !== 'false') return null;
  return <AreaSlot module="social/InitiateFollowsPrompt" />;
}
