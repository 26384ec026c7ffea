import { Button, ColumnGrid, useWindowWidth } from '@art/ui';
import { useState } from 'react';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { useFeaturedArtworks } from '../../hooks/useHomeArtworks.js';
import { ArtworkCard } from './ArtworkCard.js';
import {
  HOME_ROW_LIMIT,
  isMobileWidth,
  LISTING_COLUMNS,
  MOBILE_FEATURED_START,
  visibleFeatured,
} from './browseLayout.js';
import './browse.css';

/** Featured Artworks for everyone; on mobile the first 3 with Show More / Show Less. */
export function FeaturedArtworks() {
  const { t } = useBrowseTranslation();
  const isMobile = isMobileWidth(useWindowWidth());
  const [isExpanded, setIsExpanded] = useState(false);
  const { data = [] } = useFeaturedArtworks();
  if (data.length === 0) return null;
  const shown = visibleFeatured(data, isMobile, isExpanded);
  const canToggle = isMobile && Math.min(data.length, HOME_ROW_LIMIT) > MOBILE_FEATURED_START;
  return (
    <section className="cat-section" aria-labelledby="cat-home-featured" data-testid="home-featured">
      <h2 id="cat-home-featured">{t('home.featured')}</h2>
      <ColumnGrid breakpoints={LISTING_COLUMNS}>
        {shown.map((artwork) => (
          <ArtworkCard key={artwork._id} artwork={artwork} ratio={1} />
        ))}
      </ColumnGrid>
      {canToggle && (
        <Button variant="secondary" aria-expanded={isExpanded} onClick={() => setIsExpanded(!isExpanded)}>
          {isExpanded ? t('home.showLess') : t('home.showMore')}
        </Button>
      )}
    </section>
  );
}
