import { useLanguageTexts } from './languageTexts.js';

/** The main categories' slugs by their English names, for screens that only have the name. */
const SLUG_BY_NAME: Record<string, string> = {
  Painting: 'painting',
  Sculpture: 'sculpture',
  Photography: 'photography',
  'New Media Art': 'new-media-art',
  Printmaking: 'printmaking',
  Drawing: 'drawing',
  Design: 'design',
  Handicraft: 'handicrafts',
};

/**
 * A category's name in the reader's language: a main category's from the shared words (by slug,
 * or by its English name), a sub-category's as the catalogue names it. Every area shows categories
 * through this, so none keeps its own copy of the words.
 */
export function useCategoryName(): (category: { slug?: string; name: string }) => string {
  const { t } = useLanguageTexts('ui');
  return (category) => {
    const slug = category.slug ?? SLUG_BY_NAME[category.name];
    return slug ? t(`category.${slug}`, { defaultValue: category.name }) : category.name;
  };
}
