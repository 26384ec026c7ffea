// Generated from @art/contracts/endpoints by `npm run generate -w @art/sdk`: do not edit.
import type { catalogueEndpoints } from '@art/contracts/endpoints';
import { declaredRoute } from '../declared-route.js';

/** The catalogue endpoints as the client calls them (paths under the API base). */
export const catalogueRoutes = {
  listCategories: declaredRoute<(typeof catalogueEndpoints)['listCategories']>('GET', '/categories'),
  listSortedCategories: declaredRoute<(typeof catalogueEndpoints)['listSortedCategories']>('GET', '/categories/sorted'),
  getHomeSlider: declaredRoute<(typeof catalogueEndpoints)['getHomeSlider']>('GET', '/slider/home-slider'),
  listSliders: declaredRoute<(typeof catalogueEndpoints)['listSliders']>('GET', '/sliders'),
  uploadArtwork: declaredRoute<(typeof catalogueEndpoints)['uploadArtwork']>('POST', '/artwork/upload'),
  uploadUserArt: declaredRoute<(typeof catalogueEndpoints)['uploadUserArt']>('POST', '/user/art/upload'),
  editArtwork: declaredRoute<(typeof catalogueEndpoints)['editArtwork']>('PUT', '/artwork/edit/:id'),
  editUserArt: declaredRoute<(typeof catalogueEndpoints)['editUserArt']>('PUT', '/user/art/edit/:id'),
  deleteArtwork: declaredRoute<(typeof catalogueEndpoints)['deleteArtwork']>('DELETE', '/artwork/delete/:id'),
  deleteUserArt: declaredRoute<(typeof catalogueEndpoints)['deleteUserArt']>('DELETE', '/user/del/:id'),
  getArtwork: declaredRoute<(typeof catalogueEndpoints)['getArtwork']>('GET', '/product/:slug'),
  countArtworkView: declaredRoute<(typeof catalogueEndpoints)['countArtworkView']>('POST', '/product/view/:slug'),
  galleryPage: declaredRoute<(typeof catalogueEndpoints)['galleryPage']>('GET', '/products/category/:cat'),
  galleryPageSignedIn: declaredRoute<(typeof catalogueEndpoints)['galleryPageSignedIn']>(
    'GET',
    '/v2/products/category/:cat',
  ),
  storePage: declaredRoute<(typeof catalogueEndpoints)['storePage']>('GET', '/store/:cat'),
  storePageSignedIn: declaredRoute<(typeof catalogueEndpoints)['storePageSignedIn']>('GET', '/v2/store/:cat'),
  featuredArtworks: declaredRoute<(typeof catalogueEndpoints)['featuredArtworks']>('GET', '/products/getfeatured'),
  popularArtworks: declaredRoute<(typeof catalogueEndpoints)['popularArtworks']>(
    'GET',
    '/products/popular/:categoryId',
  ),
  recommendedArtworks: declaredRoute<(typeof catalogueEndpoints)['recommendedArtworks']>(
    'GET',
    '/products/recommended',
  ),
  followedStudiosArtworks: declaredRoute<(typeof catalogueEndpoints)['followedStudiosArtworks']>(
    'GET',
    '/products/followed',
  ),
  similarArtworks: declaredRoute<(typeof catalogueEndpoints)['similarArtworks']>('GET', '/products/similar/:slug'),
  similarArtworksPost: declaredRoute<(typeof catalogueEndpoints)['similarArtworksPost']>(
    'POST',
    '/products/similar/:slug',
  ),
  userArtworks: declaredRoute<(typeof catalogueEndpoints)['userArtworks']>('GET', '/user/artworks/:id'),
  userGallery: declaredRoute<(typeof catalogueEndpoints)['userGallery']>('GET', '/user/gallery/:id'),
  myArtworks: declaredRoute<(typeof catalogueEndpoints)['myArtworks']>('GET', '/artworks/mine'),
  artistArtworksWithImages: declaredRoute<(typeof catalogueEndpoints)['artistArtworksWithImages']>(
    'GET',
    '/artist/:artistId/productswithimages',
  ),
  likedArtworks: declaredRoute<(typeof catalogueEndpoints)['likedArtworks']>('GET', '/artworks/liked'),
  toggleArtworkLike: declaredRoute<(typeof catalogueEndpoints)['toggleArtworkLike']>(
    'POST',
    '/like/product/:productId',
  ),
  artworkComments: declaredRoute<(typeof catalogueEndpoints)['artworkComments']>(
    'GET',
    '/v2/artwork/comments/:productId/:total',
  ),
  commentOnArtwork: declaredRoute<(typeof catalogueEndpoints)['commentOnArtwork']>('POST', '/v2/artwork/comment/new'),
  sortableArtists: declaredRoute<(typeof catalogueEndpoints)['sortableArtists']>('GET', '/artists/sortable'),
  artistsByCategory: declaredRoute<(typeof catalogueEndpoints)['artistsByCategory']>('GET', '/artists/category/:cat'),
  topArtistsAll: declaredRoute<(typeof catalogueEndpoints)['topArtistsAll']>('GET', '/artists/top/all'),
  topArtists: declaredRoute<(typeof catalogueEndpoints)['topArtists']>('GET', '/artists/top'),
  artistBySlug: declaredRoute<(typeof catalogueEndpoints)['artistBySlug']>('GET', '/artist/:slug'),
  search: declaredRoute<(typeof catalogueEndpoints)['search']>('GET', '/search/:term'),
  exhibitions: declaredRoute<(typeof catalogueEndpoints)['exhibitions']>('GET', '/exhibitions'),
  exhibition: declaredRoute<(typeof catalogueEndpoints)['exhibition']>('GET', '/exhibitions/:id'),
  followExhibition: declaredRoute<(typeof catalogueEndpoints)['followExhibition']>('POST', '/exhibitions/:id/follow'),
  unfollowExhibition: declaredRoute<(typeof catalogueEndpoints)['unfollowExhibition']>(
    'DELETE',
    '/exhibitions/:id/follow',
  ),
  currentExhibitions: declaredRoute<(typeof catalogueEndpoints)['currentExhibitions']>('GET', '/current/exhibitions'),
  previousExhibitions: declaredRoute<(typeof catalogueEndpoints)['previousExhibitions']>(
    'GET',
    '/previous/exhibitions',
  ),
  upcomingExhibitions: declaredRoute<(typeof catalogueEndpoints)['upcomingExhibitions']>(
    'GET',
    '/upcomming/exhibitions',
  ),
  exhibitionInquiry: declaredRoute<(typeof catalogueEndpoints)['exhibitionInquiry']>('POST', '/exhibition/message'),
  artworkInquiry: declaredRoute<(typeof catalogueEndpoints)['artworkInquiry']>('POST', '/sendemail'),
  operatorExhibitions: declaredRoute<(typeof catalogueEndpoints)['operatorExhibitions']>(
    'GET',
    '/operator/exhibitions',
  ),
  createExhibition: declaredRoute<(typeof catalogueEndpoints)['createExhibition']>('POST', '/operator/exhibitions'),
  updateExhibition: declaredRoute<(typeof catalogueEndpoints)['updateExhibition']>(
    'PATCH',
    '/operator/exhibitions/:id',
  ),
  deleteExhibition: declaredRoute<(typeof catalogueEndpoints)['deleteExhibition']>(
    'DELETE',
    '/operator/exhibitions/:id',
  ),
  uploadExhibitionImage: declaredRoute<(typeof catalogueEndpoints)['uploadExhibitionImage']>(
    'POST',
    '/operator/exhibitions/:id/images',
  ),
  uploadExhibitionAudio: declaredRoute<(typeof catalogueEndpoints)['uploadExhibitionAudio']>(
    'POST',
    '/operator/exhibitions/:id/audio',
  ),
  operatorSlides: declaredRoute<(typeof catalogueEndpoints)['operatorSlides']>('GET', '/operator/slides'),
  createSlide: declaredRoute<(typeof catalogueEndpoints)['createSlide']>('POST', '/operator/slides'),
  updateSlide: declaredRoute<(typeof catalogueEndpoints)['updateSlide']>('PATCH', '/operator/slides/:id'),
  deleteSlide: declaredRoute<(typeof catalogueEndpoints)['deleteSlide']>('DELETE', '/operator/slides/:id'),
  uploadSlideImage: declaredRoute<(typeof catalogueEndpoints)['uploadSlideImage']>(
    'POST',
    '/operator/slides/:id/image',
  ),
} as const;
