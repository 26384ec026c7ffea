import '../../browseI18n.js';
import { ArtworkListing } from '../../Components/browse/ArtworkListing.js';

/** /store/:cat — the artworks for sale of a category (or all). */
export function StoreRoute() {
  return <ArtworkListing kind="store" />;
}

export default StoreRoute;
