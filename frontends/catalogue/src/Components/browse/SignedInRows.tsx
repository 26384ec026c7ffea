import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { useFollowedArtworks, useRecommendedArtworks } from '../../hooks/useHomeArtworks.js';
import { ArtworkRow } from './ArtworkRow.js';

/**
 * The home rows only a signed-in viewer gets: artworks from the studios they follow and
 * recommendations. (Studios to follow comes from the social area and is placed by it.)
 */
export function SignedInRows() {
  const { t } = useBrowseTranslation();
  const followed = useFollowedArtworks();
  const recommended = useRecommendedArtworks();
  return (
    <>
      <ArtworkRow title={t('home.fromFollowed')} artworks={followed.data ?? []} testId="home-followed" />
      <ArtworkRow title={t('home.recommended')} artworks={recommended.data ?? []} testId="home-recommended" />
    </>
  );
}
