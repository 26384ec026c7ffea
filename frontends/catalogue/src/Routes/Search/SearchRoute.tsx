import { Button, usePageTitle } from '@art/ui';
import { useParams } from 'wouter';
import { ArtworkMasonry } from '../../Components/browse/ArtworkMasonry.js';
import { SearchArtistCard } from '../../Components/search/SearchArtistCard.js';
import { SearchResultsSkeleton } from '../../Components/search/SearchResultsSkeleton.js';
import { searchTermOf } from '../../Components/search/searchTerm.js';
import { useSearchPages } from '../../Components/search/useSearchPages.js';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';
import '../../Components/create/create.css';
import './SearchRoute.css';

/**
 * Search results page (/search/:term), where Enter in the search box and the dropdown's "See all
 * results" lead: artists and artworks, twenty more of each at every "Show more results".
 */
export function SearchRoute() {
  const { t } = useCreateTranslation();
  const { term: param = '' } = useParams<{ term: string }>();
  const term = searchTermOf(param);
  usePageTitle(t('search.pageTitle', { term }));
  const results = useSearchPages(term);
  const pages = results.data?.pages ?? [];
  const artists = pages.flatMap((page) => page.artists);
  const products = pages.flatMap((page) => page.products);
  const isEmpty = artists.length + products.length === 0;
  const isLoading = term !== '' && results.isPending;

  return (
    <section className="search-page" data-testid="search-page">
      <h1>
        {t('search.showingFor')} <q data-testid="search-term">{term}</q>
      </h1>
      {isLoading ? (
        <SearchResultsSkeleton label={t('search.searching')} />
      ) : isEmpty ? (
        <p data-testid="search-no-results">{t('search.noResults')}</p>
      ) : (
        <>
          {artists.length > 0 && (
            <>
              <h2>{t('search.artists')}</h2>
              <ul className="search-page__grid" data-testid="search-artists">
                {artists.map((artist) => (
                  <li key={artist._id}>
                    <SearchArtistCard artist={artist} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {products.length > 0 && (
            <>
              <h2>{t('search.artworks')}</h2>
              <div data-testid="search-artworks">
                <ArtworkMasonry artworks={products} />
              </div>
            </>
          )}
          {results.hasNextPage && (
            <div className="create-center">
              <Button
                variant="secondary"
                onClick={() => results.fetchNextPage()}
                disabled={results.isFetchingNextPage}
                data-testid="search-show-more"
              >
                {results.isFetchingNextPage ? t('search.loadingMore') : t('search.showMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

export default SearchRoute;
