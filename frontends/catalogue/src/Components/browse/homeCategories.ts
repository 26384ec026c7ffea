// The home page's eight category tiles and the gallery slugs they open.
export const HOME_CATEGORIES = [
  'painting',
  'sculpture',
  'photography',
  'new-media-art',
  'printmaking',
  'drawing',
  'design',
  'handicrafts',
] as const;
