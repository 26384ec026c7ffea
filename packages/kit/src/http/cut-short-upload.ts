import { AppError } from './errors.js';

/** The words a client reads when its multipart body ended before the form did. */
export const UPLOAD_CUT_SHORT = 'The upload was cut short. Please try again';

/**
 * busboy's words for a body that stops before its closing boundary: "Unexpected end of multipart
 * data" for the form, "<Part> terminated early due to unexpected end of multipart data" for a file
 * being read. Plain Errors without a code, so their message is all there is to go by.
 */
const CUT_SHORT = /unexpected end of multipart data/i;
/** busboy's words for a multipart content type without a boundary: there is no form to read. */
const NO_BOUNDARY = /^Multipart: Boundary not found$/;

/**
 * The 400 for a multipart body that cannot be a whole form (a connection dropped mid-upload, a
 * client that stopped writing, a forged body), or null for any other error. Every form reader
 * reads the whole form before storing anything, so the refusal leaves nothing behind.
 */
export function cutShortUpload(error: unknown): AppError | null {
  if (!(error instanceof Error) || error instanceof AppError) return null;
  if (CUT_SHORT.test(error.message)) return new AppError(400, 'upload-cut-short', UPLOAD_CUT_SHORT);
  if (NO_BOUNDARY.test(error.message))
    return new AppError(400, 'validate-error', 'The form must be sent as multipart/form-data');
  return null;
}
