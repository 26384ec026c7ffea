// What a screen says when a call is refused: the server's own message, or the screen's fallback.
//
// Imported as '@art/sdk/refusals', on its own: the package root is shared by every remote and the
// shell, so what it holds is in everyone's first render; the remotes that show refusals bundle this.
// ApiError's check works whichever copy of the sdk threw (its brand), so any area's errors match.
import { ApiError } from './core.js';

// The refusal codes and their English words (@art/endpoint/refusals), for the screens' words.
export {
  GENERIC_REFUSALS,
  type GenericRefusal,
  isRefusalCode,
  REFUSAL_WORDS,
  type RefusalCode,
  refusalOf,
} from '@art/endpoint/refusals';

/**
 * The server's own message for a refused call (4xx with `{status, message}`), else `fallback`
 * (no answer, or an answer without a message). With `refusalText` (@art/ui useRefusalText), the
 * refusal is shown in the reader's language by its code.
 */
export function serverMessage(
  error: unknown,
  fallback: string,
  refusalText?: (status: unknown, message: string, code?: unknown) => string,
): string {
  if (!(error instanceof ApiError) || error.messages.length === 0 || error.httpStatus >= 500) return fallback;
  return refusalText ? refusalText(error.status, error.messages[0], error.code) : error.messages[0];
}
