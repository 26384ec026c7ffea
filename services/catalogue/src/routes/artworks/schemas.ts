import { ArtworkView, ErrorResponse, inMessage, StatusMessage } from '@art/contracts';
import { Type } from 'typebox';

export const signedIn = [{ jwt: [] }];

export const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  413: ErrorResponse,
  415: ErrorResponse,
};

export const ArtworkIdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export const ArtworkSlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 300 }) });

/** Upload and Edit Art answer the artwork's slug, where the screen goes next. */
export const ArtworkWriteResponse = Type.Object({
  status: Type.String(),
  message: Type.String(),
  data: Type.Object({ productSlug: Type.String() }),
});

export const ArtworkDeleteResponse = StatusMessage;
export const ArtworkResponse = inMessage(ArtworkView);
export const ArtworkViewsResponse = Type.Object({ status: Type.String(), views: Type.Integer({ minimum: 0 }) });
