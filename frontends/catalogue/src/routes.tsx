import type { ComponentType } from 'react';
import { ArtworkRoute } from './Routes/Artwork/ArtworkRoute.js';
import { EditArtworkRoute } from './Routes/EditArtwork/EditArtworkRoute.js';
import { ExhibitionRoute } from './Routes/Exhibition/ExhibitionRoute.js';
import { ExhibitionsRoute } from './Routes/Exhibitions/ExhibitionsRoute.js';
import { GalleryRoute } from './Routes/Gallery/GalleryRoute.js';
import { HomeRoute } from './Routes/Home/HomeRoute.js';
import { LikedArtworksRoute } from './Routes/LikedArtworks/LikedArtworksRoute.js';
import { SearchRoute } from './Routes/Search/SearchRoute.js';
import { StoreRoute } from './Routes/Store/StoreRoute.js';
import { StudiosRoute } from './Routes/Studios/StudiosRoute.js';
import { UploadArtworkRoute } from './Routes/UploadArtwork/UploadArtworkRoute.js';

// The paths the shell mounts these at (frontends/shell/src/routeTable.ts); used by the standalone page.
// More specific paths first: the standalone router takes the first match.
export const catalogueRoutes: { path: string; Component: ComponentType }[] = [
  { path: '/', Component: HomeRoute },
  { path: '/studios', Component: StudiosRoute },
  { path: '/upload', Component: UploadArtworkRoute },
  { path: '/exhibitions', Component: ExhibitionsRoute },
  { path: '/gallery/:cat', Component: GalleryRoute },
  { path: '/store/:cat', Component: StoreRoute },
  { path: '/artwork/:slug', Component: ArtworkRoute },
  { path: '/art/:slug', Component: ArtworkRoute },
  { path: '/studio/:slug/likedArt', Component: LikedArtworksRoute },
  { path: '/:slug/likedArt', Component: LikedArtworksRoute },
  { path: '/search/:term', Component: SearchRoute },
  { path: '/artwork/:slug/edit', Component: EditArtworkRoute },
  // /exhibition-<id>: the viewer reads its id from the one segment, as under the shell.
  { path: '/:segment', Component: ExhibitionRoute },
];
