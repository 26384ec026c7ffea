// Catalogue area remote: exposes its route components; the shell owns the URLs and mounts them
// (the configuration every remote shares is remoteConfig in @art/frontend-build).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '@art/frontend-build';

// One exposed module per route; the shell's route table names these keys.
const exposes = {
  './HomeRoute': './src/Routes/Home/HomeRoute.tsx',
  './GalleryRoute': './src/Routes/Gallery/GalleryRoute.tsx',
  './StoreRoute': './src/Routes/Store/StoreRoute.tsx',
  './ArtworkRoute': './src/Routes/Artwork/ArtworkRoute.tsx',
  './LikedArtworksRoute': './src/Routes/LikedArtworks/LikedArtworksRoute.tsx',
  './StudiosRoute': './src/Routes/Studios/StudiosRoute.tsx',
  './EditArtworkRoute': './src/Routes/EditArtwork/EditArtworkRoute.tsx',
  './UploadArtworkRoute': './src/Routes/UploadArtwork/UploadArtworkRoute.tsx',
  './SearchRoute': './src/Routes/Search/SearchRoute.tsx',
  './SearchDropdown': './src/Routes/SearchDropdown/SearchDropdown.tsx',
  './ExhibitionsRoute': './src/Routes/Exhibitions/ExhibitionsRoute.tsx',
  './ExhibitionRoute': './src/Routes/Exhibition/ExhibitionRoute.tsx',
};

export default remoteConfig({ root: dirname(fileURLToPath(import.meta.url)), name: 'catalogue', port: 3002, exposes });
