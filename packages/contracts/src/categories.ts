/**
 * The marketplace's eight top-level categories. Their ids are fixed so that every service (and the
 * style categories a user picks on their profile) can refer to them before catalogue owns them.
 */
export interface Category {
  _id: string;
  name: string;
  slug: string;
}

export const BASE_CATEGORIES: readonly Category[] = [
  { _id: 'c0a80001-0000-4000-8000-000000000001', name: 'Painting', slug: 'painting' },
  { _id: 'c0a80001-0000-4000-8000-000000000002', name: 'Sculpture', slug: 'sculpture' },
  { _id: 'c0a80001-0000-4000-8000-000000000003', name: 'Photography', slug: 'photography' },
  { _id: 'c0a80001-0000-4000-8000-000000000004', name: 'New Media Art', slug: 'new-media-art' },
  { _id: 'c0a80001-0000-4000-8000-000000000005', name: 'Printmaking', slug: 'printmaking' },
  { _id: 'c0a80001-0000-4000-8000-000000000006', name: 'Drawing', slug: 'drawing' },
  { _id: 'c0a80001-0000-4000-8000-000000000007', name: 'Design', slug: 'design' },
  { _id: 'c0a80001-0000-4000-8000-000000000008', name: 'Handicraft', slug: 'handicrafts' },
];
