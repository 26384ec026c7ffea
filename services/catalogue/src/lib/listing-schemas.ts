import { ArtworkView, ErrorResponse } from '@art/contracts';
import { Type } from 'typebox';
import { LISTING_MAX_LIMIT, LISTING_PAGE_SIZE, LISTING_SORTS } from './listing-params.js';

export const signedIn = [{ jwt: [] }];
export const publicRoute: { jwt: string[] }[] = [];

export const listingErrors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
};

export const CategoryParams = Type.Object({
  cat: Type.String({ minLength: 1, maxLength: 100, description: 'Category slug, category id, or all' }),
});

export const ListingQuery = Type.Object({
  orderby: Type.Enum([...LISTING_SORTS], { default: 'new' }),
  price: Type.Optional(Type.String({ maxLength: 40, description: 'min,max in whole NPR' })),
  skip: Type.Integer({ minimum: 0, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: LISTING_MAX_LIMIT, default: LISTING_PAGE_SIZE }),
});

export const WindowQuery = Type.Object({
  skip: Type.Integer({ minimum: 0, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: LISTING_MAX_LIMIT, default: LISTING_PAGE_SIZE }),
});

export const PageQuery = Type.Object({ page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }) });

export const ArtworkList = Type.Array(ArtworkView);

/** `{status, message: ArtworkView[], total}`: gallery, store, similar. */
export const ListingResponse = Type.Object({ status: Type.String(), message: ArtworkList, total: Type.Integer() });

/** `{status, success, result}`: featured, recommended (followed adds `error`). */
export const ResultResponse = Type.Object({
  status: Type.String(),
  success: Type.Boolean(),
  result: ArtworkList,
  error: Type.Optional(Type.Null()),
});

export const MessageListResponse = Type.Object({ status: Type.String(), message: ArtworkList });

/** A user's works page: `{status, products, total}`. */
export const ProductsResponse = Type.Object({ status: Type.String(), products: ArtworkList, total: Type.Integer() });
