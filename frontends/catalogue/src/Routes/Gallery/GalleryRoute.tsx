import '../../browseI18n.js';
import { ArtworkListing } from '../../Components/browse/ArtworkListing.js';

/** /gallery/:cat — every artwork of a category (or all). */
export function GalleryRoute() {
  return <ArtworkListing kind="gallery" />;
}

export default GalleryRoute;
