import type { User } from '@art/sdk';
import { Avatar, CUT_LENGTHS, cutText, formatCount, VerifiedBadge } from '@art/ui';
import { Link } from 'wouter';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { profileLink } from '../../lib/profileLink.js';
import { FollowButton } from './FollowButton.js';
import { FollowerStack } from './FollowerStack.js';
import './FollowCard.css';

type FollowCardProfile = Pick<
  User,
  '_id' | 'name' | 'slug' | 'picture' | 'role' | 'verifiedArtist' | 'followsCount' | 'totalArtworks'
> & { info?: { biography?: string } };

/**
 * A person's card: picture, name to their profile, the biography cut at 140 characters, counts,
 * the newest followers' faces and a follow control (none on one's own card).
 */
export function FollowCard({ profile, viewerId }: { profile: FollowCardProfile; viewerId?: string }) {
  const { t, i18n } = useSocialTranslation();
  const link = profileLink(profile, viewerId);
  const biography = profile.info?.biography?.trim() ?? '';
  return (
    <section className="soc-follow-card" aria-label={profile.name} data-testid="follow-card">
      <Avatar picture={profile.picture} name={profile.name} size={64} />
      <div className="soc-follow-card__body">
        <span className="soc-follow-card__name">
          {link ? <Link href={link}>{profile.name}</Link> : profile.name}
          {profile.verifiedArtist && <VerifiedBadge label={t('common.verified')} />}
        </span>
        {biography && (
          <p className="soc-follow-card__bio" data-testid="follow-card-bio">
            {cutText(biography, CUT_LENGTHS.cardBiography)}
          </p>
        )}
        <p className="soc-follow-card__counts soc-muted">
          {t('followCard.counts', {
            followers: formatCount(profile.followsCount, i18n.language),
            works: formatCount(profile.totalArtworks, i18n.language),
          })}
        </p>
        <FollowerStack userId={profile._id} slug={profile.slug} />
      </div>
      <FollowButton artistId={profile._id} />
    </section>
  );
}
