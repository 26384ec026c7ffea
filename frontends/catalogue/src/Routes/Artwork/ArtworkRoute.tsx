import '../../browseI18n.js';
import { ApiError } from '@art/sdk';
import { usePageTitle } from '@art/ui';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { ArtistCard } from '../../Components/browse/ArtistCard.js';
import { ArtworkComments } from '../../Components/browse/ArtworkComments.js';
import { ArtworkDetails } from '../../Components/browse/ArtworkDetails.js';
import { ArtworkImageSlider } from '../../Components/browse/ArtworkImageSlider.js';
import { SimilarArtworks } from '../../Components/browse/SimilarArtworks.js';
import { useArtwork } from '../../hooks/useArtwork.js';
import { useArtworkViewCount } from '../../hooks/useArtworkViewCount.js';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import '../../Components/browse/browse.css';
import { ArtworkPageSkeleton } from './ArtworkPageSkeleton.js';
import './ArtworkRoute.css';

/** /artwork/:slug and /art/:slug — one artwork, its comments, its artist and similar works. */
export function ArtworkRoute() {
  const { t } = useBrowseTranslation();
  const { slug: rawSlug = '' } = useParams<{ slug: string }>();
  const slug = decodeURIComponent(rawSlug);
  const artwork = useArtwork(slug);
  usePageTitle(artwork.data?.name ?? t('artwork.title'));
  useArtworkViewCount(slug, artwork.isSuccess);

  // Another artwork (e.g. a similar one) starts at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs because the slug changed
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [slug]);

  if (artwork.isPending) return <ArtworkPageSkeleton />;
  if (artwork.isError) {
    const isMissing = artwork.error instanceof ApiError && artwork.error.httpStatus === 404;
    return (
      <div className="cat-page">
        <p className="cat-empty" role="alert" data-testid="artwork-unavailable">
          {isMissing ? t('artwork.unavailable') : t('loadFailed')}
        </p>
      </div>
    );
  }

  const data = artwork.data;
  const images = [data.image, ...data.images].filter((image) => image !== null);
  return (
    <div className="cat-page" data-testid="artwork-page">
      <div className="cat-detail">
        <ArtworkImageSlider key={data._id} name={data.name} images={images} />
        <div className="cat-detail__info">
          <ArtworkDetails artwork={data} />
          <ArtistCard author={data.author} />
        </div>
      </div>
      <ArtworkComments key={`comments-${data._id}`} artworkId={data._id} commentsCount={data.commentsCount} />
      <SimilarArtworks slug={data.slug} />
    </div>
  );
}

export default ArtworkRoute;
