import { usePageTitle } from '@art/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { HOME_CATEGORIES } from '../../categories.js';

/** The home page until the catalogue remote ships its own: welcome text and the category tiles. */
export function HomePlaceholderRoute() {
  const { t } = useTranslation('shell');
  usePageTitle(t('nav.home'));
  return (
    <div className="shell-home" data-testid="home">
      <section className="shell-home__hero">
        <h1>{t('home.title')}</h1>
        <p>{t('home.subtitle')}</p>
        <div className="shell-home__actions">
          <Link className="art-button art-button--primary art-button--large" to="/gallery/all">
            {t('home.browseGallery')}
          </Link>
          <Link className="art-button art-button--secondary art-button--large" to="/store/all">
            {t('home.visitStore')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categoriesTitle')}</h2>
        <ul className="shell-home__tiles">
          {HOME_CATEGORIES.map((category, index) => (
            <li key={category.slug}>
              <Link to={`/gallery/${category.slug}`} className={`shell-home__tile shell-home__tile--${index % 4}`}>
                {t(`categories.${category.key}`)}
              </Link>
            </li>
          ))}
        </ul>
        <p className="shell-muted">{t('home.catalogueSoon')}</p>
      </section>
    </div>
  );
}
