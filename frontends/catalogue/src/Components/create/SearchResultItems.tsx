import type { ArtistView, ArtworkView } from '@art/sdk';
import { hasPicture, ImageWithFallback, useSession } from '@art/ui';
import { Link } from 'wouter';
import { artworkPath, profilePathFor } from '../browse/links.js';

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

type ArtworkResultProps = { artwork: ArtworkView; onPick?: () => void };

/** One artwork of the search dropdown: thumbnail, name and the artist's name. */
export function ArtworkResult({ artwork, onPick }: ArtworkResultProps) {
  const thumbnail = artwork.image?.files.thumbnail;
  return (
    <Link to={artworkPath(artwork.slug)} className="search-result" onClick={onPick} data-testid="search-result-artwork">
      {thumbnail ? (
        <ImageWithFallback src={thumbnail.url} fallbackSrc={thumbnail.fallbackUrl} alt="" loading="lazy" />
      ) : (
        <span className="art-image-missing" />
      )}
      <span className="search-result__text">
        <span className="search-result__name">{artwork.name}</span>
        <span className="search-result__meta">{artwork.author.name}</span>
      </span>
    </Link>
  );
}
