import '../../browseI18n.js';
import { useAfterPaint, usePageTitle, useSession } from '@art/ui';
import { CategoryTiles } from '../../Components/browse/CategoryTiles.js';
import { FeaturedArtworks } from '../../Components/browse/FeaturedArtworks.js';
import { HomeBanner } from '../../Components/browse/HomeBanner.js';
import { HOME_CATEGORIES } from '../../Components/browse/homeCategories.js';
import { PopularRow } from '../../Components/browse/PopularRow.js';
import { SignedInRows } from '../../Components/browse/SignedInRows.js';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { useHomeSlides } from '../../hooks/useHomeSlides.js';
import '../../Components/browse/browse.css';

/**
 * The home page: banner, category tiles, the signed-in rows, featured artworks and one popular
 * row per category. Studios to follow is the social area's, placed among the signed-in rows.
 * The banner (the page's largest paint) is drawn first, the rest right after it has painted.
 */
export function HomeRoute() {
  const { t } = useBrowseTranslation();
  usePageTitle(t('home.title'));
  const { isSignedIn } = useSession();
  const slides = useHomeSlides();
  const isBannerPainted = useAfterPaint(!slides.isPending);
  return (
    <div className="cat-page" data-testid="home">
      <h1 className="art-visually-hidden">{t('home.title')}</h1>
      <HomeBanner slides={slides.data ?? []} isLoading={slides.isPending} />
      {isBannerPainted && (
        <>
          <CategoryTiles />
          {isSignedIn && <SignedInRows />}
          <FeaturedArtworks />
          {HOME_CATEGORIES.map((slug) => (
            <PopularRow key={slug} categorySlug={slug} />
          ))}
        </>
      )}
    </div>
  );
}

export default HomeRoute;
