import type { SortedCategory } from '@art/sdk';
import { useCategoryName } from '@art/ui';
import { Link } from 'wouter';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { useSortedCategories } from '../../hooks/useSortedCategories.js';
import { HOME_CATEGORIES } from './homeCategories.js';
import './CategoryNav.css';
import './browse.css';

type CategoryNavProps = {
  /** '/gallery' or '/store'. */
  basePath: string;
  current: string;
  onNavigate?: () => void;
};

// Until the categories arrive (or if they cannot), the eight main ones stand in.
const FALLBACK: SortedCategory[] = HOME_CATEGORIES.map((slug) => ({ _id: slug, name: slug, slug, children: [] }));

/** All plus each main category; under a main category that has them, its sub-categories. */
export function CategoryNav({ basePath, current, onNavigate }: CategoryNavProps) {
  const { t } = useBrowseTranslation();
  const nameOf = useCategoryName();
  const { data } = useSortedCategories();
  const categories = data && data.length > 0 ? data : FALLBACK;
  const open = categories.find(
    (category) => category.slug === current || category.children.some((child) => child.slug === current),
  );
  const item = (slug: string, label: string) => (
    <li key={slug}>
      <Link
        to={`${basePath}/${encodeURIComponent(slug)}`}
        aria-current={slug === current ? 'page' : undefined}
        onClick={onNavigate}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t('listing.categoriesLabel')} className="cat-section" data-testid="category-nav">
      <ul className="cat-subnav">
        {item('all', t('listing.all'))}
        {categories.map((category) => item(category.slug, nameOf(category)))}
      </ul>
      {open && open.children.length > 0 && (
        <ul className="cat-subnav" aria-label={nameOf(open)}>
          {open.children.map((child) => item(child.slug, nameOf(child)))}
        </ul>
      )}
    </nav>
  );
}
