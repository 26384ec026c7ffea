import { useBrowseTranslation } from './useBrowseTranslation.js';

/** A main category's name in the current language; sub-categories keep the name the catalogue gives. */
export function useCategoryName() {
  const { t } = useBrowseTranslation();
  return (category: { slug: string; name: string }) =>
    t(`categories.${category.slug}`, { defaultValue: category.name });
}
