export {
  CATEGORY_NOT_FOUND,
  type CategoryFilter,
  type ListingFilter,
  resolveCategory,
  whereListing,
} from './filter.js';
export {
  highestPriceQuery,
  type IdPage,
  listingCountQuery,
  listingIdPage,
  listingIdPageWithout,
  listingIdsQuery,
  type PageWindow,
  type PlainSort,
} from './pages.js';
export { candidatesQuery, recommendedIdPage } from './recommend.js';
export {
  authorIdPage,
  authorQueries,
  featuredIds,
  featuredQuery,
  followedQueries,
  likedQueries,
  mostPopularQuery,
  popularIds,
  popularQuery,
  runPaged,
  similarQueries,
  similarTo,
  suspendedAuthorIds,
  type Visible,
} from './rows.js';
export { loadArtworkViews, withViewerLikes } from './views.js';
