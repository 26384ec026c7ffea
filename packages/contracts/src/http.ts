import { type TSchema, Type } from 'typebox';

/** Status words of the public API (success, requested, followed, not-found, ...; each endpoint's in /api/docs). */
export const StatusWord = Type.String();

/** The error envelope every service and the gateway answer with. */
export const ErrorResponse = Type.Object({
  status: Type.String(),
  message: Type.Union([Type.String(), Type.Array(Type.String())]),
  code: Type.Optional(
    Type.String({
      description:
        "A stable code for the refusal (its words in every language are the frontends' business); see @art/endpoint/refusals",
    }),
  ),
});

/**
 * The refusals an endpoint documents, each answered with the error envelope:
 * `errorAnswers(400, 401, 404)` is `{ 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse }`.
 */
export function errorAnswers<const Codes extends readonly number[]>(
  ...codes: Codes
): { [Code in Codes[number]]: typeof ErrorResponse } {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponse])) as {
    [Code in Codes[number]]: typeof ErrorResponse;
  };
}

/** `{status, message}` — the plain answer of the public API. */
export const StatusMessage = Type.Object({
  status: Type.String(),
  message: Type.String(),
});

/** A like toggled (an artwork's or a post's): whether the viewer likes it now, and the new count. */
export const LikeToggled = Type.Object({ status: Type.String(), liked: Type.Boolean(), likesCount: Type.Integer() });

/** `{status, message: T}` — the API's shape where the answer (a user, a list) is in `message`. */
export function inMessage<T extends TSchema>(schema: T) {
  return Type.Object({ status: Type.String(), message: schema });
}
