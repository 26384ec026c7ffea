import type { ArtistView } from '@art/sdk';
import { hasPicture, ImageWithFallback, useSession } from '@art/ui';
import { Link } from 'wouter';
import { profilePathFor } from '../browse/links.js';
import '../create/create.css';

type ArtistResultProps = { artist: ArtistView; onPick?: () => void };

/** One artist of the search dropdown: picture and name, linking to the studio or user page. */
export function ArtistResult({ artist, onPick }: ArtistResultProps) {
  const { user } = useSession();
  return (
    <Link
      to={profilePathFor(artist, user?._id)}
      className="search-result"
      onClick={onPick}
      data-testid="search-result-artist"
    >
      {hasPicture(artist.picture) ? (
        <ImageWithFallback src={artist.picture} alt="" style={{ borderRadius: '50%' }} />
      ) : (
        <span className="art-image-missing" style={{ borderRadius: '50%' }} />
      )}
      <span className="search-result__text">
        <span className="search-result__name">{artist.name}</span>
      </span>
    </Link>
  );
}
