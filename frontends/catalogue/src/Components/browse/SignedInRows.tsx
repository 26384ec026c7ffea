import { AreaSlot } from '@art/ui';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { useFollowedArtworks, useRecommendedArtworks } from '../../hooks/useHomeArtworks.js';
import { ArtworkRow } from './ArtworkRow.js';

/**
 * The home rows only a signed-in viewer gets: artworks from the studios they follow,
 * recommendations, and the social area's Studios to follow (loaded from that area when shown).
 */
export function SignedInRows() {
  const { t } = useBrowseTranslation();
  const followed = useFollowedArtworks();
  const recommended = useRecommendedArtworks();
  return (
    <>
      <ArtworkRow title={t('home.fromFollowed')} artworks={followed.data ?? []} testId="home-followed" />
      <ArtworkRow title={t('home.recommended')} artworks={recommended.data ?? []} testId="home-recommended" />
      <AreaSlot module="social/StudiosToFollowRow" />
    </>
  );
}
