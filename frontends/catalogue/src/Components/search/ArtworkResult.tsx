import type { ArtworkView } from '@art/sdk';
import { ImageWithFallback } from '@art/ui';
import { Link } from 'wouter';
import { artworkPath } from '../browse/links.js';
import '../create/create.css';
import './ArtworkResult.css';

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
