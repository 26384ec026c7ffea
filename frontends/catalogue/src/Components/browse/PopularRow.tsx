import { useCategoryName, useNearViewport } from '@art/ui';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { usePopularArtworks } from '../../hooks/useHomeArtworks.js';
import { ArtworkRow } from './ArtworkRow.js';

type PopularRowProps = { categorySlug: string };

/**
 * Popular works of one category on the home page, asked for and drawn only as the reader nears the
 * row: eight rows of pictures below the fold otherwise shared the phone's connection with the
 * banner (the page's largest paint). Until then, and while it loads, a block of the row's height.
 */
export function PopularRow({ categorySlug }: PopularRowProps) {
  const { t } = useBrowseTranslation();
  const nameOf = useCategoryName();
  const [nearRef, isNear] = useNearViewport<HTMLDivElement>();
  const { data = [], isPending } = usePopularArtworks(categorySlug, { enabled: isNear });
  if (!isNear || isPending)
    return <div ref={nearRef} className="cat-row-pending" data-testid={`home-popular-${categorySlug}-pending`} />;
  return (
    <ArtworkRow
      title={t('home.popularIn', { category: nameOf({ slug: categorySlug, name: categorySlug }) })}
      artworks={data}
      testId={`home-popular-${categorySlug}`}
    />
  );
}
