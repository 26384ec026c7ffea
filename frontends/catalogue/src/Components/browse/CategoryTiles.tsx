import { useCategoryName } from '@art/ui';
import { Link } from 'wouter';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { HOME_CATEGORIES } from './homeCategories.js';
import './CategoryTiles.css';
import './browse.css';

/** The eight category tiles of the home page, each opening its gallery. */
export function CategoryTiles() {
  const { t } = useBrowseTranslation();
  const nameOf = useCategoryName();
  return (
    <section className="cat-section" aria-labelledby="cat-home-categories">
      <h2 id="cat-home-categories">{t('home.categories')}</h2>
      <ul className="cat-tiles" data-testid="home-category-tiles">
        {HOME_CATEGORIES.map((slug) => (
          <li key={slug}>
            <Link to={`/gallery/${slug}`} className="cat-tile">
              {nameOf({ slug, name: slug })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
