import type { ArtworkView } from '@art/sdk';
import { Avatar, useSession, VerifiedBadge } from '@art/ui';
import { Link } from 'wouter';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { profilePathFor } from './links.js';
import './ArtistCard.css';
import './browse.css';

type ArtistCardProps = { author: ArtworkView['author'] };

/** The artwork's artist with a button to their profile (one's own profile route for one's own work). */
export function ArtistCard({ author }: ArtistCardProps) {
  const { t } = useBrowseTranslation();
  const { user } = useSession();
  return (
    <section className="cat-artist" aria-label={t('artwork.artist')} data-testid="artist-card">
      <Avatar picture={author.picture} name={author.name} size={56} />
      <div className="cat-artist__body">
        <span className="cat-artist__name">
          {author.name}
          {author.verifiedArtist && <VerifiedBadge label={t('verifiedArtist')} />}
        </span>
      </div>
      <Link
        to={profilePathFor(author, user?._id)}
        className="art-button art-button--secondary art-button--small"
        data-testid="artist-profile-link"
      >
        {t('artwork.viewProfile')}
      </Link>
    </section>
  );
}
