import { useCategoryName } from '@art/ui';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { usePopularArtworks } from '../../hooks/useHomeArtworks.js';
import { ArtworkRow } from './ArtworkRow.js';

type PopularRowProps = { categorySlug: string };

/** Popular works of one category on the home page. */
export function PopularRow({ categorySlug }: PopularRowProps) {
  const { t } = useBrowseTranslation();
  const nameOf = useCategoryName();
  const { data = [] } = usePopularArtworks(categorySlug);
  return (
    <ArtworkRow
      title={t('home.popularIn', { category: nameOf({ slug: categorySlug, name: categorySlug }) })}
      artworks={data}
      testId={`home-popular-${categorySlug}`}
    />
  );
}
