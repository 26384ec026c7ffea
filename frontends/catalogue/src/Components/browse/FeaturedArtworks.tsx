import { Button, ColumnGrid, columnImageSizes, useWindowWidth } from '@art/ui';
import { useState } from 'react';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { useFeaturedArtworks } from '../../hooks/useHomeArtworks.js';
import { ArtworkCard } from './ArtworkCard.js';
import { ArtworkCardSkeletons } from './ArtworkCardSkeleton.js';
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
  const { data = [], isPending } = useFeaturedArtworks();
  if (isPending)
    return (
      <FeaturedArtworksSkeleton
        title={t('home.featured')}
        count={isMobile ? MOBILE_FEATURED_START : LISTING_COLUMNS[0][1]}
      />
    );
  if (data.length === 0) return null;
  const shown = visibleFeatured(data, isMobile, isExpanded);
  const canToggle = isMobile && Math.min(data.length, HOME_ROW_LIMIT) > MOBILE_FEATURED_START;
  return (
    <section className="cat-section" aria-labelledby="cat-home-featured" data-testid="home-featured">
      <h2 id="cat-home-featured">{t('home.featured')}</h2>
      <ColumnGrid breakpoints={LISTING_COLUMNS}>
        {shown.map((artwork, index) => (
          <ArtworkCard
            key={artwork._id}
            artwork={artwork}
            ratio={1}
            sizes={columnImageSizes(LISTING_COLUMNS)}
            isEager={index < LISTING_COLUMNS[0][1]}
          />
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

/** The featured section's place while its artworks come: its title and a row of card shapes. */
function FeaturedArtworksSkeleton({ title, count }: { title: string; count: number }) {
  return (
    <section className="cat-section" aria-busy="true" aria-label={title}>
      <h2>{title}</h2>
      <ArtworkCardSkeletons count={count} breakpoints={LISTING_COLUMNS} />
    </section>
  );
}
