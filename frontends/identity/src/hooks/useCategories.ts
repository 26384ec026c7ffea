import { type Category, categories as categoriesApi } from '@art/sdk';
import { useQuery } from '@tanstack/react-query';
import { identityKeys } from '../identityKeys.js';

// The eight fixed main categories, used while the catalogue (owner of GET /categories) is not deployed.
const SPEC_CATEGORIES: Category[] = [
  { _id: 'painting', name: 'Painting', slug: 'painting' },
  { _id: 'sculpture', name: 'Sculpture', slug: 'sculpture' },
  { _id: 'photography', name: 'Photography', slug: 'photography' },
  { _id: 'new-media-art', name: 'New Media Art', slug: 'new-media-art' },
  { _id: 'printmaking', name: 'Printmaking', slug: 'printmaking' },
  { _id: 'drawing', name: 'Drawing', slug: 'drawing' },
  { _id: 'design', name: 'Design', slug: 'design' },
  { _id: 'handicrafts', name: 'Handicraft', slug: 'handicrafts' },
];

const HOUR_MS = 60 * 60 * 1000;

const mainCategories = (list: Category[]) => list.filter((category) => !category.parent);

/** The main categories; the fixed list until (or whenever) the catalogue answers none. */
export function useCategories(): Category[] {
  const { data } = useQuery({
    queryKey: identityKeys.categories,
    queryFn: ({ signal }) => categoriesApi.getCategories({ signal }),
    select: mainCategories,
    // Categories change with a release, not while someone edits a profile; an absent catalogue
    // is not worth retrying, the fixed list stands in.
    staleTime: HOUR_MS,
    retry: false,
  });
  return data && data.length > 0 ? data : SPEC_CATEGORIES;
}
