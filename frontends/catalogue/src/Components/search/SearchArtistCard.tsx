import type { ArtistView } from '@art/sdk';
import { formatCount, hasPicture, ImageWithFallback, useSession, VerifiedBadge } from '@art/ui';
import { Link } from 'wouter';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';
import { profilePathFor } from '../browse/links.js';
import '../create/create.css';
import './SearchArtistCard.css';

type SearchArtistCardProps = { artist: ArtistView };

/** An artist on the search results page: picture, name and how many works and followers. */
export function SearchArtistCard({ artist }: SearchArtistCardProps) {
  const { t, i18n } = useCreateTranslation();
  const { user } = useSession();
  return (
    <Link to={profilePathFor(artist, user?._id)} className="search-card" data-testid="search-result-artist">
      {hasPicture(artist.picture) ? (
        <ImageWithFallback src={artist.picture} alt="" loading="lazy" />
      ) : (
        <span className="art-image-missing" />
      )}
      <strong>
        {artist.name} {artist.verifiedArtist && <VerifiedBadge label={t('search.verified')} />}
      </strong>
      <span className="create-muted">
        {t('search.artistCounts', {
          works: formatCount(artist.totalArtworks, i18n.language),
          followers: formatCount(artist.followsCount, i18n.language),
        })}
      </span>
    </Link>
  );
}
