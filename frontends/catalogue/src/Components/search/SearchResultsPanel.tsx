import { Link } from 'wouter';
import { useCreateTranslation } from '../../hooks/useCreateTranslation.js';
import { ArtistResult } from './ArtistResult.js';
import { ArtworkResult } from './ArtworkResult.js';
import { searchPath } from './searchTerm.js';
import { useSearchResults } from './useSearchResults.js';
import './SearchResultsPanel.css';

type SearchResultsPanelProps = { id: string; term: string; onPick: () => void };

/**
 * The dropdown under the header's search box: the first artists, then artworks, or 'No results
 * found', and a link to every result on the results page.
 */
export function SearchResultsPanel({ id, term, onPick }: SearchResultsPanelProps) {
  const { t } = useCreateTranslation();
  const results = useSearchResults(term);
  const artists = results.data?.artists ?? [];
  const products = results.data?.products ?? [];
  const isEmpty = artists.length + products.length === 0;

  return (
    <section
      id={id}
      className="catalogue-search__panel"
      aria-label={t('search.resultsFor', { term })}
      data-testid="search-dropdown"
    >
      <p className="art-visually-hidden" role="status">
        {results.isPending
          ? t('search.searching')
          : t('search.summary', { artists: artists.length, artworks: products.length })}
      </p>
      {results.isPending ? (
        <p aria-hidden="true">{t('search.searching')}</p>
      ) : results.isError && !results.data ? (
        <p>{t('search.failed')}</p>
      ) : isEmpty ? (
        <p data-testid="search-no-results">{t('search.noResults')}</p>
      ) : (
        <>
          {artists.length > 0 && (
            <>
              <h2>{t('search.artists')}</h2>
              <ul className="search-results">
                {artists.map((artist) => (
                  <li key={artist._id}>
                    <ArtistResult artist={artist} onPick={onPick} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {products.length > 0 && (
            <>
              <h2>{t('search.artworks')}</h2>
              <ul className="search-results">
                {products.map((artwork) => (
                  <li key={artwork._id}>
                    <ArtworkResult artwork={artwork} onPick={onPick} />
                  </li>
                ))}
              </ul>
            </>
          )}
          <Link
            href={searchPath(term)}
            className="catalogue-search__see-all"
            onClick={onPick}
            data-testid="search-see-all"
          >
            {t('search.seeAll')}
          </Link>
        </>
      )}
    </section>
  );
}
