// The home page's eight category tiles and the gallery slugs they open.
export const HOME_CATEGORIES = [
  { key: 'painting', slug: 'painting' },
  { key: 'sculpture', slug: 'sculpture' },
  { key: 'photography', slug: 'photography' },
  { key: 'newMediaArt', slug: 'new-media-art' },
  { key: 'printmaking', slug: 'printmaking' },
  { key: 'drawing', slug: 'drawing' },
  { key: 'design', slug: 'design' },
  { key: 'handicraft', slug: 'handicrafts' },
] as const;
