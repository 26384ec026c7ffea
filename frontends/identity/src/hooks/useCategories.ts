import { type Category, categories as categoriesApi } from '@art/sdk';
import { useEffect, useState } from 'react';

// The spec's eight categories, used while the catalogue (owner of GET /categories) is not deployed.
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

export function useCategories(): Category[] {
  const [list, setList] = useState<Category[]>(SPEC_CATEGORIES);
  useEffect(() => {
    let isCurrent = true;
    categoriesApi
      .getCategories()
      .then((loaded) => {
        const mainCategories = loaded.filter((category) => !category.parent);
        if (isCurrent && mainCategories.length > 0) setList(mainCategories);
      })
      .catch(() => {
        // Catalogue not reachable: keep the spec's list.
      });
    return () => {
      isCurrent = false;
    };
  }, []);
  return list;
}
