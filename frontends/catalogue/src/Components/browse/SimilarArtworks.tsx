import { useWindowWidth } from '@art/ui';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { useSimilarArtworks } from '../../hooks/useSimilarArtworks.js';
import { ArtworkGrid } from './ArtworkGrid.js';
import { SIMILAR_COLUMNS, similarGutter } from './browseLayout.js';
import './browse.css';

type SimilarArtworksProps = { slug: string };

/** Similar artworks under the artwork, loading more on scroll (3 columns, 2 below 991). */
export function SimilarArtworks({ slug }: SimilarArtworksProps) {
  const { t } = useBrowseTranslation();
  const width = useWindowWidth();
  const similar = useSimilarArtworks(slug);
  const artworks = similar.data?.pages.flatMap((page) => page.artworks) ?? [];
  if (!similar.isPending && artworks.length === 0) return null;
  return (
    <section className="cat-section" aria-labelledby="cat-similar">
      <h2 id="cat-similar">{t('artwork.similar')}</h2>
      <ArtworkGrid
        artworks={artworks}
        isLoading={similar.isPending}
        isLoadingMore={similar.isFetchingNextPage}
        hasMore={similar.hasNextPage}
        onLoadMore={() => similar.fetchNextPage()}
        breakpoints={SIMILAR_COLUMNS}
        gutter={similarGutter(width)}
        testId="similar-grid"
      />
    </section>
  );
}
