import { ErrorResponse } from '@art/contracts';
import { Type } from 'typebox';

/** `{status, message}` answers; errors share the envelope (message may be a list on validate-error). */
export const Success = Type.Object({ status: Type.String(), message: Type.String() });
export const SuccessOnly = Type.Object({ status: Type.String(), message: Type.Optional(Type.String()) });

export const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  413: ErrorResponse,
  415: ErrorResponse,
};

export const signedIn = [{ jwt: [] }];
