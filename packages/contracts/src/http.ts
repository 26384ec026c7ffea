import { type TSchema, Type } from 'typebox';

/** Status words of the public API (spec: success, requested, followed, not-found, ...). */
export const StatusWord = Type.String();

/** The error envelope every service and the gateway answer with. */
export const ErrorResponse = Type.Object({
  status: Type.String(),
  message: Type.Union([Type.String(), Type.Array(Type.String())]),
});

/** `{status, message}` — the plain answer of the spec. */
export const StatusMessage = Type.Object({
  status: Type.String(),
  message: Type.String(),
});

/** `{status, message: T}` — the spec's shape for "the user is in message". */
export function inMessage<T extends TSchema>(schema: T) {
  return Type.Object({ status: Type.String(), message: schema });
}
