import { ArtistView, ErrorResponse } from '@art/contracts';
import { Type } from 'typebox';
import {
  DIRECTORY_MAX_LIMIT,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_SORTS,
  TOP_ARTISTS_DEFAULT,
  TOP_ARTISTS_MAX,
} from './directory-queries.js';

/** Public routes that read the viewer when the gateway sends one. */
export const publicRoute: { jwt: string[] }[] = [];

export const directoryErrors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

export const DirectoryWindow = {
  skip: Type.Integer({ minimum: 0, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: DIRECTORY_MAX_LIMIT, default: DIRECTORY_PAGE_SIZE }),
};

export const SortableQuery = Type.Object({
  sortby: Type.Enum([...DIRECTORY_SORTS], { default: 'followers' }),
  ...DirectoryWindow,
  category: Type.Optional(Type.String({ maxLength: 100, description: 'all, or a category id, slug or name' })),
});

export const CategoryArtistsQuery = Type.Object({
  sortby: Type.Enum([...DIRECTORY_SORTS], { default: 'followers' }),
  ...DirectoryWindow,
});

export const ArtistCategoryParams = Type.Object({
  cat: Type.String({ minLength: 1, maxLength: 100, description: 'all, or a category id, slug or name' }),
});

export const TopQuery = Type.Object({
  total: Type.Integer({ minimum: 1, maximum: TOP_ARTISTS_MAX, default: TOP_ARTISTS_DEFAULT }),
});

export const ArtistSlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });

export const ArtistPage = Type.Object({
  status: Type.String(),
  message: Type.Array(ArtistView),
  total: Type.Integer(),
});
export const ArtistList = Type.Object({ status: Type.String(), message: Type.Array(ArtistView) });
export const OneArtist = Type.Object({ status: Type.String(), message: ArtistView });
