import '../../browseI18n.js';
import type { StudioSort } from '@art/sdk';
import { Button, InfiniteScroll, useCategoryName, usePageTitle, useWindowWidth } from '@art/ui';
import { useId, useState } from 'react';
import { isMobileWidth } from '../../Components/browse/browseLayout.js';
import { HOME_CATEGORIES } from '../../Components/browse/homeCategories.js';
import { StudioCard } from '../../Components/browse/StudioCard.js';
import { StudiosSkeleton } from '../../Components/browse/StudiosSkeleton.js';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { useSortedCategories } from '../../hooks/useSortedCategories.js';
import { useStudiosDirectory } from '../../hooks/useStudiosDirectory.js';
import '../../Components/browse/browse.css';
import './StudiosRoute.css';

type Layout = 'grid' | 'list';

/** /studios — every studio, by category and by followers or works, 10 more on each scroll. */
export function StudiosRoute() {
  const { t } = useBrowseTranslation();
  usePageTitle(t('studios.title'));
  const nameOf = useCategoryName();
  const isMobile = isMobileWidth(useWindowWidth());
  const [category, setCategory] = useState('all');
  const [sort, setSort] = useState<StudioSort>('followers');
  const [layout, setLayout] = useState<Layout>('grid');
  const categories = useSortedCategories().data ?? [];
  const categoryOptions =
    categories.length > 0 ? categories : HOME_CATEGORIES.map((slug) => ({ _id: slug, slug, name: slug }));
  const directory = useStudiosDirectory(sort, category);
  const studios = directory.data?.pages.flatMap((page) => page.studios) ?? [];
  const categoryId = useId();
  const sortId = useId();
  const shownLayout = isMobile ? layout : 'grid';

  return (
    <div className="cat-page" data-testid="studios-page">
      <h1>{t('studios.title')}</h1>
      <div className="cat-filters">
        <div className="art-field" style={{ width: 'auto' }}>
          <label htmlFor={categoryId} className="art-field__label">
            {t('studios.category')}
          </label>
          <select
            id={categoryId}
            className="cat-select"
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            data-testid="studios-category"
          >
            <option value="all">{t('listing.all')}</option>
            {categoryOptions.map((item) => (
              <option key={item.slug} value={item.slug}>
                {nameOf(item)}
              </option>
            ))}
          </select>
        </div>
        <div className="art-field" style={{ width: 'auto' }}>
          <label htmlFor={sortId} className="art-field__label">
            {t('listing.sortBy')}
          </label>
          <select
            id={sortId}
            className="cat-select"
            value={sort}
            onChange={(event) => setSort(event.target.value as StudioSort)}
            data-testid="studios-sort"
          >
            <option value="followers">{t('studios.mostFollowers')}</option>
            <option value="works">{t('studios.mostWorks')}</option>
          </select>
        </div>
        {isMobile && (
          <Button
            variant="secondary"
            aria-pressed={layout === 'list'}
            onClick={() => setLayout(layout === 'grid' ? 'list' : 'grid')}
            data-testid="studios-layout"
          >
            {layout === 'grid' ? t('studios.showList') : t('studios.showGrid')}
          </Button>
        )}
      </div>
      {directory.isPending ? (
        <StudiosSkeleton layout={shownLayout} label={t('loading')} />
      ) : (
        <InfiniteScroll
          hasMore={directory.hasNextPage}
          isLoading={directory.isFetchingNextPage}
          onLoadMore={() => directory.fetchNextPage()}
          endMessage={<span data-testid="studios-end">{t('studios.noMore')}</span>}
          loadingLabel={t('loading')}
        >
          <ul className={`cat-studios cat-studios--${shownLayout}`} data-testid="studios-list">
            {studios.map((studio) => (
              <li key={studio._id}>
                <StudioCard studio={studio} />
              </li>
            ))}
          </ul>
        </InfiniteScroll>
      )}
    </div>
  );
}

export default StudiosRoute;
