import type { ArtworkSort, PriceRange } from '@art/sdk';
import { Button, Dialog, useCategoryName, usePageTitle, useWindowWidth } from '@art/ui';
import { useState } from 'react';
import { useParams } from 'wouter';
import type { ListingKind } from '../../catalogueKeys.js';
import { useArtworkListing } from '../../hooks/useArtworkListing.js';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { useSortedCategories } from '../../hooks/useSortedCategories.js';
import { ArtworkGrid } from './ArtworkGrid.js';
import { isMobileWidth } from './browseLayout.js';
import { CategoryNav } from './CategoryNav.js';
import { PriceRangeFilter } from './PriceRangeFilter.js';
import { isWholeRange, PRICE_MIN, sliderTop } from './priceRange.js';
import { SortSelect } from './SortSelect.js';
import './browse.css';

type ArtworkListingProps = { kind: ListingKind };

type OpenDialog = 'categories' | 'filters' | null;

/**
 * The gallery and the store: title, categories, price range and sort, and the grid that loads
 * 15 more near the bottom. On mobile the categories and the filters open in dialogs.
 */
export function ArtworkListing({ kind }: ArtworkListingProps) {
  const { t } = useBrowseTranslation();
  const { cat = 'all' } = useParams<{ cat: string }>();
  const category = decodeURIComponent(cat);
  const isMobile = isMobileWidth(useWindowWidth());
  const [sort, setSort] = useState<ArtworkSort>('new');
  // null: any price. The slider spans 0 to the dearest work on show (the first page's priceBounds).
  const [price, setPrice] = useState<PriceRange | null>(null);
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const listing = useArtworkListing(kind, { category, sort, price });
  const top = sliderTop(listing.data?.pages[0]?.priceBounds?.max);
  const categoryLabel = useCurrentCategoryLabel(category);
  const title = `${t(kind === 'store' ? 'listing.storeTitle' : 'listing.galleryTitle')}${categoryLabel ? ` · ${categoryLabel}` : ''}`;
  usePageTitle(title);

  const basePath = kind === 'store' ? '/store' : '/gallery';
  const artworks = listing.data?.pages.flatMap((page) => page.artworks) ?? [];
  const filters = (
    <>
      <PriceRangeFilter
        value={price ?? [PRICE_MIN, top]}
        top={top}
        onCommit={(range) => setPrice(isWholeRange(range, top) ? null : range)}
      />
      <SortSelect value={sort} onChange={setSort} />
    </>
  );

  return (
    <div className="cat-page" data-testid={`${kind}-page`}>
      <h1>{title}</h1>
      {isMobile ? (
        <div className="cat-actions">
          <Button variant="secondary" onClick={() => setOpenDialog('categories')} data-testid="open-categories">
            {t('listing.categories')}
          </Button>
          <Button variant="secondary" onClick={() => setOpenDialog('filters')} data-testid="open-filters">
            {t('listing.filters')}
          </Button>
          <Dialog
            isOpen={openDialog === 'categories'}
            title={t('listing.categories')}
            onClose={() => setOpenDialog(null)}
            closeLabel={t('close')}
          >
            <CategoryNav basePath={basePath} current={category} onNavigate={() => setOpenDialog(null)} />
          </Dialog>
          <Dialog
            isOpen={openDialog === 'filters'}
            title={t('listing.filters')}
            onClose={() => setOpenDialog(null)}
            closeLabel={t('close')}
          >
            <div className="cat-filters">{filters}</div>
          </Dialog>
        </div>
      ) : (
        <>
          <CategoryNav basePath={basePath} current={category} />
          <div className="cat-filters">{filters}</div>
        </>
      )}
      {/* The cards' titles are h3 under this (a heading level is never skipped, for screen readers). */}
      <h2 className="art-visually-hidden">{t('listing.artworksHeading')}</h2>
      {listing.isError ? (
        <p className="cat-empty">{t('loadFailed')}</p>
      ) : (
        <ArtworkGrid
          artworks={artworks}
          isLoading={listing.isPending}
          isLoadingMore={listing.isFetchingNextPage}
          hasMore={listing.hasNextPage}
          onLoadMore={() => listing.fetchNextPage()}
        />
      )}
    </div>
  );
}

/** The shown name of the category in the URL, or null for All. */
function useCurrentCategoryLabel(slug: string): string | null {
  const { data } = useSortedCategories();
  const nameOf = useCategoryName();
  if (slug === 'all') return null;
  for (const main of data ?? []) {
    if (main.slug === slug || main._id === slug) return nameOf(main);
    const child = main.children.find((item) => item.slug === slug || item._id === slug);
    if (child) return nameOf(child);
  }
  return nameOf({ slug, name: slug });
}
