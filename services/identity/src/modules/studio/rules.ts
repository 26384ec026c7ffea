/** Studio-request images are .jpg or .png, each under 2 MB. */
export const STUDIO_IMAGE_MAX_BYTES = 2 * 1024 * 1024 - 1;
export const STUDIO_MAX_IMAGES = 6;
export const STUDIO_MESSAGE_MAX_LENGTH = 5000;

/** Codes are handed out in capitals and read back as typed: case and spaces around do not count. */
export function normalizeArtistCode(code: string): string {
  return code.trim().toUpperCase();
}
