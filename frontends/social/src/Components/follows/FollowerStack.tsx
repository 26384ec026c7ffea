import * as social from '@art/sdk/social';
import { Avatar, useSession } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { socialKeys } from '../../socialKeys.js';
import './FollowerStack.css';

/** The spec's overlapping avatar stack shows at most five people. */
export const FOLLOWER_STACK_MAX = 5;

/**
 * The newest followers' pictures, overlapping, linking to the followers list. Nothing shows when
 * the list is not the viewer's to see (a private account) or nobody follows yet.
 */
export function FollowerStack({ userId, slug }: { userId: string; slug: string }) {
  const { t } = useSocialTranslation();
  const { token, user } = useSession();
  const followers = useQuery({
    queryKey: socialKeys.followerStack(userId, user?._id ?? ''),
    queryFn: ({ signal }) => social.getFollowers(userId, { token, signal }, { limit: FOLLOWER_STACK_MAX }),
    enabled: Boolean(userId),
    retry: false,
  });
  const people = (followers.data?.users ?? []).slice(0, FOLLOWER_STACK_MAX);
  if (people.length === 0) return null;
  const total = followers.data?.total ?? people.length;
  const others = total - people.length;
  const label =
    others > 0
      ? t('followCard.followedByOthers', { names: people.map((person) => person.name).join(', '), count: others })
      : t('followCard.followedBy', { names: people.map((person) => person.name).join(', ') });
  return (
    <Link href={`/${slug}/followers`} className="soc-stack" aria-label={label} data-testid="follower-stack">
      {people.map((person) => (
        <span key={person._id} className="soc-stack__face" data-testid="follower-stack-face">
          <Avatar picture={person.picture} name={person.name} size={28} />
        </span>
      ))}
      {others > 0 && (
        <span className="soc-stack__more" aria-hidden="true">
          +{others}
        </span>
      )}
    </Link>
  );
}
