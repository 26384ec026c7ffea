/** Studio-request images are .jpg or .png, each under 2 MB. */
export const STUDIO_IMAGE_MAX_BYTES = 2 * 1024 * 1024 - 1;
export const STUDIO_MAX_IMAGES = 6;
export const STUDIO_MESSAGE_MAX_LENGTH = 5000;

/** The object keys of a stored image by variant name (`large`, `thumbnail`), for the event. */
export function keysByVariant(keys: string[], variants: string[]): Record<string, string> {
  const byVariant: Record<string, string> = {};
  for (const variant of variants) {
    const key = keys.find((k) => k.endsWith(`-${variant}.webp`));
    if (key) byVariant[variant] = key;
  }
  return byVariant;
}
