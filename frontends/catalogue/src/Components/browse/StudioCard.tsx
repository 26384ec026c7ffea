import type { ArtistView } from '@art/sdk';
import { Avatar, CUT_LENGTHS, cutText, formatCount, useCategoryName, VerifiedBadge } from '@art/ui';
import { Link } from 'wouter';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import './StudioCard.css';
import './browse.css';

type StudioCardProps = { studio: ArtistView };

/** A studio of the directory, linking to its studio page; its biography is cut at 140 characters. */
export function StudioCard({ studio }: StudioCardProps) {
  const nameOf = useCategoryName();
  const { t, i18n } = useBrowseTranslation();
  const category = studio.categories[0]?.name;
  const biography = studio.info?.biography?.trim() ?? '';
  return (
    <Link to={`/studios/${encodeURIComponent(studio.slug)}`} className="cat-studio" data-testid="studio-card">
      <Avatar picture={studio.picture} name={studio.name} size={64} />
      <div>
        <span className="cat-studio__name" title={studio.name}>
          {cutText(studio.name, CUT_LENGTHS.artworkName)}
          {studio.verifiedArtist && <VerifiedBadge label={t('verifiedArtist')} />}
        </span>
        {category && <p className="cat-studio__meta">{nameOf({ name: category })}</p>}
        <p className="cat-studio__meta">
          {t('studios.counts', {
            followers: formatCount(studio.followsCount, i18n.language),
            works: formatCount(studio.totalArtworks || studio.productsCount, i18n.language),
          })}
        </p>
        {biography && (
          <p className="cat-studio__bio" data-testid="studio-card-bio">
            {cutText(biography, CUT_LENGTHS.cardBiography)}
          </p>
        )}
      </div>
    </Link>
  );
}
